import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";

export interface ClientOption {
  id: string;
  name: string;
  acronym: string;
}

/** Matches the typed text against the name or the acronym. */
const filter = createFilterOptions<ClientOption>({ stringify: (c) => `${c.name} ${c.acronym}` });

export function ClientPicker({
  clients,
  value,
  onChange,
  loading,
}: {
  clients: readonly ClientOption[];
  value: ClientOption | null;
  onChange(client: ClientOption | null): void;
  loading: boolean;
}) {
  return (
    <Autocomplete
      id="client-picker"
      sx={{ width: 420, maxWidth: "100%" }}
      options={clients}
      loading={loading}
      value={value}
      onChange={(_e, next) => onChange(next)}
      filterOptions={filter}
      getOptionLabel={(c) => `${c.name} (${c.acronym})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="No results found"
      renderInput={(params) => (
        <TextField {...params} label="Client" placeholder="Select client..." size="small" />
      )}
    />
  );
}
