import { csvCell } from "../csv/parseCsv.ts";
import type { Position } from "./position.ts";

/** Columns every positions file must have, in the template's order. */
export const REQUIRED_POSITION_COLUMNS = [
  "key",
  "description",
  "balance",
  "rate",
  "termMonths",
  "amortization",
  "paymentMonths",
  "repriceMonths",
  "index",
  "margin",
  "cpr",
  "decay",
  "beta",
] as const;

/**
 * Columns a file may leave out (files made before they existed read as empty): caps and floor of
 * an adjustable rate, and a loan's age for the seasoning ramp.
 */
export const OPTIONAL_POSITION_COLUMNS = [
  "periodicCap",
  "lifetimeCap",
  "lifetimeFloor",
  "ageMonths",
] as const;

/** Columns of the manual upload template, in order. */
export const POSITION_COLUMNS = [...REQUIRED_POSITION_COLUMNS, ...OPTIONAL_POSITION_COLUMNS] as const;

export type PositionColumn = (typeof POSITION_COLUMNS)[number];

export const POSITION_TEMPLATE_HEADER = POSITION_COLUMNS.join(",");

/** The columns after amortization as a plain position leaves them: monthly payments, no repricing, the rest empty. */
export const POSITION_ROW_DEFAULTS = {
  paymentMonths: 1,
  repriceMonths: 0,
  index: "",
  margin: "",
  cpr: "",
  decay: "",
  beta: "",
  periodicCap: "",
  lifetimeCap: "",
  lifetimeFloor: "",
  ageMonths: "",
} as const satisfies Partial<Record<PositionColumn, string | number>>;

type SampleRow = Record<PositionColumn, string | number>;

const row = (
  key: string,
  description: string,
  balance: number,
  rate: number,
  termMonths: number | "",
  amortization: Position["amortization"],
  rest: Partial<SampleRow> = {},
): SampleRow => ({
  key,
  description,
  balance,
  rate,
  termMonths,
  amortization,
  ...POSITION_ROW_DEFAULTS,
  ...rest,
});

/** A small credit union balance sheet that exercises every amortization kind. */
const SAMPLE_ROWS: SampleRow[] = [
  row("Cash and Equivalents", "Cash on hand and at the corporate", 12_500_000, 0, "", "none"),
  row("Overnight Investment", "Overnight deposits at the FRB", 18_000_000, 0.15, 1, "bullet"),
  row("Share Secured 36", "Share secured loans", 2_150_000, 4.25, 36, "level", { cpr: 12 }),
  row("Signature Loans 48", "Unsecured signature loans", 6_800_000, 9.9, 48, "level", { cpr: 15 }),
  row("New Auto 60", "New vehicle loans, 60 months", 24_300_000, 3.74, 60, "level", { cpr: 18 }),
  row("Used Auto 72", "Used vehicle loans, 72 months", 31_750_000, 4.95, 72, "level", { cpr: 20 }),
  row("Credit Cards 36", "Credit card balances", 8_400_000, 11.9, 36, "level", { cpr: 35 }),
  row("HELOC 100% 240", "Home equity lines, prime + margin", 14_200_000, 4.25, 240, "level", {
    repriceMonths: 1,
    index: 3,
    margin: 3.2,
    cpr: 20,
    lifetimeCap: 18,
  }),
  row("Home Equity 1st 180", "First lien home equity, 15 years", 9_600_000, 4.1, 180, "level", { cpr: 10 }),
  row("Fixed 15 Yr 180", "Fixed rate first mortgages, 15 years", 22_400_000, 2.85, 180, "level", { cpr: 9 }),
  row("Fixed 30 Yr 360", "Fixed rate first mortgages, 30 years", 41_900_000, 3.35, 360, "level", { cpr: 8 }),
  row("ARM 5/1 360", "5/1 adjustable mortgages, reset to 1 year + 2.75", 11_300_000, 2.95, 360, "level", {
    repriceMonths: 60,
    index: 12,
    margin: 2.75,
    cpr: 12,
    periodicCap: 2,
    lifetimeCap: 7.95,
    lifetimeFloor: 2.75,
    ageMonths: 14,
  }),
  row("MBL Fixed RE 120", "Member business loans, fixed real estate", 7_250_000, 4.6, 120, "level", {
    cpr: 6,
  }),
  row("MBL Adjustable RE 84", "Member business loans, adjustable real estate", 5_100_000, 4.1, 84, "level", {
    repriceMonths: 12,
    index: 60,
    margin: 2.5,
    cpr: 6,
  }),
  row("Agency Bullet 36", "Agency debentures, semiannual coupon", 15_000_000, 0.85, 36, "bullet", {
    paymentMonths: 6,
  }),
  row("Treasury Note 60", "US Treasury notes, semiannual coupon", 10_000_000, 1.25, 60, "bullet", {
    paymentMonths: 6,
  }),
  row("Allowance for Loan Losses", "Allowance for loan losses", -1_850_000, 0, "", "none"),
  row(
    "Unrealized G/L on AFS",
    "Unrealized loss on AFS securities (book only)",
    -320_000,
    0,
    "",
    "adjustment",
  ),
  row("Fixed Assets", "Land, buildings and equipment", 6_200_000, 0, "", "none"),
  row("Regular Shares", "Regular share accounts", 88_000_000, 0.05, "", "nonmaturity", {
    decay: 14,
    beta: 0.15,
  }),
  row("Share Drafts", "Checking accounts", 41_000_000, 0.02, "", "nonmaturity", { decay: 18, beta: 0.1 }),
  row("Money Market Shares", "Tiered money market accounts", 36_500_000, 0.2, "", "nonmaturity", {
    decay: 25,
    beta: 0.45,
  }),
  row("Share Certificates 12", "12 month share certificates", 19_800_000, 0.45, 12, "bullet", {
    paymentMonths: 1,
  }),
  row("Share Certificates 36", "36 month share certificates", 14_300_000, 0.95, 36, "bullet", {
    paymentMonths: 3,
  }),
  row("FHLB Advance 60", "FHLB fixed rate advance, quarterly interest", 10_000_000, 1.4, 60, "bullet", {
    paymentMonths: 3,
  }),
  row("Accrued Liabilities", "Accounts payable and accrued expenses", 3_100_000, 0, "", "none"),
  row("Undivided Earnings", "Retained earnings", 38_330_000, 0, "", "none"),
  row("Regular Reserves", "Statutory reserves", 8_000_000, 0, "", "none"),
  // The income statement: annual amounts that turn NII into net income.
  row("Fee Income", "Annual fee and interchange income", 2_400_000, 0, "", "none"),
  row("Other Operating Income", "Annual other operating income", 600_000, 0, "", "none"),
  row("Operating Expense", "Annual operating expense", 7_900_000, 0, "", "none"),
  row("Provision for Loan Losses", "Annual provision for loan losses", 650_000, 0, "", "none"),
];

/** Rows as an upload template file: its header, then a line per row in the template's columns. */
export function positionsCsv(rows: readonly Readonly<Record<PositionColumn, string | number>>[]): string {
  const lines = [POSITION_TEMPLATE_HEADER];
  for (const r of rows) lines.push(POSITION_COLUMNS.map((c) => csvCell(r[c])).join(","));
  return lines.join("\n") + "\n";
}

/** The downloadable template: header plus a realistic example sheet. */
export const positionTemplateSampleCsv = (): string => positionsCsv(SAMPLE_ROWS);
