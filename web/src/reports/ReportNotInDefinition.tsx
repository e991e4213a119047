import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import type { SidebarCatalogue } from "./ReportSidebar.tsx";

interface Props {
  /** The report the link asked for; null when its ?report= is no report id at all. */
  reportId: number | null;
  definitionName: string;
  catalogue: SidebarCatalogue;
  onOpen(entry: { reportId: number; year?: number | null }): void;
}

/** A link's report is not in this definition: say so, and offer its first report instead of opening it. */
export function ReportNotInDefinition({ reportId, definitionName, catalogue, onOpen }: Props) {
  const page = catalogue.categories[0]?.pages[0];
  const first = page?.entries[0];
  return (
    <Alert
      severity="warning"
      sx={{ m: 2 }}
      action={
        page &&
        first && (
          <Button color="inherit" size="small" onClick={() => onOpen(first)}>
            {`Open ${first.year ? `${page.description}, ${first.label}` : first.label}`}
          </Button>
        )
      }
    >
      {ERROR_TEXTS.reportNotInDefinition(reportId, definitionName)}
    </Alert>
  );
}
