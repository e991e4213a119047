import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { PERIODS } from "./filters.ts";

interface Props<T extends string> {
  idPrefix: string;
  typeLabel: string;
  typeOptions: Record<T, string>;
  types: T[];
  onTypes(types: T[]): void;
  days: number;
  onDays(days: number): void;
  checkLabel: string;
  checked: boolean;
  onChecked(checked: boolean): void;
}

/** The filters row both panels share: type (several), updated period and one checkbox. */
export function PanelFilters<T extends string>(p: Props<T>) {
  const entries = Object.entries(p.typeOptions) as [T, string][];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", mb: 1 }}>
      <TextField
        id={`${p.idPrefix}-type`}
        select
        size="small"
        label={p.typeLabel}
        sx={{ minWidth: 150 }}
        value={p.types}
        onChange={(e) => {
          const v = e.target.value as unknown as T[] | string;
          p.onTypes(typeof v === "string" ? (v.split(",") as T[]) : v);
        }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (v) =>
              (v as T[]).length ? (v as T[]).map((t) => p.typeOptions[t]).join(", ") : "All",
          },
          inputLabel: { shrink: true },
        }}
      >
        {entries.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${p.idPrefix}-period`}
        select
        size="small"
        label="Updated"
        sx={{ minWidth: 150 }}
        value={p.days}
        onChange={(e) => p.onDays(Number(e.target.value))}
      >
        {PERIODS.map((period) => (
          <MenuItem key={period.days} value={period.days}>
            {period.label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label={p.checkLabel}
        control={
          <Checkbox size="small" checked={p.checked} onChange={(e) => p.onChecked(e.target.checked)} />
        }
      />
    </Stack>
  );
}
