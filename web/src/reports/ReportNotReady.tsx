import { useQuery, useSubscription } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { getFragmentData, type FragmentType } from "../generated/index.ts";
import { useRunDataSet } from "../home/data-sets/use-run-data-set.ts";
import { NOT_READY_TEXTS } from "../lib/error-texts.ts";
import { StatusChip } from "../lib/run-status.tsx";
import type { ReportFailure } from "../report-card/report-errors.ts";
import {
  ReportNotReadyDataSetFragment,
  ReportNotReadyQuery,
  ReportNotReadyStatusSubscription,
} from "./report-not-ready-queries.ts";
import { nextStep, unfinishedDataSets, whereItStands, type NotReadyDataSet } from "./not-ready.ts";

interface Props {
  definitionId: string;
  clientId: string;
  /** Staff (View All Clients): they see the data sets, their status live, and may run them. */
  staff: boolean;
  failure: ReportFailure;
  /** A data set behind the report has completed: read the report again. */
  onCompleted(): void;
}

type DataSetRef = FragmentType<typeof ReportNotReadyDataSetFragment> | null | undefined;
const dataSetOf = (ref: DataSetRef) => (ref ? getFragmentData(ReportNotReadyDataSetFragment, ref) : null);

/**
 * Instead of "Error retrieving report data" for a report whose data set has not completed: which
 * data set, whether it is running, has not been run or failed, live; Run for those who may.
 */
export function ReportNotReady({ definitionId, clientId, staff, failure, onCompleted }: Props) {
  // The status cached with the lists may be old: read it now, then follow it live.
  const { data, loading } = useQuery(ReportNotReadyQuery, {
    variables: { id: definitionId },
    fetchPolicy: "cache-and-network",
  });
  const definition = data?.reportDefinition;
  const dataSets = [dataSetOf(definition?.baseDataSet), dataSetOf(definition?.compareDataSet)];
  const unfinished = unfinishedDataSets(dataSets);
  useSubscription(ReportNotReadyStatusSubscription, {
    variables: { clientId },
    skip: !staff,
    onData: ({ data: event }) => {
      const change = event.data?.dataSetStatusChanged;
      // By the data set's id, not its cached status: the event has already written COMPLETED there.
      if (change?.status === "COMPLETED" && dataSets.some((d) => d?.id === change.dataSetId)) onCompleted();
    },
  });

  if (loading && !definition)
    return <CircularProgress size={24} aria-label="Loading the data sets' status" />;
  if (!unfinished.length) {
    // Its data sets have completed, yet its data cannot be made (no base data set, no curve):
    // the api's own words say what to do. A client user sees the definition only.
    return (
      <Alert
        severity="info"
        role="status"
        action={
          staff && (
            <Button color="inherit" size="small" onClick={onCompleted}>
              {NOT_READY_TEXTS.tryAgain}
            </Button>
          )
        }
      >
        <AlertTitle>{NOT_READY_TEXTS.title}</AlertTitle>
        {staff && failure.messages.length
          ? failure.messages.map((m) => (
              <Typography key={m.error} variant="body2">
                {m.error} {m.resolution}
              </Typography>
            ))
          : NOT_READY_TEXTS.definition}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{NOT_READY_TEXTS.title}</AlertTitle>
      {unfinished.map((d) => (
        <UnfinishedDataSet key={d.id} dataSet={d} />
      ))}
    </Alert>
  );
}

function UnfinishedDataSet({ dataSet: d }: { dataSet: NotReadyDataSet }) {
  const { run, loading } = useRunDataSet();
  const label = d.status === "FAILED" ? "Rerun" : "Run";
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
      <StatusChip status={d.status} />
      <Typography variant="body2">{whereItStands(d)}</Typography>
      {d.status !== "STARTED" && <Typography variant="body2">{nextStep(d)}</Typography>}
      {d.viewerCan.run && (
        <Button
          size="small"
          variant="contained"
          disabled={loading}
          aria-label={`${label} ${d.name}`}
          onClick={() => void run(d.id)}
        >
          {label}
        </Button>
      )}
    </Box>
  );
}
