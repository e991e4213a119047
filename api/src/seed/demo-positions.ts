import {
  interpolateRate,
  OVERRIDES_HEADER,
  POSITION_COLUMNS,
  POSITION_ROW_DEFAULTS,
  POSITION_TEMPLATE_HEADER,
  type Amortization,
  type YieldCurve,
} from "@alm/engine";

/**
 * Deterministic demo balance sheets of credit unions in the manual upload template: the
 * same client and as-of date always give the same file. Balances are shares of total assets
 * per product line, spread over the product's term leaves of the demo chart of accounts;
 * rates follow the book rates of 2021–2022 moved by a part of the curve at the as-of date.
 */

/** Small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface Line {
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

const ASSETS: Line[] = [
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

const LIABILITIES: Line[] = [
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

/** What a line is, for a credit union's strategy: which lines it leans on and which it avoids. */
type Book = "consumer" | "fixedMortgage" | "longInvestment" | "shortInvestment";

const BOOKS: [Book, RegExp][] = [
  ["fixedMortgage", /^(Fixed \d|MBS Fixed|Mortgage Participation|Home Equity (1st|2nd)|MBL Fixed RE|CMO)/],
  [
    "consumer",
    /Auto|Signature|Share Secured|RV|Credit Cards|Line of Credit|Other Consumer|Student|Home Improvement/,
  ],
  ["longInvestment", /^(Agency Bullet|Agency Callable|Treasury Note|Municipal Bond)/],
  ["shortInvestment", /^(Treasury Bill|Investment CD|Fed Funds Sold|Cash and Equivalents)/],
];
const bookOf = (line: Line): Book | null =>
  BOOKS.find(([, pattern]) => pattern.test(line.product))?.[0] ?? null;

/**
 * A demo credit union's strategy: how much more or less of each book it holds than the template,
 * and the capital it keeps. The spread of NCUA supervisory ratings across the demo clients comes
 * from these balance sheets, not from their thresholds: a long fixed-rate mortgage book funded by
 * shares loses economic value when rates rise; a short consumer-loan book reprices and pays down.
 */
export interface DemoProfile {
  strategy: string;
  books: Partial<Record<Book, number>>;
  /** Capital as a share of assets: the lowest, and how much higher it may be drawn. */
  capital: [low: number, spread: number];
  /** Operating expense as a share of assets: a mortgage book costs less to run per dollar than consumer loans. */
  operatingExpense?: number;
}

export const DEMO_PROFILES: Record<string, DemoProfile> = {
  RFCU: {
    strategy: "a long fixed-rate mortgage book and long agency securities, funded by shares",
    books: { fixedMortgage: 2.0, longInvestment: 1.4, consumer: 0.6, shortInvestment: 0.7 },
    capital: [0.07, 0.005],
    operatingExpense: 0.026,
  },
  SVCU: {
    strategy: "a balanced book of consumer loans, mortgages and securities",
    books: { fixedMortgage: 1.3 },
    capital: [0.072, 0.008],
  },
  LCCU: {
    strategy: "a short consumer-loan book, few fixed-rate mortgages and short investments",
    books: { consumer: 1.6, fixedMortgage: 0.3, longInvestment: 0.4, shortInvestment: 1.7 },
    capital: [0.09, 0.01],
    operatingExpense: 0.034,
  },
};
const TEMPLATE_PROFILE: DemoProfile = { strategy: "", books: {}, capital: [0.075, 0.03] };

/** Each asset line's multiple of its template share: the profile's, rescaled so the assets total the same. */
function assetMultiples(profile: DemoProfile): Map<Line, number> {
  const raw = ASSETS.map((line): [Line, number] => {
    const book = bookOf(line);
    return [line, line.share > 0 && book ? (profile.books[book] ?? 1) : 1];
  });
  const weighted = raw.reduce((s, [line, m]) => s + Math.max(0, line.share) * m, 0);
  const plain = ASSETS.reduce((s, line) => s + Math.max(0, line.share), 0);
  return new Map(raw.map(([line, m]) => [line, line.share > 0 ? (m * plain) / weighted : m]));
}

export interface DemoBalanceSheetOptions {
  /** Client acronym and as-of date seed the generator. */
  acronym: string;
  asOfDate: string;
  totalAssets: number;
  /** Curve at the as-of date (percent). */
  curve: YieldCurve;
  /** Leaf keys of the chart the positions must attach to. */
  leafKeys: readonly string[];
}

