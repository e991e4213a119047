import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { memo, useId } from "react";
import { Link as RouterLink } from "react-router";
import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import { reportsPath } from "../../lib/report-paths.ts";
import { StatusChip } from "../../lib/run-status.tsx";
import { ACTION_LABELS, type CardFlag, type WorkflowAction, reportCardActions } from "../card-rules.ts";
import { CardFlagChip } from "../CardFlagChip.tsx";

export const ReportCardFragment = graphql(`
  fragment ReportCard_report on ReportDefinition {
    id
    databaseId
    name
    status
    baseDataSetName
    compareDataSetName
    isApproved
    isPublished
    approvedBy
    publishedBy
    viewerCan {
      approve
      unapprove
      publish
      unpublish
    }
  }
`);

interface Props {
  report: FragmentType<typeof ReportCardFragment>;
  flag?: CardFlag;
  onOpen(id: string): void;
  onAction(action: WorkflowAction, id: string, name: string): void;
}

/** A report definition: its data sets, workflow tags, View and the approval buttons the viewer may use. */
export const ReportCard = memo(function ReportCard({ report, flag, onOpen, onAction }: Props) {
  const r = getFragmentData(ReportCardFragment, report);
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardActionArea onClick={() => onOpen(r.id)} sx={{ p: 1.5 }} aria-label={`Open ${r.name}`}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {r.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Base: {r.baseDataSetName ?? "none"}
        </Typography>
        {r.compareDataSetName && (
          <Typography variant="body2" color="text.secondary">
            Compare: {r.compareDataSetName}
          </Typography>
        )}
      </CardActionArea>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.75, px: 1.5, pb: 1.5 }}>
        <CardFlagChip flag={flag} />
        <StatusChip status={r.status} />
        {r.isApproved && (
          <Chip size="small" color="success" label="Approved" title={`Approved by ${r.approvedBy ?? ""}`} />
        )}
        {r.isPublished && (
          <Chip
            size="small"
            color="primary"
            label="Published"
            title={`Published by ${r.publishedBy ?? ""}`}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          component={RouterLink}
          to={reportsPath(r.databaseId)}
          aria-label={`View ${r.name}`}
        >
          View
        </Button>
        {reportCardActions(r).map((action) => (
          <Button key={action} size="small" variant="outlined" onClick={() => onAction(action, r.id, r.name)}>
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </Box>
    </Card>
  );
});
