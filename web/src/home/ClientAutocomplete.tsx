import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useLayoutEffect, useRef, useState } from "react";
import {
  CLIENT_PICKER_TEXTS,
  clientLabel,
  type ClientPickerProps,
  type ClientOption,
} from "./client-picker-props.ts";

/** Matches the typed text against the name or the acronym. */
const filter = createFilterOptions<ClientOption>({ stringify: (c) => `${c.name} ${c.acronym}` });

/**
 * The picker itself. `typed` is what was typed into the stand-in before this code arrived: the
 * list opens on it, as if the picker had been there all along.
 */
export default function ClientAutocomplete({
  clients,
  value,
  onChange,
  loading,
  typed,
  focus,
}: ClientPickerProps & { typed?: string; focus: boolean }) {
  const [input, setInput] = useState(typed ?? (value ? clientLabel(value) : ""));
  // On mount the Autocomplete resets its text to the value's label before it sees its focus: that
  // would wipe what was typed into the stand-in, so that one reset is skipped.
  const keepTyped = useRef(typed !== undefined);
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Reached for with nothing typed yet, the chosen client's name is selected, as a first click
    // into the picker selects it: the next key replaces it instead of adding to it.
    if (focus && typed === undefined) root.current?.querySelector("input")?.select();
    // Only the hand-over from the stand-in, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Autocomplete
      ref={root}
      id="client-picker"
      sx={{ width: 420, maxWidth: "100%" }}
      options={clients}
      loading={loading}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next, reason) => {
        if (reason === "reset" && keepTyped.current) return;
        keepTyped.current = false;
        setInput(next);
      }}
      openOnFocus={focus}
      filterOptions={filter}
      getOptionLabel={clientLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={CLIENT_PICKER_TEXTS.noResults}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={focus}
          label={CLIENT_PICKER_TEXTS.label}
          placeholder={CLIENT_PICKER_TEXTS.placeholder}
          size="small"
        />
      )}
    />
  );
}
