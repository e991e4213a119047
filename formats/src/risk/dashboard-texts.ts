import { DURATIONS_LABEL } from "../duration-mismatch.ts";
import { scenarioName } from "../scenarios.ts";

/** What the risk dashboard says, in one place. */
export const DASHBOARD_TEXTS = {
  title: "Risk at a Glance",
  nevRatio: "NEV Ratio",
  // The scenario with its unit and kind: "NEV Change in the +300 bp shock"; before the definition
  // that names it is known (a list still loading), the shock in general.
  nevShockChange: (shock: string) => `NEV Change in the ${shock ? scenarioName(shock) : "Rate Shock"}`,
  /** The NEV change of every scenario: what the change at the shock is, charted across them. */
  nevChangeFromBase: "NEV Change from Base",
  rating: "NCUA Supervisory Rating",
  niiAtRisk12: "NII at Risk, 12 Months",
  niiAtRisk24: "NII at Risk, 24 Months",
  durationMismatch: "Effective Duration Mismatch",
  liquidity: "Liquidity within 1 Year",
  // Of the Base scenario: the shock has a limit of its own (4.00% beside 7.00%), which the reports
  // show as "Policy Limit (Shock)", so a CFO read the shocked ratio against this one (a CFO's review).
  policyMinimum: "Policy minimum (Base)",
  policyLargestDecline: "Policy limit (largest decline)",
  withinPolicy: "Within policy",
  outsidePolicy: "Outside policy",
  postShockRatio: "Post-shock NEV ratio (NCUA share prices)",
  sensitivity: "NEV change (NCUA share prices)",
  /** The NEV ratio and change tiles: the firm's own model, unlike the supervisory test's fixed prices. */
  firmModel: "firm's deposit model",
  depositValuation: "Deposit valuation",
  firmModelLine: "Firm's deposit model, not NCUA share prices",
  worstScenario: "Largest decline in",
  ncuaCell: "NCUA table cell (post-shock ratio × decline)",
  durationUnit: "years (assets less liabilities, base)",
  durations: DURATIONS_LABEL,
  shareOfAssets: "Available, % of assets",
  ratingOf: (rating: string) => `${rating} risk`,
  asOf: (date: string) => `Latest published report: ${date}`,
  // As-of dates, not quarters: a package as of July 31 is no quarter's (a CFO's review, 2026-12-07).
  quarters: (count: number) => (count === 1 ? "1 published as-of date" : `${count} published as-of dates`),
  trend: (title: string, points: string) => `${title} by as-of date: ${points}`,
  noValue: "not available",
  notInReport: "Not in this report definition",
  unreadable: "Not available: the report page could not be read. Try again later.",
  chooseClient: "Choose a client below, or on Home, to see its dashboard.",
  openPage: (page: string) => `Open ${page}`,
  noPublished: "No published reports are available.",
  firmTitle: "Clients by Risk Rating",
  firmCaption: "Each client's latest published report, most severe NCUA rating first",
  noReport: "No published report",
  firmLoading: "Loading every client's figures",
  firmUnreadable: "The clients' figures could not be read. Try again later.",
  openDashboard: "Risk Dashboard",
} as const;
