import { GAP_BUCKETS, SHOCKS } from "@alm/engine";
import { BASIS_POINT, scenarioName } from "@alm/formats";
import type { Dataset } from "./report-types.ts";
import type { ColumnFormat, TableColumn, TableDictionary } from "./column-types.ts";

type Options = Partial<
  Pick<
    TableColumn,
    "width" | "emphasize" | "group" | "noExport" | "filter" | "scenario" | "divisor" | "sortable" | "answers"
  >
>;

const column = (
  field: string,
  label: string,
  format: ColumnFormat,
  precision: 0 | 2,
  options: Options = {},
): TableColumn => ({
  field,
  label,
  width: 1,
  format,
  precision,
  divisor: format === "percentage" ? 0.01 : null,
  emphasize: false,
  group: null,
  filter: format === "text" || format === "header" ? "text" : "minMax",
  sortable: true,
  noExport: false,
  ...options,
});

export type ColumnMaker = (field: string, label: string, options?: Options) => TableColumn;

/** The row label; in trees it carries the hierarchy, so it is not sortable. */
export const description = (label = "Description", width = 3): TableColumn => ({
  ...column("description", label, "header", 0, { width }),
  sortable: false,
});

export const text: ColumnMaker = (field, label, options) =>
  column(field, label, "text", 0, { width: 2, ...options });
export const date: ColumnMaker = (field, label, options) => column(field, label, "date", 0, options);
/**
 * Dollars, shown whole: format "currency", so that readers of the data (the gateway's `Cell.money`)
 * get them as money. The label or its group names the unit ("Balance ($)", "Interest ($)",
 * "($000)" when shown in thousands: the value stays in dollars, the divisor only shows it so).
 */
export const dollars: ColumnMaker = (field, label, options) => column(field, label, "currency", 0, options);
/** Percentages: decimal fractions shown with two decimals. */
export const percent: ColumnMaker = (field, label, options) => column(field, label, "percentage", 2, options);
/** Prices per 100 of book value, durations in years. */
export const decimal: ColumnMaker = (field, label, options) => column(field, label, "numeric", 2, options);
/**
 * Basis points, always whole (a scenario's size, a sensitivity, a spread): a plain number, its
 * label names the unit "(bp)" (@alm/formats, README "Units and signs").
 */
export const basisPoints: ColumnMaker = (field, label, options) =>
  column(field, label, "numeric", 0, options);
/**
 * The change of a ratio held as a decimal fraction (a NEV ratio, a yield, ROA), in whole basis
 * points: the value stays the fraction, the divisor shows it in bp, as `percent` shows a ratio in
 * percent. A difference of two percentages is a change in points, never a percent.
 */
export const ratioChange: ColumnMaker = (field, label, options) =>
  column(field, label, "numeric", 0, { divisor: BASIS_POINT, ...options });
/**
 * A column of a mixed grid, whose rows are dollars or ratios: each row carries its format
 * (`format: "dollar" | "percentage"`), so the column claims no unit of its own (a "currency"
 * column would call a ratio row money) and shows whole numbers where a row names none.
 */
export const rowFormatted: ColumnMaker = (field, label, options) => ({
  ...column(field, label, "numeric", 0, options),
  displayAs: "rowFormat",
});

/** Book value of a folder, wider than the measures beside it. */
export const bookValue = () => dollars("bookValue", "Book Value ($)", { width: 2 });
/** Average balance over an NII projection year. */
export const averageBalance = () => dollars("averageBalance", "Average Balance ($)", { width: 2 });

/** The summary grids show -200 … +300 (spec: summary model). */
export const SUMMARY_SCENARIOS = SHOCKS.filter((s) => s.bp >= -200 && s.bp <= 300);

export const DATASET_LABELS: Record<Dataset, string> = {
  dataset1: "Current",
  dataset2: "Prior",
  difference: "Change",
};

/**
 * `dataset1_price`, `dataset2_price`, `difference_price` under one group header. The change of a
 * percentage measure is a change of a ratio: basis points, headed "Change (bp)".
 */
export function compared(measure: string, group: string, make: ColumnMaker): TableColumn[] {
  return (Object.keys(DATASET_LABELS) as Dataset[]).map((d) => {
    const options = { group, emphasize: d === "difference" };
    if (d === "difference" && make === percent) return ratioChange(`${d}_${measure}`, "Change (bp)", options);
    return make(`${d}_${measure}`, DATASET_LABELS[d], options);
  });
}

/** The group header of per-shock columns names what the column labels are: shocks, in bp. */
const shockGroup = (group: string) => `${group}: Rate Shock (bp)`;

