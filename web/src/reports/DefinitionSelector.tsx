import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { shortDate } from "../lib/month-end.ts";

interface Props {
  definitions: readonly { id: string; databaseId: number; name: string; asOfDate?: string | null }[];
  /** The chosen definition's databaseId, the number its address carries. */
  value: number;
  onChange(databaseId: number): void;
}

/** Which report package to read. */
export function DefinitionSelector({ definitions, value, onChange }: Props) {
  return (
    <TextField
      select
      size="small"
      label="Report definition"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 320 }}
    >
      {definitions.map((d) => (
        <MenuItem key={d.id} value={d.databaseId}>
          {d.name}
          {d.asOfDate ? ` (${shortDate(d.asOfDate)})` : ""}
        </MenuItem>
      ))}
    </TextField>
  );
}
