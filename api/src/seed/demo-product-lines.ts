import type { Amortization } from "@alm/engine";

/**
 * The product lines of the demo balance sheets: each line's share of total assets (or of
 * liabilities), how it amortizes, reprices and prepays, and its book rate, as a credit union's
 * 2021-2022 books held them (demo-positions.ts draws the positions from them).
 */

export interface Line {
  /** Product name: leaves `${product} ${term}`, or the exact leaf key when `single`. */
  product: string;
  single?: boolean;
  /** Share of total assets (assets, liabilities) of the line. */
  share: number;
  kind: Amortization;
  /** Book rate in percent before the curve adjustment; spread over the curve for `market`. */
  rate: number;
  /** The rate is the curve at the term plus `rate` (investments, certificates, borrowings). */
  market?: boolean;
  maxTerm?: number;
  minTerm?: number;
  paymentMonths?: number;
  repriceMonths?: number;
  index?: number;
  margin?: number;
  cpr?: number;
  decay?: number;
  beta?: number;
  /** Most an adjustable rate moves at one reset, percentage points. */
  periodicCap?: number;
  /** The highest rate, percent; or `capOverRate` points above the rate today. */
  lifetimeCap?: number;
  capOverRate?: number;
  /** The rate never resets below the margin (the usual ARM floor). */
  floorAtMargin?: boolean;
  description: string;
}

/** Agency ARMs: 2 points a year, 5 over the start rate, never below the margin. */
const ARM_LIMITS: Partial<Line> = { periodicCap: 2, capOverRate: 5, floorAtMargin: true };
/** The federal credit union loan rate ceiling (NCUA), which lines of credit reset into at most. */
const USURY_CEILING = 18;

const loan = (
  product: string,
  share: number,
  rate: number,
  maxTerm: number,
  cpr: number,
  description: string,
  extra: Partial<Line> = {},
): Line => ({
  product,
  share,
  kind: "level",
  rate,
  maxTerm,
  cpr,
  description,
  ...extra,
});

/** A home equity line over 20 years: repriced monthly to the 3-month rate plus its margin, up to the usury ceiling. */
const heloc = (product: string, share: number, rate: number, margin: number, description: string): Line =>
  loan(product, share, rate, 240, 18, description, {
    repriceMonths: 1,
    lifetimeCap: USURY_CEILING,
    index: 3,
    margin,
  });

/** An agency ARM over 30 years: fixed for its first years, then reset yearly to the 12-month rate + 2.75. */
const arm = (fixedYears: number, share: number, rate: number, cpr: number): Line =>
  loan(`ARM ${fixedYears}/1`, share, rate, 360, cpr, `${fixedYears}/1 adjustable mortgages`, {
    repriceMonths: fixedYears * 12,
    index: 12,
    margin: 2.75,
    ...ARM_LIMITS,
  });

const flat = (product: string, share: number, description: string): Line => ({
  product,
  single: true,
  share,
  kind: "none",
  rate: 0,
  description,
});

