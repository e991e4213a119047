import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type FragmentType, getFragmentData } from "../generated/index.ts";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import { FigureCell, StatusChip } from "./FigureCell.tsx";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";
import { WhatIfRating_reading } from "./what-if-queries.ts";

type WhatIfView = WhatIfView_WhatIfFragment;

function RatingCell({ reading }: { reading: FragmentType<typeof WhatIfRating_reading> }) {
  const r = getFragmentData(WhatIfRating_reading, reading);
  return (
    <TableCell align="right">
      <StatusChip status={{ text: r.text, tone: r.status.tone }} />
      <Typography variant="caption" component="p" color="text.secondary">
        {T.ratingCell(r.ratioBand, r.declineBand)}
      </Typography>
    </TableCell>
  );
}

/** The heading of a side-by-side table: what the rows are, then the two sides. */
export function SideBySideHead({ first }: { first: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {first.map((label) => (
          <TableCell key={label} scope="col">
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
    <Table size="small" aria-label={T.comparison}>
      <SideBySideHead first={[T.measure, T.limit]} />
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            {T.rating(whatIf.shockBp)}
          </TableCell>
          <TableCell>{T.ratingLimit}</TableCell>
          <RatingCell reading={whatIf.rating.asIs} />
          <RatingCell reading={whatIf.rating.withChanges} />
        </TableRow>
        {whatIf.measures.map((m) => (
          <TableRow key={m.key}>
            <TableCell component="th" scope="row">
              {m.label}
            </TableCell>
            <TableCell>{m.limit?.text ?? "—"}</TableCell>
            <FigureCell figure={m.asIs} />
            <FigureCell figure={m.withChanges} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
