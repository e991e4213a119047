import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { filterGroups, type GroupOption } from "./group-options.ts";

/**
 * Two columns of the form's grid where there is room: a group's name ("Total Investments and
 * Deposits") is longer than an amount. Not on a phone, whose grid has one column to span.
 */
const WIDE_FIELD = { gridColumn: { md: "span 2" } } as const;

/** A product group of the chart of accounts, searched by name or key. */
export function GroupField({
  id,
  label,
  options,
  value,
  error,
  required,
  onChange,
}: {
  id: string;
  label: string;
  options: readonly GroupOption[];
  value: string;
  error?: string;
  required?: boolean;
  onChange(key: string): void;
}) {
  const selected = options.find((o) => o.key === value) ?? null;
  return (
    <Autocomplete
      id={id}
      size="small"
      sx={WIDE_FIELD}
      options={options}
      groupBy={(o) => o.section}
      getOptionLabel={(o) => o.label}
      filterOptions={filterGroups}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      // Several on one page: each toggle and clear button says which field it belongs to.
      openText={`Open ${label}`}
      closeText={`Close ${label}`}
      clearText={`Clear ${label}`}
      value={selected}
      onChange={(_e, next) => onChange(next?.key ?? "")}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} style={{ paddingLeft: 8 + 12 * Math.max(0, option.depth - 1) }}>
          {option.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={!!error}
          helperText={error}
          // A name longer than the field ends in "…": pointing at it reads it whole.
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, title: selected?.label },
          }}
        />
      )}
    />
  );
}