export interface DemoRow {
  key: string;
  description: string;
  balance: number;
  rate: number;
  termMonths: number | "";
  amortization: Amortization;
  paymentMonths: number;
  repriceMonths: number;
  index: number | "";
  margin: number | "";
  cpr: number | "";
  decay: number | "";
  beta: number | "";
  periodicCap: number | "";
  lifetimeCap: number | "";
  lifetimeFloor: number | "";
  ageMonths: number | "";
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Leaves of a product with their terms, limited to the line's term range. */
function termLeaves(line: Line, leaves: ReadonlySet<string>, allKeys: readonly string[]): [string, number][] {
  if (line.single) return leaves.has(line.product) ? [[line.product, line.maxTerm ?? 0]] : [];
  const prefix = `${line.product} `;
  return allKeys
    .filter((k) => k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length)))
    .map((k): [string, number] => [k, Number(k.slice(prefix.length))])
    .filter(([, t]) => t <= (line.maxTerm ?? 480) && t >= (line.minTerm ?? 1));
}

/** Rows of one balance sheet; assets and liabilities plus capital balance to the dollar. */
export function demoBalanceSheetRows(options: DemoBalanceSheetOptions): DemoRow[] {
  const rnd = random(hashText(`${options.acronym}|${options.asOfDate}`));
  const leafSet = new Set(options.leafKeys);
  const curveAt = (months: number) => interpolateRate(options.curve, Math.max(1, months));
  // Book rates move with a part of the curve's change since late 2021 (5 year at about 1.1%);
  // deposit rates by their beta.
  const change = curveAt(60) - 1.1;
  const rows: DemoRow[] = [];
  const profile = DEMO_PROFILES[options.acronym] ?? TEMPLATE_PROFILE;
  const multiples = assetMultiples(profile);
  const emit = (lines: Line[], sign: 1 | -1) => {
    let total = 0;
    for (const line of lines) {
      const leaves = termLeaves(line, leafSet, options.leafKeys);
      if (!leaves.length) continue;
      // Product mix differs a little per client and date.
      const lineBalance = options.totalAssets * line.share * (multiples.get(line) ?? 1) * (0.8 + 0.4 * rnd());
      const weights = leaves.map(([, t]) => (line.kind === "level" ? 1 + t / 120 : 1) * (0.5 + rnd()));
      const weightSum = weights.reduce((a, b) => a + b, 0);
      leaves.forEach(([key, term], i) => {
        const leafBalance = (lineBalance * (weights[i] ?? 0)) / weightSum;
        const count =
          Math.abs(leafBalance) > options.totalAssets * 0.01
            ? 3
            : Math.abs(leafBalance) > options.totalAssets * 0.002
              ? 2
              : 1;
        for (let n = 0; n < count; n++) {
          const balance = Math.round(leafBalance / count);
          if (balance === 0) continue;
          const remaining =
            line.kind === "level" || line.kind === "bullet"
              ? Math.max(1, term - Math.floor(rnd() * Math.min(12, Math.max(1, term / 2))))
              : "";
          const baseRate = line.market
            ? curveAt(typeof remaining === "number" ? remaining : 1) + line.rate
            : line.rate + (line.kind === "none" ? 0 : change * (line.beta ?? 0.3));
          const rate =
            line.kind === "none"
              ? 0
              : Math.max(0.01, round2(baseRate + (rnd() - 0.5) * (line.market ? 0.1 : 0.5)));
          const adjustable = (line.repriceMonths ?? 0) > 0;
          rows.push({
            key,
            description: `${line.description}${count > 1 ? `, vintage ${n + 1}` : ""}`,
            balance: sign * balance,
            rate,
            termMonths: remaining,
            amortization: line.kind,
            paymentMonths: line.paymentMonths ?? 1,
            repriceMonths: line.repriceMonths ?? 0,
            index: adjustable ? (line.index ?? 12) : "",
            margin: adjustable ? (line.margin ?? 2.5) : "",
            cpr: line.cpr !== undefined && line.cpr > 0 ? round2(line.cpr * (0.85 + 0.3 * rnd())) : "",
            // Members move shares to certificates faster when rates are high.
            decay:
              line.decay !== undefined
                ? round2(line.decay * (1 + 0.1 * Math.max(0, change)) * (0.9 + 0.2 * rnd()))
                : "",
            beta: line.beta !== undefined ? line.beta : "",
            ...rateLimits(line, rate, adjustable),
          });
          total += balance;
        }
      });
    }
    return total;
  };
  const assets = emit(ASSETS, 1);
  // Unrealized gain or loss on AFS securities moves with rates: small gains in 2021, losses after the 2022 rise.
  const afs = Math.round(options.totalAssets * 0.24 * (1.3 - curveAt(60)) * 0.04);
  if (leafSet.has("Unrealized G/L on AFS")) {
    // Book only: the securities are valued at market already, so the adjustment has no market value.
    rows.push({
      ...noneRow("Unrealized G/L on AFS", "Unrealized gain or loss on AFS securities", afs),
      amortization: "adjustment",
    });
  }
  const totalAssets = assets + (leafSet.has("Unrealized G/L on AFS") ? afs : 0);
  const firstLiability = rows.length;
  const drawn = emit(LIABILITIES, 1);
  // A credit union holds 7-12 % of its assets as capital (its profile says how much): scale the drawn
  // liabilities to the rest (drawn independently they could exceed the assets).
  const wanted = totalAssets * (1 - (profile.capital[0] + profile.capital[1] * rnd()));
  let liabilities = 0;
  for (const r of rows.slice(firstLiability)) {
    r.balance = Math.round(r.balance * (wanted / drawn));
    liabilities += r.balance;
  }
  const capital = totalAssets - liabilities;
  const oci = leafSet.has("Other Comprehensive Income") ? afs : 0;
  const reserves = Math.round((capital - oci) * 0.16);
  const split: [string, string, number][] = [
    ["Regular Reserves", "Statutory regular reserves", reserves],
    ["Other Comprehensive Income", "Accumulated other comprehensive income", oci],
    ["Undivided Earnings", "Undivided earnings", capital - oci - reserves],
  ];
  for (const [key, description, balance] of split) {
    if (leafSet.has(key) && balance !== 0) rows.push(noneRow(key, description, balance));
  }
  // A year of non-interest income and expense, as shares of assets typical of a credit union.
  const income: [string, string, number][] = [
    ["Fee Income", "Annual fee and interchange income", 0.009],
    ["Other Operating Income", "Annual other operating income", 0.003],
    ["Operating Expense", "Annual operating expense", profile.operatingExpense ?? 0.029],
    ["Provision for Loan Losses", "Annual provision for loan losses", 0.003],
  ];
  for (const [key, description, share] of income) {
    const amount = Math.round(options.totalAssets * share * (0.9 + 0.2 * rnd()));
    if (leafSet.has(key)) rows.push(noneRow(key, description, amount));
  }
  return rows;
}

