import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { ncuaReadingText } from "@alm/formats";
import { type FragmentType, getFragmentData } from "../generated/index.ts";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import { COMPACT_ON_PHONE, ON_PHONE_ONLY, ON_WIDER_SCREENS } from "../lib/phone-table.ts";
import { FigureCell, StatusChip } from "./FigureCell.tsx";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";
import { WhatIfRating_reading } from "./what-if-queries.ts";

type WhatIfView = WhatIfView_WhatIfFragment;

const decimalOrNull = (text: string | null | undefined) => (text == null ? null : Number(text));

function RatingCell({ reading }: { reading: FragmentType<typeof WhatIfRating_reading> }) {
  const r = getFragmentData(WhatIfRating_reading, reading);
  return (
    <TableCell align="right">
      <StatusChip status={{ text: r.text, tone: r.status.tone }} />
      {/* Wraps within the figures' width: a wider cell took the measures' room (in print, their names broke). */}
      <Typography variant="caption" component="p" color="text.secondary" sx={{ maxWidth: 240, ml: "auto" }}>
        {ncuaReadingText({
          ...r,
          postShockRatio: decimalOrNull(r.postShockRatio),
          sensitivity: decimalOrNull(r.sensitivity),
        })}
      </Typography>
    </TableCell>
  );
}

/**
 * On a phone the limit column gives its room to the two sides (the figure with the changes would
 * otherwise start off screen); the measure's cell says the limit instead.
 */
function MeasureCell({ label, limit }: { label: string; limit?: string | null }) {
  return (
    <TableCell component="th" scope="row">
      {label}
      {limit && (
        <Typography variant="caption" component="p" color="text.secondary" sx={ON_PHONE_ONLY}>
          {T.limit}: {limit}
        </Typography>
      )}
    </TableCell>
  );
}

/** The heading of a side-by-side table: what the rows are, then the two sides. */
export function SideBySideHead({ first, phoneHidden }: { first: readonly string[]; phoneHidden?: string }) {
  return (
    <TableHead>
      <TableRow>
        {first.map((label) => (
          <TableCell key={label} scope="col" sx={label === phoneHidden ? ON_WIDER_SCREENS : undefined}>
            {label}
          </TableCell>
        ))}
        <TableCell scope="col" align="right">
          {T.asIs}
        </TableCell>
        <TableCell scope="col" align="right">
          {T.withChanges}
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

/** The figures side by side: as the data set is and with the changes, each against its limit. */
export function ComparisonTable({ whatIf }: { whatIf: WhatIfView }) {
  return (
    <Table size="small" aria-label={T.comparison} sx={COMPACT_ON_PHONE}>
      <SideBySideHead first={[T.measure, T.limit]} phoneHidden={T.limit} />
      <TableBody>
        <TableRow>
          {/* NCUA's rating is no board limit: the Compliance with Policy Matrix has none for it. */}
          <MeasureCell label={T.rating(whatIf.shockBp)} />
          <TableCell sx={ON_WIDER_SCREENS}>—</TableCell>
          <RatingCell reading={whatIf.rating.asIs} />
          <RatingCell reading={whatIf.rating.withChanges} />
        </TableRow>
        {whatIf.measures.map((m) => (
          <TableRow key={m.key}>
            <MeasureCell label={m.label} limit={m.limit?.text} />
            <TableCell sx={ON_WIDER_SCREENS}>{m.limit?.text ?? "—"}</TableCell>
            <FigureCell figure={m.asIs} />
            <FigureCell figure={m.withChanges} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
