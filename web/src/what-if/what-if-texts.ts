import { formatDate, ncuaRatingNote, policyOutsideText, textMoney } from "@alm/formats";

/** The definition the figures are of, and their date: "Q4 2021 ALM Report, as of 2021/12/31". */
const subjectLine = (asOf: string, definition: string) => `${definition}, as of ${formatDate(asOf)}`;

/** What the what-if screen says, in one place. */
export const WHAT_IF_TEXTS = {
  subject: "Data set",
  /** Names the institution: staff's data sets of every client are named alike ('2021/12/31 Standard'). */
  subjectHelp: (client: string) =>
    `${client}: a data set of a report definition, whose chart, shock and policy limits apply`,
  noSubjects: "No report definition to start from yet: a what-if starts from a data set of one.",
  chooseClient: "Choose a client on the home page to try a what-if on its data sets.",
  changes: "Changes",
  noChanges: "No changes: Run shows the data set as it is.",
  /** Under "Changes as applied" of a what-if run with none: the instruction above is not repeated. */
  noneApplied: "No changes: the data set as it is.",
  // Two NEV changes at one shock, side by side, read as a contradiction without it (a review, 2026-12-06).
  ratingNote: ncuaRatingNote,
  addChange: "Add a change",
  run: "Run",
  running: "Computing the what-if…",
  comparison: "The data set as it is and with the changes",
  measure: "Measure",
  limit: "Policy limit",
  asIs: "As it is",
  withChanges: "With the changes",
  rating: (shockBp: number) => `NCUA supervisory rating (+${shockBp} bp)`,
  charts: "Across the rate scenarios",
  ramps: ", ramps",
  policy: "Policy limits",
  policyOutside: policyOutsideText,
  policyShowAll: (all: number) => `Show all ${all} limits`,
  policyFewer: "Show only those outside policy",
  applied: "Changes as applied",
  /** Under the changes once they differ from the ones the figures below were computed with. */
  stale:
    "The figures below are of the changes as last run, not of the changes above: run them to see their figures.",
  /** Once another report definition (another data set) is chosen above the figures of one. */
  staleSubject: (definition: string) =>
    `The figures below are of ${definition}, not of the data set chosen above: run the changes to see them on it.`,
  subjectLine,
  computed: (ms: number, asOf: string, definition: string) =>
    `${subjectLine(asOf, definition)} · computed in ${(ms / 1000).toFixed(1)} s`,
  // Book value, as the balance sheet reports it: the NEV pages give the market value of assets.
  totalAssets: (asIs: string, withChanges: string) =>
    `Total assets at book value ${textMoney(Number(asIs))} as it is, ${textMoney(Number(withChanges))} with the changes`,
  /** Under a worst-case figure (NII at risk): the scenario it is in. */
  worstIn: (scenario: string) => `in the ${scenario}`,
  history: "This session's what-ifs",
  historyTable: "What-ifs side by side",
  historyHelp: "The last few what-ifs you ran, to compare; open one to see it again.",
  open: "Open",
  goalSeek: "Goal seek",
  goalSeekHelp: "Name a target and the group to sell or reduce: the smallest amount that reaches it.",
  clientLimit: (limit: string) => `Policy limit: ${limit}`,
  seek: "Find the smallest amount",
  resultTitle: "What-if result: ",
  goalSeekAdded: (change: number) =>
    `It is added to the changes above as Change ${change}: later runs and seeks include it until you remove it.`,
  seeking: "Searching…",
  showGoalSeek: "Show this what-if",
  save: "Save as What If data set",
  saveHelp:
    "A What If data set of the same client and as-of date, linked to its source, to use in a report definition.",
  description: "Description",
  saved: (name: string) => `Saved as ${name}.`,
  cancel: "Cancel",
  exportExcel: "Excel",
  exportPdf: "PDF",
  printTitle: "What-if",
  exportFailed: "The comparison could not be exported.",
} as const;
