import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import { alpha, type Theme } from "@mui/material/styles";
import { useId } from "react";
import { type FragmentType, getFragmentData } from "../generated/index.ts";
import { dateTime } from "../lib/month-end.ts";
import type { WhatIfMeasureKey } from "../generated/graphql.ts";
import { WhatIfFigure_figure, WhatIfRating_reading } from "./what-if-queries.ts";
import { ScrollBox } from "./ScrollBox.tsx";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";
import type { HistoryEntry } from "./what-if-history.ts";

/** The measures the list compares the session's what-ifs by. */
const COMPARED: readonly WhatIfMeasureKey[] = ["NEV_RATIO_AT_SHOCK", "NEV_CHANGE_AT_SHOCK", "NII_AT_RISK_12"];

const FigureText = ({ figure }: { figure: FragmentType<typeof WhatIfFigure_figure> }) => (
  <>{getFragmentData(WhatIfFigure_figure, figure).text}</>
);
const RatingText = ({ reading }: { reading: FragmentType<typeof WhatIfRating_reading> }) => (
  <>{getFragmentData(WhatIfRating_reading, reading).text}</>
);

/** A goal seek's answer is a sentence with its full stop; a change's description is a phrase without. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const changesSaid = (entry: HistoryEntry) =>
  [entry.goal, ...entry.whatIf.changes.map((c) => c.description)]
    .filter((text): text is string => !!text)
    .map(asSentence)
    .join(" ") || "No changes.";

/** The session's last what-ifs side by side, each one click from being shown again. */
/**
 * Each what-if's words stay in view while its figures scroll beside them on a phone (they scrolled
 * away with the figures, which then said nothing of whose they were).
 */
const PINNED = {
  position: "sticky",
  left: 0,
  zIndex: 1,
  bgcolor: "background.paper",
  minWidth: 160,
  maxWidth: { xs: "45vw", sm: 360 },
} as const;

/** The selected row's tint over the pinned cell's opaque paper, as the row's other cells show it. */
const SELECTED_TINT = {
  backgroundImage: (t: Theme) => {
    const tint = alpha(t.palette.primary.main, t.palette.action.selectedOpacity);
    return `linear-gradient(${tint}, ${tint})`;
  },
};

export function HistoryList({
  entries,
  shownId,
  onOpen,
}: {
  entries: readonly HistoryEntry[];
  shownId: number | null;
  onOpen(entry: HistoryEntry): void;
}) {
  const idBase = useId();
  if (!entries.length) return null;
  const labels = new Map(entries[0]!.whatIf.measures.map((m) => [m.key, m.label]));
  return (
    <Box component="section" aria-label={T.history}>
      <Typography component="h2" variant="h6">
        {T.history}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.historyHelp}
      </Typography>
      <ScrollBox label={T.historyTable}>
        <Table size="small" aria-label={T.history}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={PINNED}>
                {T.applied}
              </TableCell>
              <TableCell scope="col">{T.rating(entries[0]!.whatIf.shockBp)}</TableCell>
              {COMPARED.map((key) => (
                <TableCell key={key} scope="col" align="right">
                  {labels.get(key) ?? key}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => {
              const [words, ran, open] = ["words", "ran", "open"].map(
                (part) => `${idBase}-${entry.id}-${part}`,
              );
              return (
                <TableRow key={entry.id} selected={entry.id === shownId}>
                  {/*
                   * Each name read once (WAI-ARIA's naming by aria-labelledby): the row is its
                   * what-if and time, the button its own word and the what-if. Named by its content,
                   * the row header took in the button's name and said the what-if twice.
                   */}
                  <TableCell
                    component="th"
                    scope="row"
                    aria-labelledby={`${words} ${ran}`}
                    sx={entry.id === shownId ? [PINNED, SELECTED_TINT] : PINNED}
                  >
                    <span id={words}>{`${entry.whatIf.dataSetName}: ${changesSaid(entry)}`}</span>
                    <Typography id={ran} variant="caption" component="p" color="text.secondary">
                      {dateTime(entry.ranAt.toISOString())}
                    </Typography>
                    {/* With what it opens, not in a last column a phone scrolls out of view. */}
                    <Button
                      id={open}
                      size="small"
                      onClick={() => onOpen(entry)}
                      aria-labelledby={`${open} ${words}`}
                      sx={{ ml: -0.5, mt: 0.5 }}
                    >
                      {T.open}
                    </Button>
                  </TableCell>
                  <TableCell>
                    <RatingText reading={entry.whatIf.rating.withChanges} />
                  </TableCell>
                  {COMPARED.map((key) => {
                    const m = entry.whatIf.measures.find((x) => x.key === key);
                    return (
                      <TableCell key={key} align="right">
                        {m ? <FigureText figure={m.withChanges} /> : "—"}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollBox>
    </Box>
  );
}
