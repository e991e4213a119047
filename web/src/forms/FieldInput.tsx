import Autocomplete from "@mui/material/Autocomplete";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { FieldDef, FieldState, FieldValue } from "./form-logic.ts";
import type { Form } from "./use-form.ts";

const text = (v: FieldValue | undefined) => (v === null || v === undefined ? "" : String(v));

/** One field of a described form, drawn by its kind; read-only fields are plain text boxes. */
export function FieldInput({
  def,
  state,
  value,
  error,
  disabled,
  onChange,
}: {
  def: FieldDef;
  state: FieldState;
  value: FieldValue | undefined;
  error?: string;
  /** The whole form is read-only (a locked data set, an approved report). */
  disabled?: boolean;
  onChange(value: FieldValue): void;
}) {
  if (state.hidden) return null;
  const off = disabled || state.disabled;
  const common = {
    id: `field-${def.name}`,
    label: def.label,
    required: state.required,
    disabled: off,
    error: !!error,
    helperText: error ?? def.helperText,
    fullWidth: true,
    size: "small" as const,
  };
  switch (def.kind) {
    case "checkbox":
      return (
        <FormControlLabel
          label={def.label}
          disabled={off || state.readOnly}
          control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
        />
      );
    case "select":
      return (
        <TextField
          {...common}
          select
          value={text(value)}
          onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
          slotProps={{ input: { readOnly: state.readOnly } }}
        >
          {!state.required && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
          {state.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case "tags":
      return (
        <Autocomplete
          multiple
          disabled={off || state.readOnly}
          options={state.options.map((o) => o.value)}
          getOptionLabel={(v) => state.options.find((o) => o.value === v)?.label ?? v}
          value={Array.isArray(value) ? value : []}
          onChange={(_e, next) => onChange(next)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={def.label}
              required={state.required}
              error={!!error}
              helperText={error ?? def.helperText}
              size="small"
            />
          )}
        />
      );
    default:
      return (
        <TextField
          {...common}
          type={def.kind === "textarea" ? undefined : def.kind === "month" ? "month" : def.kind}
          multiline={def.kind === "textarea"}
          minRows={def.kind === "textarea" ? 4 : undefined}
          value={text(value)}
          onChange={(e) =>
            onChange(def.kind === "number" && e.target.value !== "" ? Number(e.target.value) : e.target.value)
          }
          slotProps={{
            input: { readOnly: state.readOnly },
            inputLabel: def.kind === "month" ? { shrink: true } : undefined,
            htmlInput: def.kind === "number" ? { min: def.min, max: def.max } : undefined,
          }}
        />
      );
  }
}

/** The named fields of a form, in order. */
export function FormFields({
  form,
  fields,
  names,
  disabled,
}: {
  form: Form;
  fields: FieldDef[];
  names: string[];
  disabled?: boolean;
}) {
  return names.map((name) => {
    const def = fields.find((f) => f.name === name);
    const state = form.states[name];
    if (!def || !state) return null;
    return (
      <FieldInput
        key={name}
        def={def}
        state={state}
        value={form.values[name]}
        error={form.errors[name]}
        disabled={disabled}
        onChange={(v) => form.setValue(name, v)}
      />
    );
  });
}
