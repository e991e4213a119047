import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { shortDate } from "../lib/month-end.ts";

interface Props {
  definitions: readonly { id: string; name: string; asOfDate?: string | null }[];
  value: string;
  onChange(id: string): void;
}

/** Which report package to read. */
export function DefinitionSelector({ definitions, value, onChange }: Props) {
  return (
    <TextField
      select
      size="small"
      label="Report definition"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 320 }}
    >
      {definitions.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.name}
          {d.asOfDate ? ` (${shortDate(d.asOfDate)})` : ""}
        </MenuItem>
      ))}
    </TextField>
  );
}
