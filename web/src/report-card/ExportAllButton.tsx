import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { ConfirmDialog, type ConfirmRequest } from "../lib/ConfirmDialog.tsx";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useTableExports, type ExportFormat } from "./table-exports.tsx";

export const MULTIPLE_FILES = "Export to Multiple Files?";

/** Every table of the report at once: one file per table, after asking when there are several. */
export function ExportAllButton() {
  const registry = useTableExports();
  const notices = useNotices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const menuId = useId();
  const exportAll = (format: ExportFormat) => {
    setAnchor(null);
    const tables = registry?.list() ?? [];
    if (tables.length === 0) return notices.message(ERROR_TEXTS.exportUnavailable, "error");
    if (tables.length === 1) return tables[0]?.export(format);
    setConfirm({
      title: MULTIPLE_FILES,
      text: `This report has ${tables.length} tables: each is saved as its own ${format.toUpperCase()} file.`,
      confirmLabel: "Export",
      onConfirm: () => tables.forEach((t) => t.export(format)),
    });
  };
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Export tables
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => exportAll("csv")}>CSV</MenuItem>
        <MenuItem onClick={() => exportAll("xlsx")}>Excel</MenuItem>
      </Menu>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
