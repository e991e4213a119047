/*
 * What the risk dashboard reads of the report pages, declared once. The api's page modules and
 * builders write these page numbers, tables, rows and fields; the dashboard's figures (the web's
 * tiles, the gateway's firm-wide list) read them. Renaming one here renames it on both sides.
 */

/** The pages the dashboard reads (catalogue ids, api/src/reports/pages): each tile links to its page. */
export const DASHBOARD_PAGES = {
  policy: { reportId: 27, title: "Compliance with Policy Matrix" },
  earnings: { reportId: 38, title: "Earnings at Risk" },
  almSummary: { reportId: 20, title: "ALM Summary" },
  liquidity: { reportId: 29, title: "Liquidity" },
} as const;

/** 27's matrix: a row a policy measure and scenario, with its value, the client's limit and a breach. */
export const POLICY_MATRIX = { table: "grid1", value: "value", limit: "limit", breach: "breach" } as const;

/** The id of the matrix's row of a measure (nevRatio, nevChange, …) in a scenario (Base, +300, …). */
export const policyRowId = (measure: string, scenario: string) => `${measure}:${scenario}`;

/** 27's NCUA supervisory test: the post-shock ratio and the sensitivity rows, each with its value. */
export const SUPERVISORY_TEST = {
  table: "grid2",
  postShockRatio: "postShockRatio",
  sensitivity: "sensitivity",
  value: "value",
} as const;

/** 38's table: NII at risk over 12 and 24 months, its scenario, and the column of its percentages. */
export const EARNINGS_AT_RISK = {
  table: "grid1",
  niiAtRisk: (months: 12 | 24) => `niiAtRisk${months}` as const,
  scenario: (months: 12 | 24) => `niiAtRisk${months}Scenario` as const,
  percentColumn: (months: 12 | 24) => `percent${months}` as const,
} as const;

/**
 * 20's first table: a row a measure, a column a scenario of the first data set; the table's own
 * values the durations at base that the mismatch is the difference of (the tile shows them).
 */
export const ALM_SUMMARY = {
  table: "grid1",
  durationMismatch: "durationMismatch",
  scenarioColumn: (scenario: string) => `dataset1_${scenario}`,
  assetDuration: "assetDuration",
  liabilityDuration: "liabilityDuration",
} as const;

/** 29's table: the total row's amount available within a year and its share of assets. */
export const LIQUIDITY_SOURCES = {
  table: "grid1",
  total: "total",
  // The row sums both columns (balances today, what is available within the year): named for what
  // it adds up, never "liquidity", which only its available column is.
  totalLabel: "Total of Cash, Investments and Loans",
  available: "available",
  availableShare: "availableShare",
} as const;
