import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Icon } from "../lib/icons.tsx";
import { helperOf, KIND_LABELS, purchaseInto, visibleFields, type ChangeField } from "./change-fields.ts";
import { changePath, type ChangeDraft, type FieldErrors } from "./change-inputs.ts";
import { GroupField } from "./GroupField.tsx";
import type { GroupChoices } from "./group-options.ts";

/** One change of a what-if: its fields by kind, each showing the message that names it. */
export function ChangeEditor({
  index,
  draft,
  groups,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  draft: ChangeDraft;
  groups: GroupChoices;
  errors: FieldErrors;
  onChange(values: ChangeDraft["values"]): void;
  onRemove(): void;
}) {
  const title = `Change ${index + 1}: ${KIND_LABELS[draft.kind]}`;
  const field = (f: ChangeField) => {
    const id = `change-${draft.key}-${f.name}`;
    const error = errors.get(changePath(index, draft.kind, f.name));
    const value = draft.values[f.name] ?? "";
    const set = (next: string) => onChange({ ...draft.values, [f.name]: next });
    if (f.type === "group" || f.type === "depositGroup" || f.type === "leafGroup")
      return (
        <GroupField
          key={f.name}
          id={id}
          label={f.label}
          options={
            f.type === "depositGroup" ? groups.deposits : f.type === "leafGroup" ? groups.leaves : groups.all
          }
          value={value}
          error={error}
          required={f.required}
          onChange={
            f.type === "leafGroup"
              ? (next) => onChange(purchaseInto(draft.values, next, groups.termsOf))
              : set
          }
        />
      );
    return (
      <TextField
        key={f.name}
        id={id}
        size="small"
        label={f.label}
        required={f.required}
        select={f.type === "choice"}
        value={value}
        error={!!error}
        helperText={error ?? helperOf(f, draft.values, groups.depositTermsOf)}
        onChange={(e) => set(e.target.value)}
        slotProps={{ htmlInput: f.type === "choice" ? undefined : { inputMode: "decimal" } }}
      >
        {f.options?.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  };
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", mb: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={`Remove change ${index + 1}`} onClick={onRemove} size="small">
          <Icon name="delete" />
        </IconButton>
      </Stack>
      <Stack
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
        }}
      >
        {visibleFields(draft.kind, draft.values).map(field)}
      </Stack>
    </Paper>
  );
}
