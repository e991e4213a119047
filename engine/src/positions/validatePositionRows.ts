import { isBlank, readDecimal, readWhole } from "../csv/readNumber.ts";
import type { Read } from "../csv/readNumber.ts";
import { decimalPositionsWarning, looksLikeDecimals } from "../csv/decimalRates.ts";
import { canonicalRecords } from "../csv/validationError.ts";
import type { ParseResult, ValidationError } from "../csv/validationError.ts";
import {
  AMORTIZATION_KINDS,
  MAX_INDEX_MONTHS,
  MAX_TERM_MONTHS,
  PAYMENT_FREQUENCIES,
  withoutCashFlows,
} from "./position.ts";
import type { Amortization, Position } from "./position.ts";
import { POSITION_COLUMNS } from "./positionTemplate.ts";
import { readAdjustableTerms } from "./readAdjustableTerms.ts";
import type { PositionColumn } from "./positionTemplate.ts";

export interface RowOptions {
  /** Row number of rows[0] as the user sees it; 2 when a header is on row 1. */
  firstRow?: number;
  /** Row numbers per row (e.g. CSV line numbers); overrides firstRow. */
  rowNumbers?: readonly number[];
  /**
   * Stop checking rows once this many problems are found (default: check every row), saying where
   * the check stopped: a file wrong on each of 100,000 rows took seconds to list a million
   * problems that nobody reads past the first screen.
   */
  maxErrors?: number;
}

type Cells = Record<string, string>;

/**
 * Validates template rows (from CSV or XLSX, cells as text) and reports every
 * problem of every row, so that a user can fix the whole file in one pass.
 */
export function validatePositionRows(
  rows: readonly Cells[],
  options: RowOptions = {},
): ParseResult<Position[]> {
  const errors: ValidationError[] = [];
  const positions: Position[] = [];
  const positionRows: number[] = [];
  const maxErrors = options.maxErrors ?? Infinity;
  const canonical = canonicalRecords(POSITION_COLUMNS);
  for (let i = 0; i < rows.length; i++) {
    const row = options.rowNumbers?.[i] ?? (options.firstRow ?? 2) + i;
    if (errors.length >= maxErrors) {
      errors.push({
        row,
        column: "",
        reason: `the check stopped after ${errors.length} problems: this row and the ones after it were not checked; correct the problems listed and upload the file again`,
      });
      break;
    }
    const rowErrors: ValidationError[] = [];
    // Sheet headers may differ in case or spacing from the template's.
    const position = validateRow(canonical(rows[i] ?? {}), (column, reason) =>
      rowErrors.push({ row, column, reason }),
    );
    if (rowErrors.length > 0 || !position) errors.push(...rowErrors);
    else {
      positions.push(position);
      positionRows.push(row);
    }
  }
  if (rows.length === 0) {
    errors.push({ row: 1, column: "", reason: "the file has no positions" });
  }
  if (errors.length > 0) return { ok: false, errors };
  const warnings = decimalRateWarnings(positions, positionRows);
  return warnings.length > 0 ? { ok: true, value: positions, warnings } : { ok: true, value: positions };
}

/**
 * Loans and investments whose rates look like decimals, the rows named; a warning, not a refusal,
 * since a book of near-zero rates is possible. Deposits (their rates were near zero in 2021) and
 * items without interest are not judged.
 */
function decimalRateWarnings(positions: readonly Position[], rows: readonly number[]): ValidationError[] {
  const rated = positions
    .map((p, i) => ({ rate: p.rate, kind: p.amortization, row: rows[i] ?? 0 }))
    .filter((r) => (r.kind === "level" || r.kind === "bullet") && r.rate !== 0);
  return looksLikeDecimals(rated.map((r) => r.rate)) ? [decimalPositionsWarning(rated)] : [];
}

type Report = (column: PositionColumn, reason: string) => void;

