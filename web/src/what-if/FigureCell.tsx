import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import Typography from "@mui/material/Typography";
import { BREACH_STYLE, DASHBOARD_TEXTS } from "@alm/formats";
import { type FragmentType, getFragmentData } from "../generated/index.ts";
import type { RiskTone } from "../generated/graphql.ts";
import { WhatIfFigure_figure } from "./what-if-queries.ts";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

const CHIP_COLOR: Record<RiskTone, "success" | "warning" | "error"> = {
  SUCCESS: "success",
  WARNING: "warning",
  ERROR: "error",
};

/** A status as a chip of its tone: within policy, a moderate rating, outside policy. */
export function StatusChip({ status }: { status: { text: string; tone: RiskTone } | null | undefined }) {
  if (!status) return null;
  return <Chip size="small" variant="outlined" label={status.text} color={CHIP_COLOR[status.tone]} />;
}

/** One side's figure as the reports show it, with its status against the limit. */
export function FigureCell({ figure }: { figure: FragmentType<typeof WhatIfFigure_figure> }) {
  const f = getFragmentData(WhatIfFigure_figure, figure);
  return (
    <TableCell align="right">
      <Stack sx={{ alignItems: "flex-end", gap: 0.5 }}>
        {/* Beyond its limit (the api's status), drawn as the report tables draw the figure. */}
        <span style={f.status?.text === DASHBOARD_TEXTS.outsidePolicy ? BREACH_STYLE : undefined}>
          {f.text}
        </span>
        {/* The durations a mismatch is the difference of: the note under the table speaks of them. */}
        {f.durations && (
          <Typography variant="caption" color="text.secondary">
            {f.durations.text}
          </Typography>
        )}
        {f.scenarioName && (
          <Typography variant="caption" color="text.secondary">
            {T.worstIn(f.scenarioName)}
          </Typography>
        )}
        <StatusChip status={f.status} />
      </Stack>
    </TableCell>
  );
}
