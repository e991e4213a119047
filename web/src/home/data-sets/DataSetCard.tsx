import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { memo, useId } from "react";
import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import { Icon } from "../../lib/icons.tsx";
import { dateTime } from "../../lib/month-end.ts";
import { StatusChip } from "../../lib/run-status.tsx";
import { type CardFlag, dataSetCardView } from "../card-rules.ts";
import { CardFlagChip } from "../CardFlagChip.tsx";
import { LazyTooltip } from "../../lib/LazyTooltip.tsx";

export const DataSetCardFragment = graphql(`
  fragment DataSetCard_dataSet on DataSet {
    id
    name
    status
    isLocked
    lockedReason
    isAttached
    attachedReason
    viewerCan {
      delete
    }
    updatedDate: updatedAt
    updatedBy
  }
`);

interface Props {
  dataSet: FragmentType<typeof DataSetCardFragment>;
  flag?: CardFlag;
  onOpen(id: string): void;
  onDelete(id: string, name: string): void;
}

/** A data set in the panel: name, status, why it is locked or attached, and delete for failed ones. */
export const DataSetCard = memo(function DataSetCard({ dataSet, flag, onOpen, onDelete }: Props) {
  const d = getFragmentData(DataSetCardFragment, dataSet);
  const view = dataSetCardView(d);
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ position: "relative" }}>
      <Box sx={{ display: "flex", alignItems: "center" }}>
        <CardActionArea onClick={() => onOpen(d.id)} sx={{ p: 1.5, flex: 1 }} aria-label={`Open ${d.name}`}>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {d.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Updated {dateTime(d.updatedDate)} by {d.updatedBy}
          </Typography>
        </CardActionArea>
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, pr: 1 }}>
          <CardFlagChip flag={flag} />
          <StatusChip status={d.status} />
          {view.lock && <ReasonIcon icon="lock" reason={view.lock} />}
          {view.attachment && <ReasonIcon icon="link" reason={view.attachment} />}
          {view.showDelete && (
            <LazyTooltip title="Delete">
              <IconButton size="small" aria-label={`Delete ${d.name}`} onClick={() => onDelete(d.id, d.name)}>
                <Icon name="delete" fontSize="small" />
              </IconButton>
            </LazyTooltip>
          )}
        </Box>
      </Box>
      {view.running && <LinearProgress aria-label={`${d.name} is running`} />}
    </Card>
  );
});

/** Why the set is locked or attached: an icon that says it on focus and hover, and to a screen reader. */
function ReasonIcon({ icon, reason }: { icon: "lock" | "link"; reason: string }) {
  return (
    <LazyTooltip title={reason}>
      <Box component="span" role="img" aria-label={reason} tabIndex={0} sx={{ display: "inline-flex" }}>
        <Icon name={icon} fontSize="small" color="action" />
      </Box>
    </LazyTooltip>
  );
}
