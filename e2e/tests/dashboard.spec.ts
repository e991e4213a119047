import { type Locator, type Page, type Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, expectAccessibleOnPhoneAndDesktop } from "./axe.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import { forgetClient, graphql, homeWithClient, rfcuLists } from "./management-helpers.ts";
import { settled } from "./report-card-state.ts";
import { openSignedIn } from "./sign-in.ts";

/** NEV ratio, NEV change, rating, duration mismatch, NII at risk over 12 and 24 months, liquidity. */
const METRIC_TILES = 7;

const tile = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const headline = (t: Locator) => t.getByTestId("headline");
const line = (t: Locator, label: string) => t.getByTestId(`line-${label}`);

/** The demo's runs finish shortly after the stack starts: reload until every tile has its figure. */
async function dashboardWithFigures(page: Page) {
  await expect(page.getByRole("heading", { name: "Risk at a Glance" })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        await expect(page.getByLabel(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
        const figures = await page.getByTestId("headline").count();
        if (figures < METRIC_TILES) await page.reload();
        return figures;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(METRIC_TILES);
}

/** A grid cell of the report on screen: the row whose `key` cell reads `keyText`, its `field` column. */
async function cell(page: Page, grid: string, match: Record<string, string>, field: string) {
  let rows = page.getByRole("grid", { name: grid, exact: true }).getByRole("row");
  for (const [key, text] of Object.entries(match)) {
    rows = rows.filter({
      has: page.locator(`[role="gridcell"][data-field="${key}"]`, {
        hasText: new RegExp(`^\\s*${escape(text)}\\s*$`),
      }),
    });
  }
  await expect(rows).toHaveCount(1);
  return (await rows.locator(`[role="gridcell"][data-field="${field}"]`).innerText()).trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Follows a tile's link to its report page and waits until the page has rendered, from the page
 * the dashboard read: the report card asks nothing more for it.
 */
async function openFrom(page: Page, from: Locator, pageTitle: string, reportId: number) {
  const asked: string[] = [];
  const onRequest = (r: Request) => {
    const body = r.method() === "POST" && r.url().endsWith("/graphql") ? r.postDataJSON() : null;
    if (body?.operationName === "ReportCard" && body.variables?.reportId === reportId) asked.push(r.url());
  };
  page.on("request", onRequest);
  await from.getByRole("link", { name: pageTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/reports/\\d+\\?report=${reportId}$`));
  expect(await settled(page)).toBe("complete");
  await expect(
    page.getByRole("navigation", { name: "Reports" }).locator('[aria-current="page"]'),
  ).toContainText(pageTitle);
  // The link went with the dashboard: focus is on the report it opened, not lost to the page.
  await expect(page.locator("#report")).toBeFocused();
  page.off("request", onRequest);
  expect(asked, "the report card reads the page the dashboard read from the cache").toEqual([]);
}

test("a client's dashboard shows the figures of the report pages it links to", async ({ page }) => {
  test.setTimeout(240_000);
  await openSignedIn(page, "client", "/analysis/dashboard");
  await dashboardWithFigures(page);
  await expect(
    page.getByText(/Q4 2021 ALM Report, as of 2021\/12\/31 · 2 published as-of dates/),
  ).toBeVisible();
  const dashboard = page.url();
  await expectAccessibleOnPhoneAndDesktop(page);

  // NEV ratio, the +300 change and the NCUA rating: Compliance with Policy Matrix.
  const nev = tile(page, "NEV Ratio");
  const shown = {
    ratio: await headline(nev).innerText(),
    minimum: await line(nev, "Policy minimum (Base)").innerText(),
    change: await headline(tile(page, "NEV Change in the +300 bp shock")).innerText(),
    changeLimit: await line(
      tile(page, "NEV Change in the +300 bp shock"),
      "Policy limit (largest decline)",
    ).innerText(),
    rating: await headline(tile(page, "NCUA Supervisory Rating")).innerText(),
    postShock: await line(
      tile(page, "NCUA Supervisory Rating"),
      "Post-shock NEV ratio (NCUA share prices)",
    ).innerText(),
    decline: await line(tile(page, "NCUA Supervisory Rating"), "NEV change (NCUA share prices)").innerText(),
    cell: await line(
      tile(page, "NCUA Supervisory Rating"),
      "NCUA table cell (post-shock ratio × decline)",
    ).innerText(),
    trend: (await nev.getByRole("img").getAttribute("aria-label")) ?? "",
  };
  expect(shown.ratio).toMatch(/^\d+\.\d{2}%$/);
  await expect(
    nev.getByRole("img", { name: /^NEV Ratio by as-of date: 2021\/09\/30 .+, 2021\/12\/31 / }),
  ).toHaveAttribute("aria-label", new RegExp(`2021/12/31 ${escape(shown.ratio)}$`));
  await openFrom(page, nev, "Compliance with Policy Matrix", 27);
  const limits = "Compliance with Policy Limits";
  expect(await cell(page, limits, { description: "NEV Ratio (minimum)", scenario: "Base" }, "value")).toBe(
    shown.ratio,
  );
  expect(await cell(page, limits, { description: "NEV Ratio (minimum)", scenario: "Base" }, "limit")).toBe(
    shown.minimum,
  );
  const change = { description: "NEV % Change (largest decline)", scenario: "+300 bp shock" };
  expect(await cell(page, limits, change, "value")).toBe(shown.change);
  expect(await cell(page, limits, change, "limit")).toBe(shown.changeLimit);
  const supervisory = "NCUA NEV Supervisory Test: the Two Measures at +300 bp";
  expect(await cell(page, supervisory, { description: "Post-Shock NEV Ratio (+300 bp)" }, "value")).toBe(
    shown.postShock,
  );
  expect(await cell(page, supervisory, { description: "NEV Sensitivity (+300 bp)" }, "value")).toBe(
    shown.decline,
  );
  // The cell of NCUA's table that applies, marked in the table and named on the tile.
  const [ratioBand, declineBand] = shown.cell.replace(/ decline$/, "").split(" × ");
  const matrix = "NCUA Risk Rating Table: Post-Shock NEV Ratio by NEV Decline";
  const applying = page
    .getByRole("grid", { name: matrix, exact: true })
    .getByRole("row")
    .filter({ hasText: ratioBand ?? "" })
    .getByRole("gridcell", { name: `${shown.rating} (applies)` });
  await expect(applying).toHaveCount(1);
  const column = await applying.getAttribute("data-field");
  const header = page
    .getByRole("grid", { name: matrix, exact: true })
    .locator(`[role="columnheader"][data-field="${column}"]`);
  await expect(header).toContainText(declineBand ?? "");
  const why = `NCUA NEV Supervisory Test (NCUA's share prices): ${shown.rating} risk.`;
  await expect(page.getByText(why)).toBeVisible();

  // The Executive Summary tells the same story: the same rating, in the same words.
  await navigateInApp(page, new URL(page.url()).pathname + "?report=11");
  expect(await settled(page)).toBe("complete");
  await expect(page.getByText(why)).toBeVisible();

  // The trend's earlier point is the earlier published quarter's own page.
  const earlier = /2021\/09\/30 (\S+),/.exec(shown.trend)?.[1];
  expect(earlier).toMatch(/^\d+\.\d{2}%$/);
  const { viewer } = await graphql<{
    viewer: { client: { reportDefinitions: { databaseId: number; name: string }[] } };
  }>(page, "{ viewer { client { reportDefinitions { databaseId name } } } }");
  const q3 = viewer.client.reportDefinitions.find((d) => d.name === "Q3 2021 ALM Report");
  await navigateInApp(page, `/analysis/reports/${q3?.databaseId}?report=27`);
  expect(await settled(page)).toBe("complete");
  expect(await cell(page, limits, { description: "NEV Ratio (minimum)", scenario: "Base" }, "value")).toBe(
    earlier,
  );

  // NII at risk: the largest decline of each horizon on Earnings at Risk.
  for (const [title, field] of [
    ["NII at Risk, 12 Months", "percent12"],
    ["NII at Risk, 24 Months", "percent24"],
  ] as const) {
    await navigateInApp(page, dashboard);
    const nii = tile(page, title);
    await expect(headline(nii)).toBeVisible();
    const figure = await headline(nii).innerText();
    // Scenarios that tie are named together: "-200, -300 and -400 bp shocks".
    const named = await line(nii, "Largest decline in").innerText();
    const kind = / bp (shock|ramp)s?$/.exec(named)?.[1];
    const scenarios = named.match(/[-+−]?\d+(?= bp|,| and)/g)?.map((bp) => `${bp} bp ${kind}`) ?? [];
    expect(scenarios.length, named).toBeGreaterThan(0);
    await openFrom(page, nii, "Earnings at Risk", 38);
    const grid = "Cumulative NII and Its Change from Base";
    for (const description of scenarios) expect(await cell(page, grid, { description }, field)).toBe(figure);
    const all = await page
      .getByRole("grid", { name: grid, exact: true })
      .locator(`[role="gridcell"][data-field="${field}"]`)
      .allInnerTexts();
    const value = (text: string) => Number(text.replace(/[()%]/g, "")) * (text.startsWith("(") ? -1 : 1);
    expect(Math.min(...all.map(value))).toBe(value(figure));
  }

  // Duration mismatch: ALM Summary, in years at base.
  await navigateInApp(page, dashboard);
  const duration = tile(page, "Effective Duration Mismatch");
  await expect(headline(duration)).toBeVisible();
  const years = await headline(duration).innerText();
  expect(years).toMatch(/^\(?\d{1,2}\.\d{2}\)?$/);
  // Beside it the durations its note speaks of (it showed none, a CFO's review), as the ALM
  // Summary's narrative says them; each part held together by no-break spaces (\s matches them).
  const durations = /^Assets\s(\d+\.\d{2})\s· Liabilities\s(\d+\.\d{2})$/.exec(
    await line(duration, "Effective durations (years)").innerText(),
  );
  expect(durations).not.toBeNull();
  await openFrom(page, duration, "ALM Summary", 20);
  await expect(
    page.getByText(
      `Assets have an effective duration of ${durations![1]} years and liabilities ${durations![2]} years`,
    ),
  ).toBeVisible();
  expect(
    await cell(
      page,
      "Net Economic Value",
      { description: "Eff. Duration Mismatch (years)" },
      "dataset1_Base",
    ),
  ).toBe(years);

  // Liquidity: the total available within a year, never the sources' whole balances; a tile's
  // dollars carry their currency, in millions with one decimal.
  await navigateInApp(page, dashboard);
  const liquidity = tile(page, "Liquidity within 1 Year");
  await expect(headline(liquidity)).toBeVisible();
  const available = await headline(liquidity).innerText();
  expect(available).toMatch(/^\$\d{1,3}(,\d{3})*\.\dM$/);
  const share = await line(liquidity, "Available, % of assets").innerText();
  await openFrom(page, liquidity, "Liquidity", 29);
  // The grid shows whole dollars under "Available within 1 Year ($)": the tile, its millions.
  const dollars = await cell(
    page,
    "Liquidity Sources",
    { description: "Total of Cash, Investments and Loans" },
    "available",
  );
  expect(`$${(Number(dollars.replace(/,/g, "")) / 1e6).toFixed(1)}M`).toBe(available);
  expect(
    await cell(
      page,
      "Liquidity Sources",
      { description: "Total of Cash, Investments and Loans" },
      "availableShare",
    ),
  ).toBe(share);
});

test.describe("staff", () => {
  test.afterEach(async ({ page }) => forgetClient(page));

  test("see the chosen client's dashboard and every client by risk rating", async ({ page }) => {
    test.setTimeout(180_000);
    await homeWithClient(page, "staff");
    // The operations the page asks for, by name, with the client each names.
    const asked: { operation: string; clientId?: string }[] = [];
    page.on("request", (r) => {
      if (!r.url().endsWith("/graphql") || r.method() !== "POST") return;
      const body = r.postDataJSON() as { operationName?: string; variables?: { clientId?: string } };
      asked.push({ operation: body.operationName ?? "", clientId: body.variables?.clientId });
    });
    await page.getByRole("button", { name: "Risk Dashboard" }).click();
    await expect(page).toHaveURL(/\/analysis\/dashboard$/);
    await dashboardWithFigures(page);
    await expect(
      page.getByRole("region", { name: "Risk at a Glance: Riverbend Federal Credit Union" }),
    ).toBeVisible();

    const firm = page.getByRole("table", { name: "Clients by Risk Rating" });
    const rows = firm.getByRole("row").filter({ has: page.getByRole("rowheader") });
    await expect(rows).toHaveCount(3);
    // Each client's figures arrive on their own: wait for every rating.
    await expect(firm.getByRole("cell").filter({ hasText: /^(Low|Moderate|High)$/ })).toHaveCount(3);
    await expectAccessible(page);
    // One request for the whole list; no client's definitions or pages asked for one by one.
    expect(asked.filter((a) => a.operation === "ClientRiskSummaries")).toHaveLength(1);
    const { clients } = await graphql<{ clients: { id: string; acronym: string }[] }>(
      page,
      "{ clients { id acronym } }",
    );
    const chosen = clients.find((c) => c.acronym === "RFCU")?.id;
    const perClient = asked.filter((a) => a.operation === "DashboardDefinitions" && a.clientId !== chosen);
    expect(perClient, "definitions of clients not shown above").toEqual([]);
    const columns = async (row: Locator) =>
      (await row.getByRole("cell").allInnerTexts()).map((t) => t.trim().replace(/\s+/g, " "));
    // Each row: as of, rating, post-shock ratio, NEV ratio, NEV change. RFCU's equal its dashboard's.
    const rfcu = await columns(rows.filter({ hasText: "(RFCU)" }));
    expect(rfcu[1]).toBe(await headline(tile(page, "NCUA Supervisory Rating")).innerText());
    expect(rfcu[2]).toBe(
      await line(
        tile(page, "NCUA Supervisory Rating"),
        "Post-shock NEV ratio (NCUA share prices)",
      ).innerText(),
    );
    // A figure outside policy says so beside it, as its tile does.
    const againstPolicy = async (name: string) => {
      const shown = tile(page, name);
      const outside = (await shown.getByText("Outside policy").count()) > 0;
      return `${await headline(shown).innerText()}${outside ? " Outside policy" : ""}`;
    };
    expect(rfcu[3]).toBe(await againstPolicy("NEV Ratio"));
    expect(rfcu[4]).toBe(await againstPolicy("NEV Change in the +300 bp shock"));
    // The riskiest first: ratings never less severe down the list, the lower post-shock ratio first within one.
    const severity = ["Low", "Moderate", "High"];
    const ranked = await Promise.all((await rows.all()).map(columns));
    for (let i = 1; i < ranked.length; i++) {
      const [above, below] = [ranked[i - 1] ?? [], ranked[i] ?? []];
      const order = severity.indexOf(above[1] ?? "") - severity.indexOf(below[1] ?? "");
      expect(order).toBeGreaterThanOrEqual(0);
      if (order === 0) expect(parseFloat(above[2] ?? "")).toBeLessThanOrEqual(parseFloat(below[2] ?? ""));
    }

    // Live: a quarter unpublished elsewhere leaves the dashboard and the list without a reload, and comes back.
    const q4 = (await rfcuLists(page)).reportDefinitions.find((d) => d.name === "Q4 2021 ALM Report");
    const workflow = (action: string) =>
      graphql(page, `mutation { ${action}(id: "${q4?.id}") { __typename } }`);
    const header = page.getByText(/^Latest published report: /);
    const rfcuAsOf = rows.filter({ hasText: "(RFCU)" }).getByRole("cell").first();
    await workflow("unpublishReportDefinition");
    try {
      await expect(header).toHaveText(/Q3 2021 ALM Report, as of 2021\/09\/30 · 1 published as-of date$/);
      await expect(rfcuAsOf).toHaveText("2021/09/30");
    } finally {
      await workflow("approveReportDefinition");
      await workflow("publishReportDefinition");
    }
    await expect(header).toHaveText(/Q4 2021 ALM Report, as of 2021\/12\/31 · 2 published as-of dates$/);
    await expect(rfcuAsOf).toHaveText("2021/12/31");

    // Choosing another client shows its dashboard.
    await rows.filter({ hasText: "(SVCU)" }).getByRole("button").click();
    await expect(
      page.getByRole("region", { name: "Risk at a Glance: Summit Valley Credit Union" }),
    ).toBeVisible();
    const svcu = await columns(rows.filter({ hasText: "(SVCU)" }));
    await expect(headline(tile(page, "NEV Ratio"))).toHaveText(
      (svcu[3] ?? "").replace(/ Outside policy$/, ""),
    );
  });
});
