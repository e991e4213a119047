import IconButton from "@mui/material/IconButton";
import { Icon } from "./icons.tsx";

/** A tree row's open/close button: it names the row, says whether it is open and turns its arrow. */
export function ExpandButton({ open, label, onToggle }: { open: boolean; label: string; onToggle(): void }) {
  return (
    <IconButton
      size="small"
      aria-label={`${open ? "Collapse" : "Expand"} ${label}`}
      aria-expanded={open}
      onClick={onToggle}
    >
      <Icon name="expandMore" fontSize="small" sx={{ transform: open ? "none" : "rotate(-90deg)" }} />
    </IconButton>
  );
}

/** The rows open after one was opened or closed. */
export function toggled<T>(open: ReadonlySet<T>, row: T): ReadonlySet<T> {
  const next = new Set(open);
  if (next.has(row)) next.delete(row);
  else next.add(row);
  return next;
}
