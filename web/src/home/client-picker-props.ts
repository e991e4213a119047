export interface ClientOption {
  id: string;
  name: string;
  acronym: string;
}

export interface ClientPickerProps {
  clients: readonly ClientOption[];
  value: ClientOption | null;
  onChange(client: ClientOption | null): void;
  loading: boolean;
}

export const CLIENT_PICKER_TEXTS = {
  label: "Client",
  placeholder: "Select client...",
  noResults: "No results found",
} as const;

export const clientLabel = (c: ClientOption) => `${c.name} (${c.acronym})`;
