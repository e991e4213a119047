import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { AuditActionsQuery } from "./audit-documents.ts";
import { actionLabel, EMPTY_AUDIT_FILTER, type AuditFilterForm } from "./audit-paging.ts";

/** Who, which institution, what and when: applied together with Apply, so typing asks nothing yet. */
export function AuditFilters({ onApply }: { onApply(form: AuditFilterForm): void }) {
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const actions = useQuery(AuditActionsQuery).data?.__type?.enumValues ?? [];
  const field = (name: keyof AuditFilterForm) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    size: "small" as const,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(form);
  };
  const when = { inputLabel: { shrink: true } };
  return (
    <Stack
      component="form"
      aria-label="Audit trail filters"
      onSubmit={submit}
      direction={{ xs: "column", md: "row" }}
      spacing={1}
      sx={{ flexWrap: "wrap", alignItems: { md: "center" } }}
    >
      <TextField label="Who (username)" {...field("username")} />
      <TextField label="Institution" placeholder="RFCU" {...field("tenant")} sx={{ width: { md: 130 } }} />
      <TextField select label="Action" {...field("action")} sx={{ minWidth: 220 }}>
        <MenuItem value="">Any action</MenuItem>
        {actions.map((a) => (
          <MenuItem key={a.name} value={a.name} title={a.description ?? undefined}>
            {actionLabel(a.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="From" type="datetime-local" slotProps={when} {...field("from")} />
      <TextField label="To" type="datetime-local" slotProps={when} {...field("to")} />
      <Button type="submit" variant="contained">
        Apply
      </Button>
    </Stack>
  );
}
