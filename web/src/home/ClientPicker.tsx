import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useState, type MouseEvent } from "react";
import { Icon } from "../lib/icons.tsx";
import { onInteraction, useOnInteraction } from "../lib/on-interaction.ts";
import { CLIENT_PICKER_TEXTS, clientLabel, type ClientPickerProps } from "./client-picker-props.ts";

export type { ClientOption } from "./client-picker-props.ts";

// The list, its filtering and its popup (MUI's Autocomplete and Popper, 16 KB on the wire) are for
// choosing; the first screen only shows the choice, so they load when the user reaches for it.
const picker = onInteraction(async () => (await import("./ClientAutocomplete.tsx")).default);

/**
 * The staff's client picker. Until its list is wanted it is a stand-in of the same look and role
 * (a collapsed combobox showing the chosen client); a hover starts loading the list, a focus or a
 * press swaps it in with the focus and whatever was typed meanwhile.
 */
/** A click into the chosen client's name selects it, as the picker's first click does once it is there. */
function selectOnClick(e: MouseEvent<HTMLDivElement>) {
  const input = e.target;
  if (input instanceof HTMLInputElement && input.selectionStart === input.selectionEnd) input.select();
}

export function ClientPicker(props: ClientPickerProps) {
  const [ClientAutocomplete, load] = useOnInteraction(picker);
  const [typed, setTyped] = useState<string | undefined>();
  const [focus, setFocus] = useState(false);
  if (ClientAutocomplete) return <ClientAutocomplete {...props} typed={typed} focus={focus} />;
  const reach = () => {
    setFocus(true);
    load();
  };
  return (
    <TextField
      id="client-picker"
      sx={{ width: 420, maxWidth: "100%" }}
      size="small"
      label={CLIENT_PICKER_TEXTS.label}
      placeholder={CLIENT_PICKER_TEXTS.placeholder}
      value={typed ?? (props.value ? clientLabel(props.value) : "")}
      onChange={(e) => setTyped(e.target.value)}
      onPointerEnter={load}
      onFocus={reach}
      onClick={selectOnClick}
      slotProps={{
        htmlInput: {
          role: "combobox",
          "aria-expanded": false,
          "aria-autocomplete": "list",
          autoComplete: "off",
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Open" tabIndex={-1} onClick={reach}>
                <Icon name="arrowDropDown" fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