/** One column per rate shock (-400 … +500), e.g. `dataset1_-300`, `dataset1_Base`. */
export function perScenario(prefix: string, group: string, make: ColumnMaker): TableColumn[] {
  return SHOCKS.map((s) =>
    make(`${prefix}_${s.id}`, s.label, {
      group: shockGroup(group),
      scenario: s.id,
      emphasize: s.id === "Base",
    }),
  );
}

/** The columns of the report definition's declining, rising and shock scenarios. */
export function niiScenarios(prefix: string, group: string, make: ColumnMaker): TableColumn[] {
  const p = prefix ? `${prefix}_` : "";
  return [
    make(`${p}declining`, "Declining", { group }),
    make(`${p}base`, "Base", { group, emphasize: true }),
    make(`${p}rising`, "Rising", { group }),
    make(`${p}shock`, "Shock", { group }),
  ];
}

/**
 * The policy limit beside a row of niiScenarios: the Shock column's (each scenario's own is in
 * limit_<column>). Its header names that column, so no one reads it against Base.
 */
export const shockLimit = (): TableColumn => percent("limit", "Policy Limit (Shock)");

/** The -100, +100 and +300 bp shocks: the per-scenario columns of the contribution pages. */
export function riskScenarios(prefix: string, group: string, make: ColumnMaker): TableColumn[] {
  return [
    make(`${prefix}_-100`, scenarioName("-100"), { group, scenario: "-100" }),
    make(`${prefix}_100`, scenarioName("100"), { group, scenario: "100" }),
    make(`${prefix}_300`, scenarioName("300"), { group, scenario: "300" }),
  ];
}

export const tree = (...columns: (TableColumn | TableColumn[])[]): TableDictionary => ({
  treeData: true,
  columns: columns.flat(),
});

export const flat = (...columns: (TableColumn | TableColumn[])[]): TableDictionary => ({
  treeData: false,
  columns: columns.flat(),
});

/**
 * Gap amounts in thousands of dollars: nine periods and a total beside the accounts fit a
 * laptop's screen whole, as a gap report in full dollars could not. Not sortable: the rows'
 * order (assets, liabilities, then the periodic and cumulative gap under them) is the report.
 */
const gapThousands: ColumnMaker = (field, label, options) =>
  dollars(field, label, { divisor: GAP_UNIT.divisor, sortable: false, ...options });

/** The unit of the gap tables, which their charts plot in too and name the same way. */
export const GAP_UNIT = { divisor: 1000, label: "($000)" } as const;

/**
 * A gap tree: the accounts, one column per bucket of the engine (`bucket_0-3m` …
 * `bucket_nonSensitive`) and their total. Its buckets are repricing periods, or maturities in the
 * contractual liquidity gap (headed "Repricing Period" there before: a CFO's review).
 */
export const gapTree = (periods: "Repricing" | "Maturity"): TableDictionary =>
  tree(
    description("Account", 3),
    GAP_BUCKETS.map((b) =>
      gapThousands(`bucket_${b.id}`, b.label, { group: `${periods} Period ${GAP_UNIT.label}` }),
    ),
    gapThousands("total", `Total ${GAP_UNIT.label}`),
  );

/** A tree of the accounts: the folder tree down the left, then the measures. */
export const accountTree = (...columns: (TableColumn | TableColumn[])[]): TableDictionary =>
  tree(description("Account", 3), ...columns);

/** A measure's status against its limits: the table's answer, as the matrix's "In Compliance" is ("Outside policy" is drawn as a breach). */
export const policyStatus = () => text("status", "Status", { filter: "select", answers: true });

/** The rate shock each row of the NEV grids stands for. */
export const rateShock = (options?: Options) => text("scenario", "Rate Shock (bp)", options);

/** The NEV of a scenario and its change from base, in dollars and in percent. */
export const nevChange = (): TableColumn[] => [
  dollars("dataset1_value", "NEV ($)"),
  dollars("dataset1_difference", "$ Change"),
  percent("dataset1_percentChange", "% Change"),
];

/** What the investment pages show of a sector or security type, from its book value to its share. */
export const investmentMeasures = (): TableColumn[] => [
  dollars("bookValue", "Book Value ($)"),
  dollars("market", "Market Value ($)"),
  dollars("dataset1_gainLoss", "Gain/Loss ($)"),
  percent("yield", "Yield"),
  decimal("dataset1_effDuration", "Eff. Duration"),
  percent("mix", "% of Portfolio"),
];
