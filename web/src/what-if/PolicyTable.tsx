import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { getFragmentData } from "../generated/index.ts";
import { COMPACT_ON_PHONE } from "../lib/phone-table.ts";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import { SideBySideHead } from "./ComparisonTable.tsx";
import { FigureCell } from "./FigureCell.tsx";
import { WhatIfFigure_figure } from "./what-if-queries.ts";
import { ScrollBox } from "./ScrollBox.tsx";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

type Check = WhatIfView_WhatIfFragment["policy"][number];

const outside = (figure: Check["asIs"]) =>
  getFragmentData(WhatIfFigure_figure, figure).status?.tone !== "SUCCESS";

/** A limit worth a look: outside policy on either side (a status the what-if changes is one). */
const flagged = (check: Check): boolean => outside(check.asIs) || outside(check.withChanges);

/**
 * The client's policy limits side by side. A balance sheet has dozens (every shock of every
 * measure): those outside policy on either side come first, the rest on request. Printed, all of
 * them (paper has no request to make).
 */
export function PolicyTable({ checks, printed = false }: { checks: readonly Check[]; printed?: boolean }) {
  const [showAll, setAll] = useState(false);
  const all = printed || showAll;
  if (!checks.length) return null;
  const shown = all ? checks : checks.filter(flagged);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {T.policy}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {/* Each side's count: "either side" alone said 3 before and after a change that fixed two. */}
        {T.policyOutside(
          checks.filter((c) => outside(c.asIs)).length,
          checks.filter((c) => outside(c.withChanges)).length,
          checks.length,
        )}
      </Typography>
      <ScrollBox label={T.policy} plain={printed}>
        <Table size="small" aria-label={T.policy} sx={COMPACT_ON_PHONE}>
          <SideBySideHead first={[T.limit]} />
          <TableBody>
            {shown.map((p, i) => (
              <TableRow key={i}>
                <TableCell component="th" scope="row">
                  {p.limit.label}: {p.limit.text}
                </TableCell>
                <FigureCell figure={p.asIs} />
                <FigureCell figure={p.withChanges} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      {!printed && (
        <Button size="small" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? T.policyFewer : T.policyShowAll(checks.length)}
        </Button>
      )}
    </Box>
  );
}
