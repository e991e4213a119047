import { useQuery } from "@apollo/client/react";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ANALYSIS_PERMISSION_NAMES, MAX_NII_YEARS } from "@alm/formats";
import { graphql } from "../generated/index.ts";
import type { FieldDef, Rule } from "../forms/form-logic.ts";
import { FormFields } from "../forms/FieldInput.tsx";
import { useForm } from "../forms/use-form.ts";
import { useFocusFirstProblem } from "../forms/use-focus-first-problem.ts";
import { useRef, useState } from "react";
import { ReportTreePicker } from "../lib/ReportTreePicker.tsx";
import { UnsavedChangesGuard } from "../lib/UnsavedChangesGuard.tsx";
import { withinNiiYears } from "../lib/report-selection.ts";
import { needsPermission, useViewerHolds } from "../lib/viewer-permissions.ts";
import { useSaveClientDefaults } from "./use-save-client-defaults.ts";

const CatalogueQuery = graphql(`
  query ClientDefaultsCatalogue($niiYears: Int!) {
    reportCatalogue(niiYears: $niiYears) {
      ...ReportTreePicker_catalogue
    }
  }
`);

const FIELDS: FieldDef[] = [
  { name: "niiYears", label: "NII Years", kind: "number", required: true, min: 1, max: 10 },
  { name: "zmDatabaseName", label: "Modeling Database Name", kind: "text" },
  { name: "reports", label: "Default Reports", kind: "tags", required: true },
];

/** Fewer NII years drop the later years' pages from the list. */
const RULES: Rule[] = [
  {
    when: (v) => Array.isArray(v.reports) && Number(v.niiYears) >= 1,
    then: [{ set: "reports", value: (v) => withinNiiYears(v.reports as string[], Number(v.niiYears)) }],
  },
];

/** The report list is a set: the picker may give it in another order. */
const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function ClientDefaultsForm({
  clientId,
  niiYears,
  reports,
  zmDatabaseName,
}: {
  clientId: string;
  niiYears: number;
  reports: string[];
  zmDatabaseName: string;
}) {
  const form = useForm(FIELDS, RULES, { niiYears, reports, zmDatabaseName });
  const [refusals, setRefusals] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useFocusFirstProblem(box, refusals);
  const years = Math.min(MAX_NII_YEARS, Math.max(1, Number(form.values.niiYears) || 2));
  const catalogue = useQuery(CatalogueQuery, { variables: { niiYears: years } });
  const saving = useSaveClientDefaults(clientId);
  const canSave = useViewerHolds(ANALYSIS_PERMISSION_NAMES.MANAGE_CLIENT_SETTINGS);
  // Against the saved settings, which the cache updates after a save.
  const dirty =
    Number(form.values.niiYears) !== niiYears ||
    String(form.values.zmDatabaseName ?? "").trim() !== zmDatabaseName ||
    !sameKeys((form.values.reports as string[] | null) ?? [], reports);

  async function onSave() {
    if (Object.keys(form.check()).length) {
      setRefusals((n) => n + 1);
      return;
    }
    await saving.save({
      niiYears: Number(form.values.niiYears),
      reports: form.values.reports as string[],
      zmDatabaseName: String(form.values.zmDatabaseName ?? "").trim(),
      previousZmDatabaseName: zmDatabaseName,
    });
  }

  return (
    <Paper ref={box} variant="outlined" sx={{ p: 2 }}>
      <UnsavedChangesGuard dirty={dirty && canSave} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <FormFields form={form} fields={FIELDS} names={["niiYears", "zmDatabaseName"]} />
        </Stack>
        {catalogue.data?.reportCatalogue ? (
          <ReportTreePicker
            catalogue={catalogue.data.reportCatalogue}
            label="Default Reports"
            required
            value={(form.values.reports as string[] | null) ?? []}
            onChange={(keys) => form.setValue("reports", keys)}
            error={form.errors.reports}
          />
        ) : (
          <CircularProgress aria-label="Loading the report list" />
        )}
        {canSave ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void onSave()} disabled={saving.loading}>
              Save
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {needsPermission(
              ANALYSIS_PERMISSION_NAMES.MANAGE_CLIENT_SETTINGS,
              "Changing a client's defaults",
            )}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
