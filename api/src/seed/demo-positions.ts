import {
  interpolateRate,
  POSITION_ROW_DEFAULTS,
  seededRandom,
  type Amortization,
  type YieldCurve,
} from "@alm/engine";
import { ASSETS, LIABILITIES, type Line } from "./demo-product-lines.ts";

/**
 * Deterministic demo balance sheets of credit unions in the manual upload template: the
 * same client and as-of date always give the same file. Balances are shares of total assets
 * per product line, spread over the product's term leaves of the demo chart of accounts;
 * rates follow the book rates of 2021–2022 moved by a part of the curve at the as-of date.
 */

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

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
  const rnd = seededRandom(hashText(`${options.acronym}|${options.asOfDate}`));
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