export const ASSETS: Line[] = [
  // Consumer loans: about a third of assets.
  loan("Share Secured", 0.004, 3.25, 60, 15, "Share secured loans"),
  loan("Signature Loans", 0.018, 9.4, 60, 18, "Unsecured signature loans"),
  loan("Digital Solar Participation", 0.006, 4.6, 180, 8, "Purchased solar loan participations"),
  loan("New Auto", 0.055, 3.45, 84, 20, "Direct new vehicle loans"),
  loan("Used Auto", 0.075, 4.4, 84, 22, "Direct used vehicle loans"),
  loan("Indirect New Auto", 0.035, 3.7, 84, 22, "Dealer-originated new vehicle loans"),
  loan("Indirect Used Auto", 0.048, 4.8, 84, 24, "Dealer-originated used vehicle loans"),
  { ...flat("Indirect Auto Fees", 0.0025, "Deferred indirect auto dealer fees") },
  loan("Auto Participation Loans", 0.008, 3.9, 72, 20, "Purchased auto loan participations"),
  loan("Lafayette Participation", 0.004, 4.2, 72, 18, "Lafayette auto participation"),
  loan("RV Loans", 0.012, 5.1, 180, 12, "Recreational vehicle loans"),
  loan("Indirect RV", 0.006, 5.4, 180, 12, "Dealer-originated RV loans"),
  loan("Credit Cards", 0.024, 11.4, 60, 35, "Credit card balances, prime based", {
    repriceMonths: 1,
    lifetimeCap: USURY_CEILING,
    index: 3,
    margin: 10.9,
  }),
  loan("Home Improvement", 0.004, 5.9, 120, 10, "Home improvement loans"),
  loan("Student Loans", 0.003, 5.6, 120, 8, "Private student loans"),
  loan("Line of Credit", 0.005, 9.8, 60, 25, "Personal lines of credit", {
    repriceMonths: 1,
    lifetimeCap: USURY_CEILING,
    index: 3,
    margin: 9.5,
  }),
  loan("Other Consumer", 0.004, 6.9, 60, 15, "Other consumer loans"),
  // Mortgage loans: about 30% of assets.
  loan("Home Equity 1st", 0.014, 3.95, 240, 10, "First lien home equity loans"),
  loan("Home Equity 2nd", 0.012, 4.7, 240, 12, "Second lien home equity loans"),
  heloc("HELOC 100%", 0.016, 3.9, 3.6, "Home equity lines to 100% LTV, prime + margin"),
  heloc("HELOC 80%", 0.01, 3.5, 3.1, "Home equity lines to 80% LTV"),
  heloc("HELOC 90%", 0.006, 3.7, 3.35, "Home equity lines to 90% LTV"),
  heloc("HELOC Freedom", 0.003, 4.1, 3.75, "Freedom interest-only lines"),
  loan("Fixed 10 Yr", 0.01, 2.75, 120, 12, "Fixed rate first mortgages, 10 years"),
  loan("Fixed 15 Yr", 0.03, 2.95, 180, 11, "Fixed rate first mortgages, 15 years"),
  loan("Fixed 15 Yr Bi-Weekly", 0.004, 2.9, 180, 11, "Bi-weekly 15 year mortgages"),
  loan("Fixed 15 Yr FHA/VA", 0.003, 3.05, 180, 9, "FHA/VA 15 year mortgages"),
  loan("Fixed 20 Yr", 0.012, 3.25, 240, 10, "Fixed rate first mortgages, 20 years"),
  loan("Fixed 30 Yr", 0.09, 3.55, 360, 9, "Fixed rate first mortgages, 30 years"),
  loan("Fixed 30 Yr Bi-Weekly", 0.004, 3.5, 360, 9, "Bi-weekly 30 year mortgages"),
  loan("Fixed 30 Yr FHA/VA", 0.006, 3.4, 360, 8, "FHA/VA 30 year mortgages"),
  loan("Construction Loans", 0.004, 4.4, 36, 0, "Construction-to-permanent loans", {
    kind: "bullet",
    repriceMonths: 1,
    index: 3,
    margin: 3.5,
  }),
  arm(1, 0.002, 3.1, 14),
  arm(3, 0.006, 3.0, 13),
  arm(5, 0.022, 2.95, 12),
  arm(7, 0.01, 3.1, 11),
  arm(10, 0.005, 3.25, 10),
  {
    product: "Mortgages Held for Sale",
    single: true,
    share: 0.003,
    kind: "bullet",
    rate: 3.2,
    maxTerm: 2,
    description: "Closed loans awaiting sale to the agencies",
  },
  loan("Mortgage Participation", 0.006, 3.6, 360, 10, "Purchased mortgage participations"),
  // Commercial loans: about 7% of assets.
  loan("MBL Fixed RE", 0.024, 4.45, 180, 6, "Member business loans, fixed rate real estate"),
  loan("MBL Adjustable RE", 0.018, 4.05, 180, 6, "Member business loans, adjustable real estate", {
    repriceMonths: 60,
    index: 60,
    margin: 2.5,
  }),
  loan("MBL Vehicle & Equipment", 0.008, 4.8, 84, 8, "Business vehicle and equipment loans"),
  loan("MBL Unsecured", 0.004, 6.4, 60, 5, "Unsecured business lines and loans", {
    repriceMonths: 1,
    index: 3,
    margin: 5.5,
  }),
  loan("Business Participations", 0.008, 4.6, 120, 5, "Purchased business loan participations"),
  loan("PPP Loans", 0.003, 1.0, 60, 30, "Paycheck Protection Program loans", { kind: "bullet" }),
  { ...flat("Allowance for Loan Losses", -0.0065, "Allowance for loan and lease losses") },
  // Investments: about a quarter of assets.
  { ...flat("Cash and Equivalents", 0.035, "Cash on hand and at the corporate credit union") },
  {
    product: "Fed Funds Sold",
    single: true,
    share: 0.012,
    kind: "bullet",
    rate: 0,
    market: true,
    maxTerm: 1,
    description: "Overnight federal funds sold",
  },
  {
    product: "Agency Bullet",
    share: 0.04,
    kind: "bullet",
    rate: 0.12,
    market: true,
    maxTerm: 120,
    paymentMonths: 6,
    description: "Agency debentures, semiannual coupon",
  },
  {
    product: "Agency Callable",
    share: 0.02,
    kind: "bullet",
    rate: 0.35,
    market: true,
    maxTerm: 120,
    paymentMonths: 6,
    description: "Callable agency debentures",
  },
  {
    product: "Treasury Bill",
    share: 0.008,
    kind: "bullet",
    rate: 0,
    market: true,
    maxTerm: 12,
    description: "US Treasury bills",
  },
  {
    product: "Treasury Note",
    share: 0.03,
    kind: "bullet",
    rate: 0,
    market: true,
    maxTerm: 120,
    paymentMonths: 6,
    description: "US Treasury notes, semiannual coupon",
  },
  loan("MBS Fixed 15 Yr 180", 0.03, 2.1, 180, 12, "Agency 15 year fixed MBS pools", { single: true }),
  loan("MBS Fixed 30 Yr 360", 0.025, 2.6, 360, 10, "Agency 30 year fixed MBS pools", { single: true }),
  loan("CMO", 0.015, 2.3, 180, 15, "Agency collateralized mortgage obligations"),
  {
    product: "Investment CD",
    share: 0.012,
    kind: "bullet",
    rate: 0.15,
    market: true,
    maxTerm: 60,
    description: "Certificates at other institutions",
  },
  {
    product: "Municipal Bond",
    share: 0.006,
    kind: "bullet",
    rate: 0.45,
    market: true,
    maxTerm: 120,
    paymentMonths: 6,
    description: "Municipal bonds, semiannual coupon",
  },
  { ...flat("CUSO Investment", 0.002, "Credit union service organization investments") },
  { ...flat("Corporate CU Membership", 0.001, "Corporate credit union capital") },
  { ...flat("Mutual Funds", 0.002, "Mutual funds held for employee benefits") },
  // Other assets.
  { ...flat("Fixed Assets", 0.02, "Land, buildings and equipment") },
  { ...flat("Accrued Interest Receivable", 0.003, "Accrued interest on loans and investments") },
  { ...flat("NCUSIF Deposit", 0.0085, "NCUSIF capitalization deposit") },
  { ...flat("Prepaid and Other Assets", 0.006, "Prepaid expenses and other assets") },
  { ...flat("Foreclosed and Repossessed Assets", 0.0005, "Foreclosed and repossessed assets") },
];

