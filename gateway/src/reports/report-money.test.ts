import { Decimal } from "decimal.js";
import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

interface Money {
  amount: string;
  currencyCode: string;
}
interface Cell {
  field: string;
  number: string | null;
  money: Money | null;
}
interface Column {
  field: string;
  label: string;
  group: string | null;
  format: string;
  divisor: number | null;
  displayAs: string | null;
}
interface Row {
  key: string;
  format: string | null;
  cells: Cell[];
}
interface Table {
  __typename: "TableBlock";
  source: string;
  columns: Column[];
  rows: Row[];
  values: Cell[];
}
interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}
interface Entry {
  key: string;
  reportId: number;
  year: number | null;
}

const CELL = "field number money { amount currencyCode }";
const REPORT = `query($id: ID!, $reportId: Int!, $year: Int) {
  report(reportDefinitionId: $id, reportId: $reportId, year: $year) { blocks { __typename
    ... on TableBlock { source columns { field label group format divisor displayAs }
      rows { key format cells { ${CELL} } } values { ${CELL} } } } } }`;

/**
 * What a column holds, read from what its reader sees (its header), not from its type: a header
 * naming dollars ('Balance ($)', 'Interest ($)', 'Total ($000)') holds dollars. Every other number
 * must be a percentage, or name its own unit: basis points, years of duration, prices per 100,
 * months, or the unitless betas and convexities. A dollar column whose header forgets its unit is
 * caught here as a number of no known unit.
 */
const DOLLARS = /\$/;
const OTHER_UNITS = /\(bp\)|Duration|Convexity|Price|Beta|Average Life|\(months\)/;
const headerOf = (c: Column) => [c.group, c.label].filter(Boolean).join(": ");

/** Whether a cell holds dollars: in mixed grids its row says so (and must say something), elsewhere its header. */
const holdsDollars = (column: Column | undefined, row: Row) =>
  column === undefined
    ? false
    : column.displayAs === "rowFormat"
      ? row.format === "DOLLAR"
      : DOLLARS.test(headerOf(column));

/** The number rounded to cents, half away from zero, as Money writes it. */
const cents = (number: string) => {
  const d = new Decimal(number).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return d.isZero() ? "0" : d.toFixed();
};

/** Problems counted per column and kind, so that a column wrong on every row is one line. */
class Problems {
  private readonly counts = new Map<string, number>();
  add(where: string) {
    this.counts.set(where, (this.counts.get(where) ?? 0) + 1);
  }
  list() {
    return [...this.counts].map(([where, n]) => (n > 1 ? `${where} (${n} cells)` : where));
  }
}

