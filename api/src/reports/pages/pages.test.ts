import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALM_SUMMARY, breachFlag, DURATION_MISMATCH_NOTE, POLICY_MATRIX } from "@alm/formats";
import { callApi, modelOf, signInAll, startTestApi, type TestApi } from "../../testing/test-api.ts";
import { ROUNDED_CHANGES_NOTE, ROUNDED_SHARES_FOOTER, showsChanges } from "./rounding-note.ts";
import { NEV_RATIO_CHANGE_BP } from "../measures.ts";
import type { ReportModel, Row, TableData } from "../report-model.ts";
import { REPORT_GROUPS } from "./index.ts";
import type { PageDefinition } from "./page-definition.ts";

const PAGES: PageDefinition[] = REPORT_GROUPS.flatMap((g) => g.pages);
const walk = (rows: readonly Row[]): Row[] => rows.flatMap((r) => [r, ...walk(r.children ?? [])]);
/** Numbers every row carries to place itself (tree position, folder type), not columns. */
const PLACEMENT = new Set(["id", "parentId", "order", "hLevel", "folderType", "code"]);

describe("page modules", () => {
  let api: TestApi;
  let token: string;
  let definitionId: number;

  beforeAll(async () => {
    api = await startTestApi();
    token = (await signInAll(api)).staff;
    const [row] = await api.db.query<{ id: number }>(
      "select id from report_definitions where name = 'Q4 2021 ALM Report'",
    );
    definitionId = row?.id ?? 0;
  });
  afterAll(() => api.close());

  it("each name their table dictionaries in their own module, one module per id", () => {
    expect(new Set(PAGES.map((p) => p.id)).size).toBe(PAGES.length);
    for (const page of PAGES) {
      for (const block of page.template.filter((b) => b.type === "table")) {
        expect(page.tables?.[block.dictionaryKey ?? ""], `page ${page.id} ${block.source}`).toBeDefined();
      }
    }
  });

  it("say under every table of shares of a whole that the shares are rounded each on its own", () => {
    const shares = PAGES.filter((p) =>
      Object.values(p.tables ?? {}).some((t) =>
        t.columns.some((c) => c.label === "% of Portfolio" || c.label === "Mix"),
      ),
    );
    expect(shares.map((p) => p.id)).toEqual([23, 25, 91]);
    for (const page of shares) {
      const tables = page.template.filter((b) => b.type === "table");
      expect(tables, `page ${page.id}`).toHaveLength(1);
      expect(tables[0]?.footer, `page ${page.id}`).toContain(ROUNDED_SHARES_FOOTER);
    }
  });

  it("say under every table of changes that changes are computed before rounding", () => {
    const noted = PAGES.filter((p) =>
      p.template.some((b) => b.type === "table" && b.footer?.includes(ROUNDED_CHANGES_NOTE)),
    ).map((p) => p.id);
    // The pages a review footed by hand: NEV Summary, Asset Liability Management Summary, NEV
    // Change and Volatility, Net Income and ROA Comparison, and ALM Summary's rows of changes.
    expect(noted).toEqual(expect.arrayContaining([20, 21, 24, 31, 32, 37]));
    for (const page of PAGES) {
      for (const block of page.template.filter((b) => b.type === "table")) {
        if (showsChanges(page.tables?.[block.dictionaryKey ?? ""]))
          expect(block.footer, `page ${page.id} ${block.source}`).toContain(ROUNDED_CHANGES_NOTE);
      }
    }
    // A footer of its own keeps it, with the note after it.
    const comparison = PAGES.find((p) => p.id === 41)?.template.find((b) => b.type === "table");
    expect(comparison?.footer).toMatch(
      new RegExp(`^N/A .+ ${ROUNDED_CHANGES_NOTE.replace(/[.()]/g, "\\$&")}$`),
    );
  });

  /** Each page's data as the api answers it (year 1 of NII pages), read once for every test. */
  const built = new Map<number, Promise<ReportModel["data"]>>();
  const dataOf = (page: PageDefinition) => {
    const tail = page.urlKey === "nii" ? "/year/1" : page.urlKey === "trend" ? "/trend" : "";
    const read = async () => {
      const res = await callApi(
        api,
        `/base/analysis/reports/${page.id}/reportdefinition/${definitionId}${tail}`,
        token,
      );
      expect(res.status, `page ${page.id}`).toBe(200);
      return modelOf<ReportModel>(res).data;
    };
    if (!built.has(page.id)) built.set(page.id, read());
    return built.get(page.id)!;
  };
  /** Every table block of every page with its dictionary and its rows, tree rows included. */
  async function* tables() {
    for (const page of PAGES) {
      const data = await dataOf(page);
      for (const block of page.template.filter((b) => b.type === "table")) {
        const dictionary = page.tables?.[block.dictionaryKey ?? ""];
        yield { page, block, dictionary, rows: walk((data[block.source] as TableData).rows) };
      }
    }
  }

  it("build every block, every row with every declared column and no undeclared number", async () => {
    for (const page of PAGES) {
      const data = await dataOf(page);
      expect(Object.keys(data).sort(), `page ${page.id} blocks`).toEqual(
        [...new Set(page.template.map((b) => b.source))].sort(),
      );
      for (const block of page.template.filter((b) => b.type === "table")) {
        const columns = page.tables?.[block.dictionaryKey ?? ""]?.columns.map((c) => c.field) ?? [];
        const declared = new Set([...columns, ...(page.rowNumbers ?? [])]);
        for (const row of walk((data[block.source] as TableData).rows)) {
          const where = `page ${page.id} ${block.source} row ${row.id}`;
          expect(
            columns.filter((field) => !(field in row)),
            `${where}: missing columns`,
          ).toEqual([]);
          const leaks = Object.entries(row)
            .filter(
              ([field, value]) => typeof value === "number" && !declared.has(field) && !PLACEMENT.has(field),
            )
            .map(([field]) => field);
          expect(leaks, `${where}: undeclared numbers`).toEqual([]);
        }
      }
    }
  }, 120_000);

  it("make a column that says a policy breach in words the table's answer, drawn as a breach", async () => {
    // The Executive Summary's "Outside policy" read like its "Within policy" (a CFO's review): the
    // screen and paper emphasize a breached row's answer (showsBreach, @alm/formats), so a column whose
    // words follow the row's breach flag must be that answer.
    const stating: string[] = [];
    for await (const { page, block, dictionary, rows } of tables()) {
      const flagged = rows.filter((r) => typeof r[POLICY_MATRIX.breach] === "boolean");
      for (const column of dictionary?.columns ?? []) {
        if (column.format !== "text" || !flagged.length) continue;
        const wordsOf = (breach: boolean) =>
          new Set(flagged.filter((r) => r[POLICY_MATRIX.breach] === breach).map((r) => r[column.field]));
        const [breached, met] = [wordsOf(true), wordsOf(false)];
        const follows = breached.size === 1 && met.size === 1 && [...breached][0] !== [...met][0];
        if (!follows) continue;
        stating.push(`${page.id} ${block.source} ${column.field}`);
        expect(column.answers, `page ${page.id} ${block.source} ${column.field}`).toBe(true);
      }
    }
    // The demo breaches some limits and meets others, so every page that says so is checked.
    expect(stating).toEqual(["11 grid1 status", "27 grid1 status", "28 grid1 status"]);
  }, 120_000);

  it("flag each figure beyond its limit in its own cell, as the matrix's answer flags its row", async () => {
    // A -36.20% under a -25.00% limit read like every figure beside it (a CFO's review): the screen
    // and paper draw a figure its row flags (breachFlag) as they draw the matrix's "No".
    const flagging: string[] = [];
    const prefix = breachFlag("");
    for await (const { page, block, dictionary, rows } of tables()) {
      const where = `page ${page.id} ${block.source}`;
      const figures = dictionary?.columns.filter((c) =>
        ["numeric", "percentage", "currency"].includes(c.format),
      );
      const numbers = new Set(figures?.map((c) => c.field));
      const flags = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => k.startsWith(prefix))))];
      // A flag beside no figure of the table would emphasize nothing.
      expect(
        flags.filter((f) => !numbers.has(f.slice(prefix.length))),
        `${where}: flags`,
      ).toEqual([]);
      if (rows.some((r) => flags.some((f) => r[f] === true))) flagging.push(`${page.id} ${block.source}`);
      for (const r of rows)
        if (POLICY_MATRIX.value in r && typeof r[POLICY_MATRIX.breach] === "boolean")
          expect(r[breachFlag(POLICY_MATRIX.value)], `${where} row ${r.id}`).toBe(r[POLICY_MATRIX.breach]);
    }
    // The demo breaches its +200 to +400 bp NEV limits: every table showing those figures flags
    // them (limit-cells.ts), not only the Executive Summary, the matrix and Policy Measurements (a
    // CFO's review found the NEV Summary's (46.04%) plain).
    expect(flagging).toEqual([
      "11 grid1",
      "20 grid1",
      "21 grid1",
      "24 grid1",
      "27 grid1",
      "28 grid1",
      "31 grid1",
      "33 grid1",
      "34 grid1",
    ]);
  }, 120_000);

  it("say under every table that shows the duration mismatch how it is computed", async () => {
    // 1.51 beside durations of 3.02 and 1.50: a reader subtracting got 1.52 (a CFO's review).
    const showing: number[] = [];
    for await (const { page, block, dictionary, rows } of tables()) {
      const shows =
        rows.some((r) => r.id === ALM_SUMMARY.durationMismatch) ||
        !!dictionary?.columns.some((c) => c.field === ALM_SUMMARY.durationMismatch);
      if (!shows) continue;
      showing.push(page.id);
      expect(block.footer, `page ${page.id} ${block.source}`).toContain(DURATION_MISMATCH_NOTE);
      // The note speaks of the durations: the table shows them beside the mismatch (a CFO's review).
      const durations = [ALM_SUMMARY.assetDuration, ALM_SUMMARY.liabilityDuration];
      const showsDurations = durations.every(
        (d) => rows.some((r) => r.id === d) || !!dictionary?.columns.some((c) => c.field === d),
      );
      expect(showsDurations, `page ${page.id} ${block.source}: durations`).toBe(true);
    }
    // The ALM Summary's table (the dashboard's tile reads it) and the trend's.
    expect(showing).toEqual([20, 26]);
  }, 120_000);

  it("give with the ALM Summary's mismatch the durations it is the difference of, for the dashboard's tile", async () => {
    // The tile's note spoke of durations it did not show (a CFO's review).
    const almSummary = PAGES.find((p) => p.id === 20)!;
    const grid = (await dataOf(almSummary))[ALM_SUMMARY.table] as TableData;
    const assets = grid.metadata[ALM_SUMMARY.assetDuration];
    const liabilities = grid.metadata[ALM_SUMMARY.liabilityDuration];
    const mismatch = grid.rows.find((r) => r.id === ALM_SUMMARY.durationMismatch)?.[
      ALM_SUMMARY.scenarioColumn("Base")
    ];
    expect(typeof assets === "number" && typeof liabilities === "number").toBe(true);
    // The answer keeps 12 significant digits of each.
    expect(mismatch).toBeCloseTo((assets as number) - (liabilities as number), 9);
  });

  it("put a column of a group's measure under that group's header", () => {
    // NEV Volatility's "NEV Ratio Change from Base (bp)" stood beside its "NEV Ratio" group
    // (Current, Prior, Change), on screen, in print and in the workbook (a CFO's review).
    const outside: string[] = [];
    for (const page of PAGES)
      for (const [key, table] of Object.entries(page.tables ?? {})) {
        const groups = new Set(table.columns.flatMap((c) => (c.group ? [c.group] : [])));
        for (const column of table.columns)
          for (const group of groups)
            if (!column.group && column.label.startsWith(`${group} `))
              outside.push(`${page.id} ${key}: ${column.label} beside ${group}`);
      }
    expect(outside).toEqual([]);
  });

  it("name the NEV ratio's change apart from NCUA's NEV sensitivity", async () => {
    // "Sensitivity (bp)" (the NEV ratio's change) and "NEV Sensitivity" (NCUA's percent change of
    // NEV) read as one measure in two units (an examiner's review).
    const named: string[] = [];
    const note = (where: string, label: string | undefined) => {
      if (label && /\bsensitivity\b/i.test(label)) named.push(`${where}: ${label}`);
    };
    for (const page of PAGES) {
      const data = await dataOf(page);
      for (const block of page.template) note(`${page.id} ${block.source}`, block.title);
      for (const [source, block] of Object.entries(data)) {
        if (typeof block === "string") continue;
        if (block.kind === "chart") {
          note(`${page.id} ${source}`, block.title);
          for (const s of block.series) note(`${page.id} ${source}`, s.name);
          continue;
        }
        for (const row of walk(block.rows)) note(`${page.id} ${source}`, row.description);
      }
      for (const [key, table] of Object.entries(page.tables ?? {}))
        for (const column of table.columns) {
          note(`${page.id} ${key}`, column.label);
          // Read with its group's header above it where it has one ("NEV Ratio" over "Change from Base (bp)").
          if (["dataset1_sensitivity", "sensitivityBp"].includes(column.field))
            expect(
              [column.group, column.label].filter(Boolean).join(" "),
              `page ${page.id} ${column.field}`,
            ).toBe(NEV_RATIO_CHANGE_BP);
        }
    }
    // NCUA's own name for its measure, and the deposits' rate sensitivity (no measure) on their page.
    expect(named).toEqual([
      "27 grid2: NEV Sensitivity (+300 bp)",
      "74 grid1: Deposit Decay and Rate Sensitivity",
    ]);
  }, 120_000);
});