const deposit = (
  product: string,
  share: number,
  rate: number,
  decay: number,
  beta: number,
  description: string,
): Line => ({
  product,
  single: true,
  share,
  kind: "nonmaturity",
  rate,
  decay,
  beta,
  description,
});

export const LIABILITIES: Line[] = [
  deposit("Regular Shares", 0.3, 0.08, 24, 0.2, "Regular share accounts"),
  deposit("Share Drafts", 0.14, 0.03, 28, 0.1, "Share draft (checking) accounts"),
  deposit("Money Market Shares", 0.16, 0.22, 40, 0.6, "Tiered money market accounts"),
  deposit("IRA Shares", 0.025, 0.18, 20, 0.3, "IRA share accounts"),
  deposit("Holiday Club", 0.004, 0.1, 40, 0.1, "Holiday club accounts"),
  deposit("Vacation Club", 0.002, 0.1, 40, 0.1, "Vacation club accounts"),
  {
    product: "Share Certificates",
    share: 0.11,
    kind: "bullet",
    rate: 0.35,
    market: true,
    maxTerm: 60,
    description: "Share certificates",
  },
  {
    product: "IRA Certificates",
    share: 0.035,
    kind: "bullet",
    rate: 0.45,
    market: true,
    maxTerm: 60,
    description: "IRA certificates",
  },
  {
    product: "Jumbo Certificates",
    share: 0.03,
    kind: "bullet",
    rate: 0.5,
    market: true,
    maxTerm: 60,
    description: "Jumbo certificates over $100,000",
  },
  {
    product: "Brokered Certificates",
    share: 0.01,
    kind: "bullet",
    rate: 0.15,
    market: true,
    maxTerm: 36,
    minTerm: 3,
    description: "Brokered certificates",
  },
  {
    product: "FHLB Advance",
    share: 0.025,
    kind: "bullet",
    rate: 0.3,
    market: true,
    maxTerm: 60,
    paymentMonths: 3,
    description: "FHLB fixed rate advances, quarterly interest",
  },
  {
    product: "Corporate Borrowing",
    share: 0.005,
    kind: "bullet",
    rate: 0.25,
    market: true,
    maxTerm: 12,
    description: "Corporate credit union line of credit",
  },
  { ...flat("Accrued Liabilities", 0.008, "Accounts payable and accrued expenses") },
  { ...flat("Dividends Payable", 0.001, "Dividends payable") },
  { ...flat("Other Liabilities", 0.004, "Other liabilities") },
];
