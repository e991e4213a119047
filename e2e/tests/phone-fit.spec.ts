import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { chartTextCheck } from "./chart-texts.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import { dataSetsPanel, forgetClient, homeWithClient, reportsPanel } from "./management-helpers.ts";
import { settled } from "./report-card-state.ts";
import { openSignedIn } from "./sign-in.ts";

/**
 * Issue "Client screens a CFO trusts", item 4: every screen fits a 390 px phone. The page never
 * scrolls sideways (a table may, inside itself), chart axes draw only the labels that fit and cut
 * none at the chart's edge, and the row labels pinned in report grids read whole.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHONE = 390;

/** The page's width, once it has laid itself out (charts measure their panel a frame later). */
async function expectFits(page: Page, screen: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${screen} scrolls sideways at ${PHONE} px`,
    })
    .toBeLessThanOrEqual(PHONE);
}

/** Cut-off texts and overlapping axis labels of the charts `selector` finds, checked to have some. */
async function expectChartsRead(page: Page, selector: string, screen: string) {
  const { axisTexts, faults } = await chartTextCheck(page.locator(selector));
  expect(axisTexts, `${screen}: axis labels drawn`).toBeGreaterThan(0);
  expect(faults, `${screen}: chart texts`).toEqual([]);
}

/**
 * The row labels pinned at the left of the open report's grids whose text does not show whole:
 * cut at the cell's edge, or ending in an ellipsis.
 */
const cutPinnedLabels = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    for (const cell of Array.from(document.querySelectorAll("article .MuiDataGrid-cell--pinnedLeft"))) {
      const edge = cell.getBoundingClientRect();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const r = range.getBoundingClientRect();
        const holder = text.parentElement!;
        const clipped =
          holder.scrollWidth > holder.clientWidth + 1 || holder.scrollHeight > holder.clientHeight + 1;
        const outside =
          r.left < edge.left - 0.5 ||
          r.right > edge.right + 0.5 ||
          r.top < edge.top - 0.5 ||
          r.bottom > edge.bottom + 0.5;
        if (clipped || outside) cut.push(text.textContent);
      }
    }
    return cut;
  });

test("home, its forms, Client Defaults, Charts of Accounts, Yield Curves and the dashboard fit 390 px", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await homeWithClient(page, "staff");
  await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible();
  await expectFits(page, "Home");
  await page.getByRole("button", { name: "New data set" }).click();
  const dataSet = page.getByRole("dialog", { name: "New Data Set" });
  await expect(dataSet).toBeVisible();
  await expectFits(page, "The New Data Set form");
  await dataSet.getByRole("button", { name: "Cancel" }).click();
  await reportsPanel(page).getByRole("button", { name: "New report" }).click();
  const report = page.getByRole("dialog", { name: "New Report" });
  await expect(report).toBeVisible();
  await expectFits(page, "The New Report form");
  await report.getByRole("button", { name: "Cancel" }).click();

  await navigateInApp(page, "/analysis/clientsettings");
  await expect(page.getByRole("group", { name: "Net Interest Income" })).toBeVisible({ timeout: 20_000 });
  await expectFits(page, "Client Defaults");
  await navigateInApp(page, "/analysis/coa");
  await expect(page.getByRole("table", { name: "Folder tree" })).toBeVisible({ timeout: 20_000 });
  await expectFits(page, "Charts of Accounts");

  // Was 526-540 px wide, its chart 420 px whatever the screen, with every tenor labelled.
  await navigateInApp(page, "/analysis/curves");
  const curve = page.getByRole("img", { name: /^Par yields of / });
  await expect(curve).toBeVisible({ timeout: 20_000 });
  await expectFits(page, "Yield Curves");
  const chart = await curve.boundingBox();
  expect(chart?.width ?? 0, "the curve's chart fits its panel").toBeLessThanOrEqual(PHONE);
  await expectChartsRead(page, 'svg[role="img"][aria-label^="Par yields of"]', "Yield Curves");

  await navigateInApp(page, "/analysis/dashboard");
  await expect(page.getByRole("heading", { name: "Risk at a Glance" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
  await expectFits(page, "The dashboard");
  await forgetClient(page);
});

/** Report pages by catalogue id (NII pages: year 1): summaries, charts of every family, tree tables. */
const REPORT_PAGES = [
  { id: 11, name: "Executive Summary" },
  { id: 21, name: "NEV Summary" },
  { id: 23, name: "Investment Summary (pies)" },
  { id: 29, name: "Liquidity (long column labels)" },
  { id: 30, name: "NEV Overview" },
  { id: 35, year: 1, name: "Projected NII Volatility (ramps)" },
  { id: 38, name: "Earnings at Risk (18 scenarios)" },
  { id: 10, name: "Behavioral Gap (tree)" },
  { id: 46, name: "NEV Volatilities from Base (tree)" },
  { id: 71, name: "Market Pricing (tenors)" },
] as const;

test("the reports screen, report pages with charts and trees, and the client's dashboard fit 390 px, their charts and row labels readable", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page).toHaveURL(/report=\d+/, { timeout: 20_000 });
  const definition = new URL(page.url()).pathname;
  const problems: string[] = [];
  for (const report of REPORT_PAGES) {
    const year = "year" in report ? `&year=${report.year}` : "";
    await navigateInApp(page, `${definition}?report=${report.id}${year}`);
    expect(await settled(page), report.name).toBe("complete");
    await expectFits(page, report.name);
    const { faults } = await chartTextCheck(page.locator("article figure svg"));
    problems.push(...faults.map((f) => `${report.name}: ${f}`));
    problems.push(
      ...(await cutPinnedLabels(page)).map((label) => `${report.name}: row label '${label}' cut`),
    );
  }
  expect(problems).toEqual([]);
  // The charts above had axes to check (a check of nothing passes).
  await navigateInApp(page, `${definition}?report=38`);
  expect(await settled(page)).toBe("complete");
  await expectChartsRead(page, "article figure svg", "Earnings at Risk");

  await navigateInApp(page, "/analysis/dashboard");
  await expect(page.getByRole("heading", { name: "Risk at a Glance" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
  await expectFits(page, "The client's dashboard");

  // Was 468 px wide, its Domain column cut; each message names its domain as the Apps menu does.
  await navigateInApp(page, "/analysis/info");
  const messages = page.getByRole("table", { name: "Info messages" });
  await expect(messages).toBeVisible({ timeout: 20_000 });
  await expectFits(page, "Info");
  await expect(messages.getByText(/^(Info|Warning|Error) · ALM Analysis$/).first()).toBeVisible();
  await expect(messages).not.toContainText("· analysis");
});

test("Compliance with Policy shows its answer, In Compliance, on a phone without scrolling the table", async ({
  page,
}) => {
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page).toHaveURL(/report=\d+/, { timeout: 20_000 });
  await navigateInApp(page, `${new URL(page.url()).pathname}?report=27`);
  expect(await settled(page)).toBe("complete");
  const grid = page.getByRole("grid", { name: "Compliance with Policy Limits" });
  // Every row's answer lies within the phone's width, as its header does: none behind a scroll.
  const answers = grid.locator('[role="gridcell"][data-field="status"]');
  await expect(answers.first()).toBeVisible();
  const boxes = [
    await grid.locator('[role="columnheader"][data-field="status"]').boundingBox(),
    ...(await Promise.all((await answers.all()).map((cell) => cell.boundingBox()))),
  ];
  for (const box of boxes) {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE);
  }
  await expect(answers.first()).toHaveText(/^(Yes|No)$/);
  // Which limit each answer is about shows whole between the measure and the answer: the scenario
  // wraps ("+300 bp" over "shock"); it was cut to "+300 b" under the pinned answer.
  const answerLeft = boxes[0]!.x;
  const scenarios = await grid.locator('[role="gridcell"][data-field="scenario"]').evaluateAll((cells) =>
    cells.map((c) => {
      // The text's own box: the cell's edge meets the pinned column's.
      const range = document.createRange();
      range.selectNodeContents(c);
      return {
        text: c.textContent,
        right: range.getBoundingClientRect().right,
        cut: c.scrollWidth > c.clientWidth,
      };
    }),
  );
  expect(scenarios.length).toBeGreaterThan(3);
  for (const s of scenarios) {
    expect(s.cut, s.text ?? "").toBe(false);
    expect(s.right, s.text ?? "").toBeLessThanOrEqual(answerLeft);
  }
});

test("the Executive Summary's table says on a phone which columns lie beyond its edges, as it scrolls", async ({
  page,
}) => {
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page).toHaveURL(/report=\d+/, { timeout: 20_000 });
  await navigateInApp(page, `${new URL(page.url()).pathname}?report=11`);
  expect(await settled(page)).toBe("complete");
  const block = page.getByRole("region", { name: "Key Risk Measures" });
  // Base, Rising, Shock and the limit lay behind the pinned Status with no sign that the table
  // scrolled, and "Outside policy" stood beside Declining's figure (a CFO's review): the table
  // opens on the Shock the Status speaks of, and says what lies on each side.
  await expect(block.getByText("Scroll sideways: ← 3 columns · 1 more column →")).toBeVisible();
  const shockShown = () =>
    block.locator(".MuiDataGrid-virtualScroller").evaluate((scroller) => {
      const header = Array.from(scroller.querySelectorAll('[role="columnheader"]')).find(
        (h) => h.textContent?.trim() === "Shock",
      );
      const [box, shock] = [scroller.getBoundingClientRect(), header?.getBoundingClientRect()];
      return !!shock && shock.left >= box.left && shock.right <= box.right;
    });
  await expect.poll(shockShown).toBe(true);
  await block.locator(".MuiDataGrid-virtualScroller").evaluate((scroller) => {
    scroller.scrollLeft = scroller.scrollWidth;
  });
  await expect(block.getByText("← Scroll back for 4 columns")).toBeVisible();
  await expectFits(page, "The Executive Summary");
});
