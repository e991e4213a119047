import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, type ReactNode } from "react";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import { ComparisonTable } from "./ComparisonTable.tsx";
import { PolicyTable } from "./PolicyTable.tsx";
import { ScrollBox } from "./ScrollBox.tsx";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

// The charts' library is the heaviest part of the screen: loaded with the first result.
const MeasureCharts = lazy(() => import("./MeasureCharts.tsx"));

/** Read by a screen reader, not shown (in px: MUI's sx reads a width of 1 as 100%). */
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** The result's title: it names the section, and takes the focus once a run is computed. */
export const RESULT_TITLE_ID = "what-if-result-title";

/**
 * A what-if computed: its changes as applied, the figures side by side, the policy, the charts.
 * `printed` (the what-if print route): plain tables, every policy limit, and the print page's
 * own `charts`, sized for paper and drawn before the page says it is complete.
 */
export function WhatIfResult({
  whatIf,
  actions,
  printed = false,
  charts,
}: {
  whatIf: WhatIfView_WhatIfFragment;
  actions?: ReactNode;
  printed?: boolean;
  charts?: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={RESULT_TITLE_ID}
      // Taller than a page on paper: let it break (PrintPage keeps sections whole otherwise).
      data-print-fit={printed ? "flow" : undefined}
      variant={printed ? "elevation" : "outlined"}
      elevation={0}
      sx={{ p: printed ? 0 : { xs: 1, sm: 2 } }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}>
        <Box sx={{ flex: "1 1 280px" }}>
          <Typography id={RESULT_TITLE_ID} component="h2" variant="h6">
            {/* Heard where the focus lands once a run is computed: the name alone said nothing of what it was. */}
            {!printed && (
              <Box component="span" sx={visuallyHidden}>
                {T.resultTitle}
              </Box>
            )}
            {whatIf.dataSetName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {/* On paper the time the screen took to compute says nothing to the reader (a review, 2026-12-06). */}
            {printed
              ? T.subjectLine(whatIf.asOf, whatIf.reportDefinitionName)
              : T.computed(whatIf.computeMs, whatIf.asOf, whatIf.reportDefinitionName)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.totalAssets(whatIf.totalAssets.asIs.amount, whatIf.totalAssets.withChanges.amount)}
          </Typography>
        </Box>
        {actions}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {T.applied}
      </Typography>
      {whatIf.changes.length ? (
        <Box component="ol" sx={{ mt: 0.5, pl: 3 }}>
          {whatIf.changes.map((c, i) => (
            <li key={i}>
              <Typography variant="body2">{c.description}</Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{T.noneApplied}</Typography>
      )}
      <ScrollBox label={T.comparison} my={2} plain={printed}>
        <ComparisonTable whatIf={whatIf} />
      </ScrollBox>
      {/* The notes explain the table: on paper they go with it (PrintPage, data-print-note). */}
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        data-print-note=""
        sx={{ mt: -1.5, mb: 2 }}
      >
        {T.ratingNote(whatIf.shockBp)}
      </Typography>
      {/* How a measure is computed where the figures beside it may not add up to it (the duration
          mismatch beside its durations), as the reports and the dashboard say it under theirs. */}
      {whatIf.measures
        .filter((m) => m.note)
        .map((m) => (
          <Typography
            key={m.key}
            variant="caption"
            component="p"
            color="text.secondary"
            data-print-note=""
            sx={{ mt: -1, mb: 2 }}
          >
            {m.note}
          </Typography>
        ))}
      <PolicyTable checks={whatIf.policy} printed={printed} />
      {charts ?? (
        <Suspense fallback={<Typography variant="body2">{T.charts}…</Typography>}>
          <MeasureCharts measures={whatIf.measures} shockBp={whatIf.shockBp} />
        </Suspense>
      )}
    </Paper>
  );
}
