import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useLinkedDefinition } from "../reports/linked-definition.ts";
import { useSelectedClient } from "../lib/selected-client.ts";
import { ReportsPageOwnClientQuery } from "../reports/reports-queries.ts";
import { Icon } from "../lib/icons.tsx";
import { NEW_DRAFT, type ChangeKind } from "./change-fields.ts";
import type { ChangeDraft } from "./change-inputs.ts";
import { ChangesList } from "./ChangesList.tsx";
import { NEW_GOAL_SEEK, type GoalSeekDraft } from "./goal-seek-inputs.ts";
import { useGoalSeekStarts } from "./use-goal-seek-starts.ts";
import { GoalSeekPanel } from "./GoalSeekPanel.tsx";
import { groupChoices, groupOptions } from "./group-options.ts";
import { HistoryList } from "./HistoryList.tsx";
import { SaveWhatIfDialog } from "./SaveWhatIfDialog.tsx";
import { chosenSubject, subjectOptions } from "./subjects.ts";
import { useWhatIfRun } from "./use-what-if-run.ts";
import { useWhatIfHistory } from "./what-if-history.ts";
import { WhatIfChartQuery, WhatIfGroupsQuery, WhatIfSubjectsQuery } from "./what-if-queries.ts";
import { WhatIfExport } from "./WhatIfExport.tsx";
import { useFocusFirstProblem } from "../forms/use-focus-first-problem.ts";
import { useFocusComputed } from "./use-focus-computed.ts";
import { WhatIfResult } from "./WhatIfResult.tsx";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

let nextKey = 1;

const sameChanges = (a: { changes?: unknown } | null, b: { changes?: unknown } | null) =>
  JSON.stringify(a?.changes ?? null) === JSON.stringify(b?.changes ?? null);

/**
 * What-if (issue 45): changes to a data set's balance sheet, computed on the server in seconds and
 * shown beside the data set as it is; goal seek; staff save one as a What If data set.
 */