/** The longest key or description: a chart of accounts' leaf name, not a document. */
const MAX_TEXT = 200;
// eslint-disable-next-line no-control-regex -- the characters refused are the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function validateRow(cells: Cells, report: Report): Position | null {
  const cell = (c: PositionColumn): string => (cells[c] ?? "").trim();
  const take = (c: PositionColumn, r: Read<number>): number => {
    if ("reason" in r) {
      report(c, r.reason);
      return NaN;
    }
    return r.value;
  };
  const optional = (c: PositionColumn, fallback: number, read: (s: string) => Read<number>) =>
    isBlank(cell(c)) ? fallback : take(c, read(cell(c)));

  const key = cell("key");
  if (key === "") report("key", "key is required: the leaf key of the chart of accounts, e.g. New Auto 60");
  for (const column of ["key", "description"] as const) {
    const text = cell(column);
    // A description shows on report pages and in workbooks: 5 MB in one cell was stored and shown.
    if (text.length > MAX_TEXT) report(column, `${column} must be at most ${MAX_TEXT} characters`);
    // Results are stored as JSON in PostgreSQL, whose text cannot hold U+0000.
    else if (CONTROL.test(text)) report(column, `${column} must not contain control characters such as NUL`);
  }

  const kindText = cell("amortization").toLowerCase();
  const amortization = (AMORTIZATION_KINDS as readonly string[]).includes(kindText)
    ? (kindText as Amortization)
    : null;
  if (!amortization) {
    report(
      "amortization",
      `amortization must be one of ${AMORTIZATION_KINDS.join(", ")}; got "${cell("amortization")}"`,
    );
  }
  const maturing = amortization === "level" || amortization === "bullet";

  const balance = isBlank(cell("balance"))
    ? (report("balance", "balance is required: the book value in dollars"), NaN)
    : take("balance", readDecimal(cell("balance"), "balance", -1e13, 1e13, "an amount in dollars"));
  if (balance < 0 && amortization && !withoutCashFlows(amortization)) {
    report(
      "balance",
      "a negative balance (a contra account such as the allowance for loan losses) must use amortization none or adjustment",
    );
  }

  const rateRequired = amortization !== null && !withoutCashFlows(amortization);
  const rate =
    isBlank(cell("rate")) && rateRequired
      ? (report("rate", "rate is required: the annual rate in percent, e.g. 4.25"), NaN)
      : optional("rate", 0, (s) => readDecimal(s, "rate", 0, 100, "an annual percent"));
  if (amortization === "adjustment" && rate !== 0 && !Number.isNaN(rate)) {
    report("rate", "rate must be empty or 0 for adjustment positions: an adjustment earns no interest");
  }

  let termMonths: number | null = null;
  if (maturing) {
    termMonths = isBlank(cell("termMonths"))
      ? (report(
          "termMonths",
          `termMonths is required for ${amortization} positions: remaining months to maturity from 1 to ${MAX_TERM_MONTHS}`,
        ),
        NaN)
      : take("termMonths", readWhole(cell("termMonths"), "termMonths", 1, MAX_TERM_MONTHS, "months"));
  } else if (amortization && !isBlankOrZero(cell("termMonths"))) {
    report("termMonths", `termMonths must be empty for ${amortization} positions (they have no maturity)`);
  }

  const paymentText = cell("paymentMonths");
  let paymentMonths = 1;
  if (!isBlank(paymentText)) {
    const p = Number(paymentText);
    if ((PAYMENT_FREQUENCIES as readonly number[]).includes(p)) paymentMonths = p;
    else
      report(
        "paymentMonths",
        `paymentMonths must be 1, 3, 6 or 12 (months between payments); got "${paymentText}"`,
      );
  }

  const repriceMonths = optional("repriceMonths", 0, (s) =>
    readWhole(s, "repriceMonths", 0, MAX_TERM_MONTHS, "months"),
  );
  let index: number | null = null;
  let margin = 0;
  if (repriceMonths > 0) {
    if (!maturing) {
      report(
        "repriceMonths",
        `repriceMonths must be 0 or empty for ${amortization} positions; use beta for deposit rates`,
      );
    }
    index = isBlank(cell("index"))
      ? (report(
          "index",
          "index is required when repriceMonths > 0: the curve tenor in months the rate follows, e.g. 12",
        ),
        NaN)
      : take("index", readWhole(cell("index"), "index", 1, MAX_INDEX_MONTHS, "months"));
    margin = isBlank(cell("margin"))
      ? (report("margin", "margin is required when repriceMonths > 0: percent over the index, e.g. 2.75"),
        NaN)
      : take("margin", readDecimal(cell("margin"), "margin", -20, 50, "a percent"));
  } else {
    for (const c of ["index", "margin"] as const) {
      if (!isBlankOrZero(cell(c)))
        report(c, `${c} applies only to adjustable positions (repriceMonths > 0); leave it empty`);
    }
  }

  const cpr = applicable("cpr", amortization !== null, maturing, cell, report, () =>
    optional("cpr", 0, (s) => readDecimal(s, "cpr", 0, 99.99, "an annual percent")),
  );
  const decay = applicable("decay", amortization !== null, amortization === "nonmaturity", cell, report, () =>
    optional("decay", 0, (s) => readDecimal(s, "decay", 0, 99.99, "an annual percent")),
  );
  const beta = applicable("beta", amortization !== null, amortization === "nonmaturity", cell, report, () =>
    optional("beta", 0, (s) => readDecimal(s, "beta", 0, 1, "a share")),
  );

  const adjustable = readAdjustableTerms(cell, report, repriceMonths > 0 && maturing, maturing);

  if (!amortization) return null;
  const numbers = [
    balance,
    rate,
    termMonths ?? 0,
    repriceMonths,
    index ?? 0,
    margin,
    cpr,
    decay,
    beta,
    ...Object.values(adjustable).map((v) => v ?? 0),
  ];
  if (numbers.some((n) => Number.isNaN(n))) return null;
  return {
    key,
    description: cell("description") || key,
    balance,
    rate,
    termMonths,
    amortization,
    paymentMonths,
    repriceMonths,
    index,
    margin,
    cpr,
    decay,
    beta,
    ...adjustable,
  };
}

function isBlankOrZero(s: string): boolean {
  return isBlank(s) || Number(s) === 0;
}

function applicable(
  column: "cpr" | "decay" | "beta",
  known: boolean,
  applies: boolean,
  cell: (c: PositionColumn) => string,
  report: Report,
  read: () => number,
): number {
  if (applies) return read();
  if (known && !isBlankOrZero(cell(column))) {
    const owner = column === "cpr" ? "level and bullet" : "nonmaturity";
    report(column, `${column} applies only to ${owner} positions; leave it empty`);
  }
  return 0;
}