describe("dollar figures of the reports as Money, against the running api", () => {
  let stack: TestStack;
  let staff: CookieJar;
  const as = async (query: string, variables: Record<string, unknown> = {}) =>
    (await graphqlRequest(stack, query, { jar: staff, variables })).body as Body;

  beforeAll(async () => {
    stack = await startWorkerStack();
    staff = (await signInThroughGateway(stack, "staff")).jar;
  }, 180_000);
  afterAll(() => stack?.close());

  /**
   * RFCU's published comparison definition, its own selection of reports (NII pages once per year)
   * and the whole catalogue: every page, those of the extended groups (gap analyses, extras) too.
   */
  async function demoDefinition() {
    const { data } = await as(`{ clients { acronym reportDefinitions { id name } } }`);
    const clients = data?.clients as { acronym: string; reportDefinitions: { id: string; name: string }[] }[];
    const id = clients
      .find((c) => c.acronym === "RFCU")
      ?.reportDefinitions.find((d) => d.name === "Q4 2021 ALM Report")?.id;
    expect(id, "the demo's published comparison definition").toBeDefined();
    const ENTRIES = "categories { pages { entries { key reportId year } } }";
    const body = await as(
      `query($id: ID!) { reportDefinition(id: $id) { catalogue { ${ENTRIES} } } reportCatalogue { ${ENTRIES} } }`,
      { id },
    );
    expect(body.errors).toBeUndefined();
    type Catalogue = { categories: { pages: { entries: Entry[] }[] }[] };
    const entriesOf = (c: Catalogue) => c.categories.flatMap((g) => g.pages.flatMap((p) => p.entries));
    const selected = entriesOf((body.data?.reportDefinition as { catalogue: Catalogue }).catalogue);
    const all = entriesOf(body.data?.reportCatalogue as Catalogue);
    return { id, selected: new Set(selected.map((e) => e.key)), all };
  }

  it("types every dollar column's cells as Money (in dollars, also when shown in thousands) and no rate or ratio", async () => {
    const definition = await demoDefinition();
    expect(definition.selected.size).toBeGreaterThan(40);
    expect(definition.all.length).toBeGreaterThan(definition.selected.size);
    const problems = new Problems();
    /** Money by report, row and field, to compare pages. */
    const amounts = new Map<string, string>();
    /** Per report: its numbers, its money and its dollar columns. */
    const tally = new Map<string, { numbers: number; money: number; dollarColumns: number }>();

    for (const entry of definition.all) {
      const name = `report ${entry.key}`;
      const body = await as(REPORT, { id: definition.id, reportId: entry.reportId, year: entry.year });
      expect(body.errors, name).toBeUndefined();
      const blocks = (body.data?.report as { blocks: { __typename: string }[] }).blocks;
      const tables = blocks.filter((b): b is Table => b.__typename === "TableBlock");
      const count = { numbers: 0, money: 0, dollarColumns: 0 };
      tally.set(entry.key, count);
      for (const table of tables) {
        const at = (c: Column | undefined, what: string) =>
          problems.add(
            `${name} ${table.source} ${c ? `'${headerOf(c)}' (${c.field})` : "row number"}: ${what}`,
          );
        const columns = new Map(table.columns.map((c) => [c.field, c]));
        for (const c of table.columns) {
          const numbers = table.rows.some((r) =>
            r.cells.some((x) => x.field === c.field && x.number !== null),
          );
          if (!numbers) continue;
          if (c.displayAs === "rowFormat") {
            if (c.format === "CURRENCY") at(c, "a mixed grid's column claims currency");
            for (const row of table.rows)
              if (row.format === null) at(c, `row ${row.key} of a mixed grid names no format`);
          } else if (DOLLARS.test(headerOf(c))) {
            count.dollarColumns++;
            if (c.format !== "CURRENCY") at(c, `dollars, but format ${c.format}`);
          } else if (c.format !== "PERCENTAGE" && !OTHER_UNITS.test(headerOf(c)))
            at(c, `a number of no named unit (${c.format})`);
        }
        for (const row of table.rows)
          for (const cell of row.cells) {
            const column = columns.get(cell.field);
            if (cell.number === null) {
              if (cell.money !== null) at(column, "money without a number");
              continue;
            }
            count.numbers++;
            if (!holdsDollars(column, row)) {
              if (cell.money !== null)
                at(column, `money on a ${row.format ?? column?.format ?? "row"} number`);
              continue;
            }
            if (cell.money === null) {
              at(column, "dollars without money");
              continue;
            }
            count.money++;
            if (cell.money.currencyCode !== "USD" || cell.money.amount !== cents(cell.number))
              at(
                column,
                `money ${cell.money.amount} ${cell.money.currencyCode} for the number ${cell.number}`,
              );
            amounts.set(`${entry.reportId} ${row.key} ${cell.field}`, cell.money.amount);
          }
      }
    }

    const summary = (keys: string[]) => {
      const counts = keys.map((k) => tally.get(k) ?? { numbers: 0, money: 0, dollarColumns: 0 });
      const sum = (f: (c: { numbers: number; money: number; dollarColumns: number }) => number) =>
        counts.reduce((n, c) => n + f(c), 0);
      const none = keys.filter((k) => (tally.get(k)?.money ?? 0) === 0);
      return (
        `money on ${sum((c) => c.money)} of ${sum((c) => c.numbers)} numbers (${sum((c) => c.dollarColumns)} dollar columns), ` +
        `on ${keys.length - none.length} of ${keys.length} reports (none on ${none.join(", ")})`
      );
    };
    console.log(
      `The definition's reports: ${summary([...definition.selected])}\n` +
        `The whole catalogue: ${summary(definition.all.map((e) => e.key))}`,
    );
    expect(problems.list()).toEqual([]);
    expect([...tally.values()].filter((c) => c.money > 0).length).toBeGreaterThan(50);

    // A gap shown in thousands is money in dollars: a folder's repricing gap over every period (80,
    // 'Total ($000)') is its balance (70, 'Balance ($)'), to the cent.
    const both = [...amounts]
      .filter(([key]) => key.startsWith("80 ") && key.endsWith(" total"))
      .map(([key, gap]) => [gap, amounts.get(key.replace(/^80 (.*) total$/, "70 $1 balance"))] as const)
      .filter(([, balance]) => balance !== undefined);
    expect(both.length).toBeGreaterThan(5);
    for (const [gap, balance] of both) expect(Number(gap)).toBeCloseTo(Number(balance), 0);
  }, 300_000);
});
