import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useMutation, useQuery } from "@apollo/client/react";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { graphql } from "../generated/index.ts";
import type { FieldDef, Rule } from "../forms/form-logic.ts";
import { FormFields } from "../forms/FieldInput.tsx";
import { useForm } from "../forms/use-form.ts";
import { failureAsError } from "../lib/failures.tsx";
import { ReportTreePicker } from "../lib/ReportTreePicker.tsx";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { withinNiiYears } from "../lib/report-selection.ts";

const CatalogueQuery = graphql(`
  query ClientDefaultsCatalogue($niiYears: Int!) {
    reportCatalogue(niiYears: $niiYears) {
      ...ReportTreePicker_catalogue
    }
  }
`);

const SaveSettingsMutation = graphql(`
  mutation SaveClientDefaults($clientId: ID!, $input: ClientSettingsInput!, $zm: String!, $setZm: Boolean!) {
    saveClientSettings(clientId: $clientId, input: $input) {
      __typename
      ... on ClientSettingsSaved {
        settings {
          clientId
          niiYears
          reports {
            key
          }
          zmDatabaseName
        }
      }
      ... on Failure {
        code
        message
        messages {
          error
          resolution
          field
        }
      }
    }
    setZmDatabase(clientId: $clientId, zmDatabaseName: $zm) @include(if: $setZm) {
      __typename
      ... on ClientSettingsSaved {
        settings {
          clientId
          zmDatabaseName
        }
      }
      ... on Failure {
        code
        message
        messages {
          error
          resolution
          field
        }
      }
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
  const notices = useNotices();
  const form = useForm(FIELDS, RULES, { niiYears, reports, zmDatabaseName });
  const years = Math.min(10, Math.max(1, Number(form.values.niiYears) || 2));
  const catalogue = useQuery(CatalogueQuery, { variables: { niiYears: years } });
  const [save, saving] = useMutation(SaveSettingsMutation);
  const unable = ERROR_TEXTS.clientSettingsSave(clientId);

  async function onSave() {
    if (Object.keys(form.check()).length) return;
    const zm = String(form.values.zmDatabaseName ?? "").trim();
    try {
      const { data } = await save({
        variables: {
          clientId,
          input: { niiYears: Number(form.values.niiYears), reports: form.values.reports as string[] },
          zm,
          setZm: zm !== "" && zm !== zmDatabaseName,
        },
      });
      const failed = [data?.saveClientSettings, data?.setZmDatabase].find(
        (r) => r && r.__typename !== "ClientSettingsSaved",
      );
      if (failed && "messages" in failed) notices.error(failureAsError(unable, failed), unable);
      else notices.toast("The client settings have been saved");
    } catch (error) {
      notices.error(
        failureAsError(unable, { message: error instanceof Error ? error.message : unable, messages: [] }),
        unable,
      );
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <FormFields form={form} fields={FIELDS} names={["niiYears", "zmDatabaseName"]} />
        </Stack>
        {catalogue.data ? (
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
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void onSave()} disabled={saving.loading}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