export default function WhatIfPage() {
  const selected = useSelectedClient();
  const staff = selected.canViewAllClients;
  const own = useQuery(ReportsPageOwnClientQuery, { skip: selected.loading || staff });
  const clientId = staff ? selected.clientId : (own.data?.viewer.client?.id ?? null);
  const subjects = useQuery(WhatIfSubjectsQuery, {
    variables: { clientId: clientId ?? "" },
    skip: !clientId,
  });
  const [params, setParams] = useSearchParams();
  const definitions = subjects.data?.client?.reportDefinitions;
  const options = useMemo(() => subjectOptions(definitions), [definitions]);
  const linkParam = params.get("definition");
  const subject = chosenSubject(options, definitions, linkParam);
  // A link names a definition by its number (whatIfPath): staff are switched to its client, as the
  // reports' links switch them (with none chosen, the page asked them to choose one).
  const listRead = !selected.loading && !own.loading && !subjects.loading;
  const listed = definitions?.some((d) => d.id === linkParam || String(d.databaseId) === linkParam) ?? false;
  const linkedNumber = linkParam !== null && /^\d+$/.test(linkParam) ? Number(linkParam) : null;
  const link = useLinkedDefinition(linkedNumber, selected, clientId, !listRead || listed);
  const chart = useQuery(WhatIfChartQuery, { variables: { id: subject?.chartId ?? "" }, skip: !subject });
  const groups = useMemo(() => groupOptions(chart.data?.chartOfAccounts?.nodes ?? []), [chart.data]);
  const named = useQuery(WhatIfGroupsQuery, {
    variables: { dataSetId: subject?.dataSetId ?? "", reportDefinitionId: subject?.definitionId },
    skip: !subject,
  });
  const nameable = named.data?.whatIfGroups;
  const choices = useMemo(() => groupChoices(groups, nameable), [groups, nameable]);
  const [drafts, setDrafts] = useState<ChangeDraft[]>([]);
  const shock = definitions?.find((d) => d.id === subject?.definitionId)?.shockScenario;
  const starts = useGoalSeekStarts(subject?.definitionId, shock == null ? undefined : String(shock));
  // Untouched (null), the goal seek starts at the client's limit, once its matrix has been read.
  const [touchedGoal, setGoal] = useState<GoalSeekDraft | null>(null);
  const goal = touchedGoal ?? { ...NEW_GOAL_SEEK, value: starts.values[NEW_GOAL_SEEK.target] };
  const [saving, setSaving] = useState(false);
  const runner = useWhatIfRun(subject);
  const history = useWhatIfHistory();
  const page = useRef<HTMLDivElement>(null);
  useFocusFirstProblem(page, runner.refusals);
  useFocusComputed(page, runner.computed);

  if (!listRead || link.switchTo || link.lookup.loading) return <Skeleton variant="rounded" height={220} />;
  if (!clientId) return <Alert severity="info">{T.chooseClient}</Alert>;
  if (!subject) return <Alert severity="info">{T.noSubjects}</Alert>;

  const edit = (next: ChangeDraft[]) => {
    setDrafts(next);
    runner.setErrors(new Map());
  };
  const shown = runner.shown;
  // Exported and saved as shown: with its own data set, whichever is chosen above.
  const input = shown && runner.inputOfShown(shown);
  // The figures shown are of their own data set and changes: once either above differs, the page says which.
  const otherSubject = shown !== null && shown.definitionId !== subject.definitionId;
  const stale = shown !== null && (otherSubject || !sameChanges(runner.inputOf(drafts).input, input));
  return (
    // No wider than the screen: wide tables scroll inside their own boxes on a phone.
    <Stack ref={page} spacing={3} sx={{ minWidth: 0 }}>
      <TextField
        id="what-if-subject"
        select
        size="small"
        label={T.subject}
        helperText={T.subjectHelp(subjects.data?.client?.name ?? "")}
        value={subject.definitionId}
        onChange={(e) => {
          // The changes stay: the same sale tried on another quarter. The api checks them against its chart.
          setParams({ definition: e.target.value }, { replace: true });
          runner.setErrors(new Map());
        }}
        sx={{ maxWidth: 560 }}
      >
        {options.map((o) => (
          <MenuItem key={o.definitionId} value={o.definitionId}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {/* A form: Enter in a change's field runs the what-if, as Run does (the app checks the fields itself). */}
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(e) => {
          e.preventDefault();
          if (!runner.busy) void runner.run(drafts);
        }}
      >
        <ChangesList
          drafts={drafts}
          groups={choices}
          errors={runner.errors}
          onAdd={(kind: ChangeKind) => edit([...drafts, { key: nextKey++, kind, values: NEW_DRAFT[kind] }])}
          onChange={(i, values) => edit(drafts.map((d, j) => (j === i ? { ...d, values } : d)))}
          onRemove={(i) => edit(drafts.filter((_, j) => j !== i))}
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<Icon name="play" />} disabled={!!runner.busy}>
            {T.run}
          </Button>
          <Box aria-live="polite" sx={{ mt: 1, minHeight: 24 }}>
            {runner.busy && (
              // The app's own spinner (already loaded with the app): the page adds no chunk to the first screen.
              <Stack direction="row" sx={{ gap: 1, alignItems: "center" }}>
                <CircularProgress size={20} aria-label={runner.busy === "run" ? T.running : T.seeking} />
                <Typography variant="body2">{runner.busy === "run" ? T.running : T.seeking}</Typography>
              </Stack>
            )}
          </Box>
        </Box>
      </Stack>
      {stale && (
        <Alert severity="warning" role="status">
          {otherSubject ? T.staleSubject(shown.whatIf.reportDefinitionName) : T.stale}
        </Alert>
      )}
      {shown && (
        <WhatIfResult
          whatIf={shown.whatIf}
          actions={
            input && (
              <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", alignItems: "center" }}>
                <WhatIfExport input={input} />
                {staff && (
                  // Without a change there is nothing to save: the data set is its own.
                  <Button
                    variant="outlined"
                    disabled={!input.changes?.length}
                    onClick={() => setSaving(true)}
                  >
                    {T.save}
                  </Button>
                )}
              </Stack>
            )
          }
        />
      )}
      <GoalSeekPanel
        draft={goal}
        starts={starts}
        groups={choices.all}
        errors={runner.errors}
        busy={!!runner.busy}
        answer={runner.answer}
        onChange={setGoal}
        onSeek={() =>
          void runner.seek(drafts, goal).then((found) => {
            if (found) setDrafts(found);
          })
        }
      />
      <HistoryList
        entries={history}
        shownId={shown?.id ?? null}
        onOpen={(entry) => {
          runner.setShown(entry);
          setDrafts([...entry.drafts]);
          if (entry.definitionId !== subject.definitionId)
            setParams({ definition: entry.definitionId }, { replace: true });
        }}
      />
      {saving && input && (
        <SaveWhatIfDialog input={input} onClose={() => setSaving(false)} onChangeErrors={runner.setErrors} />
      )}
    </Stack>
  );
}
