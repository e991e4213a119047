import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import { card, firstReportWithData, reportList, settled } from "./report-card-state.ts";
import { openSignedIn } from "./sign-in.ts";

/**
 * A CFO's review: finance units one way on every screen (@alm/formats, README "Units and signs").
 * Tables put negatives in parentheses, narratives a minus sign, with the same digits; basis points
 * are whole; a change of a ratio is in bp and says so; a page writes its dates one way; money says
 * its currency and unit, a chart in the unit of its table.
 */

/** Dates in another format than the spec's 2021/12/31: 12/31/2021, December 31, 2021, 2021-12-31. */
const OTHER_DATES =
  /\b\d{2}\/\d{2}\/\d{4}\b|\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b|\b\d{4}-\d{2}-\d{2}\b/;

/** A whole number as a table shows it: '68', '(481)', '1,234'. */
const WHOLE = /^\(?\d{1,3}(,\d{3})*\)?$/;

/** '(481)' → -481. */
const signed = (text: string) => Number(text.replace(/[(),%]/g, "")) * (text.trim().startsWith("(") ? -1 : 1);

/** The texts of a grid's cells of one field, as rendered, by the row's scenario. */
async function cells(page: Page, grid: string, field: string): Promise<Map<string, string>> {
  const rows = page.getByRole("grid", { name: grid, exact: true }).getByRole("row");
  const pairs = await rows.evaluateAll(
    (all, f) =>
      all.flatMap((row) => {
        const key = row.querySelector('[data-field="scenario"]') as HTMLElement | null;
        const value = row.querySelector(`[role="gridcell"][data-field="${f}"]`) as HTMLElement | null;
        return key && value ? [[key.innerText.trim(), value.innerText.trim()] as const] : [];
      }),
    field,
  );
  return new Map(pairs);
}

async function openPage(page: Page, definitionPath: string, id: number) {
  await navigateInApp(page, `${definitionPath}?report=${id}`);
  expect(await settled(page), `report ${id}`).toBe("complete");
}

test("a report page writes one date format, whole basis points, ratio changes in bp, and narrates the table's digits", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(reportList(page)).toBeVisible({ timeout: 20_000 });
  await firstReportWithData(page);
  const path = new URL(page.url()).pathname;

  // NEV Summary: the heading, the data sets' titles and the narrative say dates one way.
  const shown = await card(page).innerText();
  expect(shown).toMatch(/As of \d{4}\/\d{2}\/\d{2} compared with \d{4}\/\d{2}\/\d{2}/);
  expect(shown).not.toMatch(OTHER_DATES);
  // The scenarios are shocks in bp, and the sensitivity is in whole bp.
  const grid = "Net Economic Value by Scenario";
  await expect(
    page
      .getByRole("grid", { name: grid, exact: true })
      .getByRole("columnheader", { name: "Rate Shock (bp)" }),
  ).toBeVisible();
  const sensitivity = await cells(page, grid, "dataset1_sensitivity");
  expect(sensitivity.size).toBe(10);
  for (const text of sensitivity.values()) expect(text).toMatch(WHOLE);
  // Its own text: the ratio's largest fall from Base, in the column's whole bp.
  const falls = [...sensitivity.values()].map(signed);
  expect(shown).toContain(`the NEV ratio falls by as much as ${-Math.min(...falls)} bp (`);
  // The NEV paragraph, the ALM Summary's, says its NEV change at +300 bp: the table's (46.04%) in
  // words, the ratio's change in bp.
  const change = (await cells(page, grid, "dataset1_percentChange")).get("+300") ?? "";
  expect(change).toMatch(/^\(\d+\.\d{2}%\)$/);
  await openPage(page, path, 20);
  const paragraph = await card(page).innerText();
  expect(paragraph).toContain(`+300 bp shock lowers NEV by ${change.slice(1, -1)}`);
  expect(paragraph).toContain(
    `and the NEV ratio by ${sensitivity.get("+300")?.replace(/^\((.*)\)$/, "$1")} bp`,
  );

  // NEV Volatility: the NEV ratio's change from the prior data set, in bp, as the narrative says.
  await openPage(page, path, 32);
  const volatility = "NEV Ratio by Scenario";
  await expect(
    page
      .getByRole("grid", { name: volatility, exact: true })
      .getByRole("columnheader", { name: "Change (bp)" }),
  ).toBeVisible();
  const ratioChange = await cells(page, volatility, "difference_ratio");
  expect(ratioChange.size).toBe(10);
  for (const text of ratioChange.values()) expect(text).toMatch(WHOLE);
  const narrative = await card(page).innerText();
  const moved = /the base NEV ratio (rose|fell) by (\d+) bp from \d+\.\d{2}% to \d+\.\d{2}%/.exec(narrative);
  expect(moved, "the narrative's change of the base NEV ratio").not.toBeNull();
  expect(Number(moved?.[2]) * (moved?.[1] === "fell" ? -1 : 1)).toBe(signed(ratioChange.get("Base") ?? ""));

  // Behavioral Gap: the table in $000 and its chart in the same unit, both saying so.
  await openPage(page, path, 10);
  await expect(page.getByRole("columnheader", { name: "Repricing Period ($000)" })).toBeVisible();
  const figure = page.locator("figure").filter({
    has: page.locator("figcaption", { hasText: "Periodic and Cumulative Gap ($000)" }),
  });
  await expect(figure).toBeVisible();
  await expect(figure.locator("svg text", { hasText: "Thousands of dollars ($000)" })).toHaveCount(1);
  // No value of the chart is a dollar figure of its own: the axis names the unit.
  const labels = await figure.locator("svg text").allTextContents();
  expect(labels.filter((t) => t.includes("$") && !t.includes("($000)"))).toEqual([]);
});
