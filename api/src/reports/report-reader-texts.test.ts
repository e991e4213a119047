import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findReport } from "./catalogue/report-catalogue.ts";
import { listsReport } from "@alm/formats";
import type { ReportNode } from "./catalogue/report-types.ts";
import { walkCoa } from "../chart-tree/coa-node.ts";
import { buildDemoChartOfAccounts } from "../seed/demo-chart-of-accounts.ts";
import {
  callApi,
  clientIds,
  modelOf,
  reportDefinitionIds,
  sendJson,
  signInAll,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";
import type { ReportModel, TableData } from "./report-model.ts";
import { page as yieldsPage } from "./pages/57-nii-yield-projections.ts";
import { page as shockedPage } from "./pages/62-shocked-nii-projections.ts";

/** Pages whose narrative says where the zero floor makes shocks give the same values. */
// The pages whose text says why shocks floored at zero are alike (the NEV paragraph's and NEV Summary's).
const NARRATIVE_PAGES = [11, 20, 21, 30, 31, 32, 33];
const FLOOR_SENTENCE =
  "Shocked rates stop at zero, so the -400 and -300 bp shocks give the same values as the -200 bp shock";
const REFERENCE = " (Rate Scenario Definitions)";

interface Definition {
  id: number;
  name: string;
  baseDataSetId: number;
  compareDataSetId: number | null;
  chartOfAccountsId: number;
  niiYears: number;
  selectedSubReportDefinitions: (number | string)[];
}

describe("texts a reader of the package can follow", () => {
  let api: TestApi;
  let tokens: Awaited<ReturnType<typeof signInAll>>;
  const defs: Record<string, number> = {};
  let clients: Record<string, number>;

  const read = async (reportId: number, defId: number, token = tokens.staff) => {
    const page = findReport(reportId) as ReportNode;
    const tail = page.urlKey === "nii" ? "/year/1" : "";
    const res = await callApi(
      api,
      `/base/analysis/reports/${reportId}/reportdefinition/${defId}${tail}`,
      token,
    );
    expect(res.status, `report ${reportId}`).toBe(200);
    return modelOf<ReportModel>(res).data;
  };
  const narratives = async (defId: number, token?: string) =>
    Promise.all(NARRATIVE_PAGES.map(async (id) => String((await read(id, defId, token)).summary)));

  beforeAll(async () => {
    api = await startTestApi();
    tokens = await signInAll(api);
    clients = await clientIds(api);
    Object.assign(defs, await reportDefinitionIds(api));
  });
  afterAll(() => api.close());

  it("narratives say the rates stop at zero without sending the reader to a page the package leaves out", async () => {
    const defId = defs["RFCU:Q4 2021 ALM Report"] as number;
    const list = modelOf<Definition[]>(
      await callApi(api, `/base/analysis/reportdefinitions/client/${clients.RFCU}`, tokens.staff),
    );
    const q4 = list.find((d) => d.id === defId) as Definition;
    const has89 = (d: Definition) => listsReport(d.selectedSubReportDefinitions, 89);
    expect(has89(q4)).toBe(false);
    for (const text of await narratives(defId, tokens.client)) {
      expect(text).toContain(`${FLOOR_SENTENCE}.`);
      expect(text).not.toContain(REFERENCE);
    }

    // The same package with Rate Scenario Definitions added points to it.
    const res = await sendJson(
      api,
      "PUT",
      `/base/analysis/reportdefinitions/client/${clients.RFCU}`,
      tokens.staff,
      {
        name: "Q4 2021 with Rate Scenarios",
        baseDataSetId: q4.baseDataSetId,
        compareDataSetId: q4.compareDataSetId,
        chartOfAccountsId: q4.chartOfAccountsId,
        niiYears: q4.niiYears,
        selectedSubReportDefinitions: [...q4.selectedSubReportDefinitions, 89],
      },
    );
    expect(res.status).toBe(201);
    const withPage = modelOf<Definition>(res);
    expect(has89(withPage)).toBe(true);
    for (const text of await narratives(withPage.id))
      expect(text).toContain(`${FLOOR_SENTENCE}${REFERENCE}.`);
  });

  it("puts what the results say of the board's limits under the analyst's commentary, as the matrix counts them", async () => {
    for (const name of ["RFCU:Q4 2021 ALM Report", "RFCU:Q3 2021 ALM Report"]) {
      const defId = defs[name] as number;
      const matrix = (await read(27, defId, tokens.client)).grid1 as TableData;
      const breached = matrix.rows.filter((r) => r.breach === true).length;
      expect(breached, name).toBeGreaterThan(0);
      const text = String((await read(16, defId, tokens.client)).commentary);
      // The seed's words said "within policy limits across all rate scenarios" over these breaches.
      expect(text, name).not.toMatch(/within policy limits/);
      expect(text, name).toContain(
        `\n\nFrom this report's results, ${breached} of the board's ${matrix.rows.length} policy limits are breached: NEV % Change`,
      );
      // How far each is breached, in words: the names alone sent the board to the matrix.
      const said = /breached: (.*)\. Each limit/.exec(text)?.[1]?.split("; ") ?? [];
      expect(said, name).toHaveLength(breached);
      for (const one of said)
        expect(one, name).toMatch(
          /^(NEV|NII|Net Income) .+?, (a decline of \d+\.\d\d% against the \d+\.\d\d% allowed|\d+\.\d\d% against a minimum of \d+\.\d\d%)$/,
        );
      expect(text, name).toContain(
        "Each limit and the value measured against it are in the Compliance with Policy Matrix.",
      );
    }
  });

  it("says a move in words, its size unsigned, where a sentence gave it a sign", async () => {
    const defId = defs["RFCU:Q4 2021 ALM Report"] as number;
    const textOf = (data: Record<string, unknown>) =>
      Object.values(data)
        .filter((v): v is string => typeof v === "string")
        .join("\n");
    // Economic Update, against the quarter before: it read "moved +45 bp" and "(+142 bp from 2 to 10 years)".
    const update = textOf(await read(12, defId, tokens.client));
    expect(update).toMatch(
      /the curve was [a-z ]+ \(the 10-year (\d+ bp (above|below)|level with) the 2-year\)\./,
    );
    expect(update).toMatch(
      /Since 2021\/09\/30 the 2-year yield (rose by \d+ bp|fell by \d+ bp|was unchanged) and the 10-year (rose by \d+ bp|fell by \d+ bp|was unchanged)\./,
    );
    // The supervisory test's comparison with the firm's model: it read "a NEV change of -46.04%".
    const matrix = textOf(await read(27, defId, tokens.client));
    expect(matrix).toMatch(
      /after the \+300 bp shock, with NEV falling by \d+\.\d\d% \(the compliance table above\)/,
    );
    // Scenarios keep their names (the +300 bp shock); no other figure in a sentence is signed.
    for (const text of [update, matrix])
      expect(text.replace(/[+-]\d+ bp (shock|ramp)/g, "")).not.toMatch(/(^|[\s(])[+-]\d/);
  });

  it("says why the printed book and market values differ by another last digit than their gain", async () => {
    const text = Object.values(
      (await read(14, defs["RFCU:Q4 2021 ALM Report"] as number)) as Record<string, unknown>,
    )
      .filter((v): v is string => typeof v === "string")
      .join("\n");
    const [, book, market, gain, why] =
      /book value of \$([\d.]+) million and a market value of \$([\d.]+) million, an unrealized (?:gain|loss) of \$([\d.]+) million( \(the difference before rounding\))?\./.exec(
        text,
      ) ?? [];
    expect(book, text).toBeDefined();
    const ofPrinted = Math.abs(Number(market) - Number(book)).toFixed(1);
    // $251.4 million less $246.9 million read beside "a gain of $4.4 million", unexplained.
    expect(why !== undefined).toBe(ofPrinted !== gain);
  });

  it("says each summary page's own text: the NEV paragraph once in the Summary Reports", async () => {
    const defId = defs["RFCU:Q4 2021 ALM Report"] as number;
    // The Report Overview pages, the Summary Reports package (gateway pdf-entries.ts).
    const overview = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29];
    const paragraphs = (
      await Promise.all(overview.map(async (id) => String((await read(id, defId)).summary ?? "")))
    ).flatMap((text, i) => text.split("\n\n").map((p) => ({ page: overview[i], p })));
    const nev = paragraphs.filter(({ p }) => p.includes("the net economic value of"));
    // The same paragraph stood on the ALM Summary, NEV Summary and Asset Liability Management
    // Summary, three pages running (a CFO's review).
    expect(nev.map((x) => x.page)).toEqual([20]);
    const said = (page: number) =>
      paragraphs
        .filter((x) => x.page === page)
        .map((x) => x.p)
        .join(" ");
    // NEV Summary: its table's NEV across the shocks and the ratio's change from Base.
    expect(said(21)).toMatch(
      /^NEV is \$[\d.]+ million in the base scenario; across the shocks it ranges from \$[\d.]+ million in the /,
    );
    expect(said(21)).toContain("From Base, the NEV ratio falls by as much as 844 bp (+500 bp shock)");
    // Asset Liability Management Summary: its comparison of current and prior.
    expect(said(24)).toMatch(/^Compared with 2021\/09\/30: NEV Ratio \(Base\) (rose|fell) by \d+ bp from /);
    expect(said(24)).toContain("Return on Assets, Year 1");
    // The NII paragraph: the ALM Summary's and NII Summary's, not Balance Sheet Composition's.
    const nii = paragraphs.filter(({ p }) => p.includes("Projected net interest income for year"));
    expect(nii.map((x) => x.page)).toEqual([20, 22]);
    // Balance Sheet Composition: its table's largest groups on each side, with their mix.
    expect(said(25)).toMatch(
      /^Total assets are \$[\d.]+ million at book value\. The largest asset groups are [^;]+ \(\$[\d.]+ million, [\d.]+%\)[^;]*; the largest sources of funding are [^;]+, with their shares of total assets\.$/,
    );
  });

  it("says why the printed durations differ by another last digit than their mismatch", async () => {
    const text = String((await read(20, defs["RFCU:Q4 2021 ALM Report"] as number)).summary);
    const [, assets, liabilities, mismatch, why] =
      /effective duration of (\d+\.\d\d) years and liabilities (\d+\.\d\d) years, a mismatch of (\d+\.\d\d) years( \(the difference of the durations before rounding\))?\./.exec(
        text,
      ) ?? [];
    expect(mismatch, text).toBeDefined();
    const adds = (Number(assets) - Number(liabilities)).toFixed(2) === mismatch;
    // The demo's 3.02 and 1.50 years make 1.51 (3.0152 - 1.5044): the sentence says why.
    expect(Boolean(why)).toBe(!adds);
    expect(adds).toBe(false);
  });

  it("says why a ratio's change in bp differs from the difference of the ratios it prints", async () => {
    const said: boolean[] = [];
    for (const defId of Object.values(defs)) {
      const res = await callApi(api, `/base/analysis/reports/20/reportdefinition/${defId}`, tokens.staff);
      if (res.status !== 200) continue;
      const text = String(modelOf<ReportModel>(res).data.summary);
      const base = /a NEV ratio of (\d+\.\d\d)%/.exec(text)?.[1];
      const [, bp, why, to] =
        /NEV ratio by (\d+) bp( \(the difference before rounding\))?, to (\d+\.\d\d)%/.exec(text) ?? [];
      expect(bp, text).toBeDefined();
      const ties = Math.round(Math.abs(Number(base) - Number(to)) * 100) === Number(bp);
      expect(Boolean(why), text).toBe(!ties);
      said.push(Boolean(why));
    }
    // The demo's Q3 ratio falls from 11.34% to 6.45%, 489 bp apart as printed, by 488 bp: said why.
    expect(said).toContain(true);
  });

  it("names a NII page's rate for what it is: not its row's income over the balance shown", async () => {
    const def = defs["RFCU:Q4 2021 ALM Report"] as number;
    for (const [page, scenario, income] of [
      [yieldsPage, "Base", "dataset1_base"],
      [shockedPage, "Shock", "dataset1_scenario"],
    ] as const) {
      const rate = page.tables?.[String(page.id)]?.columns.find((c) => c.field === "averageRate");
      // "Average Rate" stood for the base's rate on one page and the shock's on the other.
      expect(rate?.label).toBe(`${scenario} Rate on Earning Balances`);
      const footer = page.template.find((b) => b.footer)?.footer ?? "";
      expect(footer).toContain("over the average balance of the positions that bear a rate");
      const data = (await read(page.id, def)) as Record<string, TableData>;
      const rows = data.tree?.rows ?? [];
      const assets = rows.find((r) => r.description === "Assets");
      expect(assets, JSON.stringify(rows.map((r) => r.description))).toBeDefined();
      if (page === shockedPage) {
        // 3.89% beside $29.5 million of income on $799.0 million (3.69%): the balance shown holds
        // balances that earn nothing, which the rate leaves out, as the footer says.
        const ofBalance = Number(assets?.[income]) / Number(assets?.averageBalance);
        expect(Number(assets?.averageRate)).toBeGreaterThan(ofBalance + 0.001);
      }
    }
  });

  it("Market Spreads names each group as the chart of accounts does, never by its key", async () => {
    const rows = (
      (await read(72, defs["RFCU:Q4 2021 ALM Report"] as number, tokens.client)).grid1 as TableData
    ).rows;
    const groups = rows.filter((r) => r.id !== "default");
    expect(groups.length).toBeGreaterThan(0);
    const chart = walkCoa(buildDemoChartOfAccounts());
    const descriptions = new Set(chart.map((n) => n.description));
    const keys = new Set(chart.filter((n) => n.description !== n.key).map((n) => n.key));
    for (const r of groups) {
      expect(r.description, "a folder's name").not.toMatch(/_H\d$/);
      expect(descriptions.has(String(r.description)), String(r.description)).toBe(true);
      expect(keys.has(String(r.description))).toBe(false);
    }
    expect(rows.at(-1)?.description).toBe("All other positions");
  });
});