/** An adjustable line's caps and floor (the template's optional columns). */
function rateLimits(line: Line, rate: number, adjustable: boolean) {
  const cap = line.capOverRate !== undefined ? round2(rate + line.capOverRate) : line.lifetimeCap;
  return {
    periodicCap: adjustable && line.periodicCap !== undefined ? line.periodicCap : "",
    lifetimeCap: adjustable && cap !== undefined ? Math.max(cap, rate) : "",
    lifetimeFloor: adjustable && line.floorAtMargin ? Math.min(line.margin ?? 0, cap ?? Infinity) : "",
    ageMonths: "",
  } as const;
}

const noneRow = (key: string, description: string, balance: number): DemoRow => ({
  key,
  description,
  balance,
  rate: 0,
  termMonths: "",
  amortization: "none",
  ...POSITION_ROW_DEFAULTS,
});

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The rows as the manual upload template (CSV). */
export function demoPositionsCsv(rows: readonly DemoRow[]): string {
  const lines = rows.map((r) => POSITION_COLUMNS.map((c) => cell(r[c])).join(","));
  return [POSITION_TEMPLATE_HEADER, ...lines].join("\n") + "\n";
}

/**
 * Per group: the discount spread (loans are priced over Treasuries) and how its prepayment follows
 * rates: mortgages refinance on a steep S-curve and season over 30 months (PSA); card and line
 * balances are paid down, not refinanced; other loans take the run's model.
 */
const GROUPS: [
  group: string,
  spreadBp: number,
  refiSensitivity: number | "",
  seasoningMonths: number | "",
][] = [
  ["Consumer Loans_H2", 240, 0.5, ""],
  ["Credit Cards_H3", 650, 0, ""],
  ["Signature Loans_H3", 500, "", ""],
  ["Mortgage Loans_H2", 150, 2, 30],
  ["Commercial Loans_H2", 260, 0.5, ""],
  ["Investments_H2", 20, "", ""],
  ["Certificates_H2", 15, "", ""],
  ["Borrowings_H2", 10, "", ""],
];

/** Extra assumptions of a what-if: faster deposit runoff and more rate-sensitive deposits. */
export const DEPOSIT_RUNOFF: [group: string, decay: number, beta: number][] = [
  ["Regular Shares_H3", 26, 0.35],
  ["Share Drafts_H3", 30, 0.15],
  ["Money Market Shares_H3", 45, 0.75],
  ["IRA Shares_H3", 22, 0.4],
];

/** The H3 overrides file of a demo data set: spreads, plus the deposit runoff of a what-if. */
export function demoOverridesCsv(depositRunoff = false): string {
  const lines = [OVERRIDES_HEADER, ...GROUPS.map(([g, s, k, m]) => `${g},,,,${s},${k},${m}`)];
  if (depositRunoff) lines.push(...DEPOSIT_RUNOFF.map(([g, d, b]) => `${g},,${d},${b},,,`));
  return lines.join("\n") + "\n";
}
