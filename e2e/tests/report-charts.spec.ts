import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { firstReportWithData, reportList, settled } from "./report-card-state.ts";
import { graphql } from "./management-helpers.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import { openSignedIn } from "./sign-in.ts";

/** Issue 18, defect 9: charts that read right, and table subtitles that name only what the table shows. */

/** Signs in as the client and waits until the demo runs have given NEV Summary its data. */
async function signInWithData(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(reportList(page)).toBeVisible({ timeout: 20_000 });
  await firstReportWithData(page);
  return new URL(page.url()).pathname;
}

/** Opens a page of the signed-in client's report by its catalogue id (NII pages: year 1). */
async function openPage(page: Page, definitionPath: string, id: number, year?: number) {
  await navigateInApp(page, `${definitionPath}?report=${id}${year ? `&year=${year}` : ""}`);
  expect(await settled(page), `report ${id}`).toBe("complete");
}

const chart = (page: Page, title: string) =>
  page.locator("figure").filter({ has: page.locator("figcaption", { hasText: title }) });

/** How far each text of a chart reaches past its drawing's edges (positive: cut off). */
const textOverflow = (page: Page, figure: string) =>
  page.locator(figure).evaluateAll((figures) =>
    figures.flatMap((f) => {
      const svg = f.querySelector("svg")!.getBoundingClientRect();
      return Array.from(f.querySelectorAll("svg text")).map((t) => {
        const r = t.getBoundingClientRect();
        const over = Math.max(svg.left - r.left, r.right - svg.right, svg.top - r.top, r.bottom - svg.bottom);
        return { text: t.textContent ?? "", over };
      });
    }),
  );

/** '($1,234)' → -1234. */
const amount = (text: string) => {
  const n = Number(text.replace(/[$,()%\s]/g, ""));
  return text.trim().startsWith("(") ? -n : n;
};

test("pie charts' slice names lie inside the chart at 1440, 1024 and 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  const path = await signInWithData(page, 1440);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const id of [23, 25, 91]) {
      await openPage(page, path, id);
      const texts = await textOverflow(page, "figure[data-chart-type=PIE]");
      expect(texts.length, `report ${id} at ${width} px`).toBeGreaterThan(0);
      for (const t of texts)
        expect(t.over, `'${t.text}' on report ${id} at ${width} px`).toBeLessThanOrEqual(0.5);
      if (width === 1440 && id === 23) {
        // The longest name, at 9 o'clock, was cut to 'lortgage-Backed Securities': it is drawn, whole.
        expect(texts.map((t) => t.text)).toContain("Mortgage-Backed Securities");
      }
    }
  }
});

test("'Largest Contributors' bars run from the largest at the top, each with its name and value", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const path = await signInWithData(page, 1440);
  for (const [id, year] of [
    [44, undefined],
    [61, 1],
  ] as const) {
    await openPage(page, path, id, year);
    const figure = page.locator("figure[data-chart-type=BAR]").filter({ hasText: "Largest Contributors" });
    await expect(figure.locator("svg")).toBeVisible();
    const drawn = await figure.evaluate((f) => {
      const svg = f.querySelector("svg")!;
      const box = svg.getBoundingClientRect();
      const middle = (e: Element) => {
        const r = e.getBoundingClientRect();
        return r.top + r.height / 2;
      };
      const bars = Array.from(svg.querySelectorAll("rect[data-testid^='bar.item']")).map(middle);
      const values = Array.from(svg.querySelectorAll("[data-testid=bar-value-labels] text")).map((t) => ({
        y: middle(t),
        text: t.textContent ?? "",
      }));
      // The category axis: the tick texts right-aligned against the plot's left edge.
      const names = Array.from(svg.querySelectorAll("text[text-anchor=end]"))
        .filter((t) => !t.closest("[data-testid=bar-value-labels]"))
        .map((t) => {
          const r = t.getBoundingClientRect();
          return {
            y: middle(t),
            text: t.textContent ?? "",
            inside: r.left >= box.left && r.right <= box.right,
          };
        });
      return { bars, values, names };
    });
    expect(drawn.bars.length, `report ${id}`).toBe(10);
    expect(drawn.values.length, `report ${id}: one value per bar`).toBe(drawn.bars.length);
    expect(drawn.names.length, `report ${id}: one name per bar`).toBe(drawn.bars.length);
    for (const name of drawn.names) {
      expect(name.inside, `'${name.text}' inside the chart`).toBe(true);
      expect(name.text, "a whole name").not.toMatch(/…$/);
    }
    const topDown = [...drawn.values].sort((a, b) => a.y - b.y).map((v) => Math.abs(amount(v.text)));
    expect(topDown, `report ${id}: largest first`).toEqual([...topDown].sort((a, b) => b - a));
    expect(topDown[0], `report ${id}`).toBeGreaterThan(topDown[topDown.length - 1] ?? 0);
  }
});

/** Two boxes share some area (touching edges do not count). */
const overlap = (a: DOMRectLike, b: DOMRectLike) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

interface DOMRectLike {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

test("Contribution of Risk's bar charts give every bar its value, and their value ticks stay apart, at 390, 1024 and 1440 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const path = await signInWithData(page, 1440);
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const id of [44, 45]) {
      await openPage(page, path, id);
      // Largest Contributors ($) and Share of NEV Change (%): ten accounts each.
      const figure = page.locator("figure[data-chart-type=BAR]");
      await expect(figure.locator("svg")).toBeVisible();
      const drawn = await figure.evaluate((f) => {
        const svg = f.querySelector("svg")!;
        const box = (e: Element) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, text: e.textContent ?? "" };
        };
        const valueLayer = svg.querySelector("[data-testid=bar-value-labels]");
        const texts = Array.from(svg.querySelectorAll("text")).filter((t) => !valueLayer?.contains(t));
        return {
          chart: box(svg),
          bars: svg.querySelectorAll("rect[data-testid^='bar.item']").length,
          values: Array.from(valueLayer?.querySelectorAll("text") ?? []).map(box),
          // The category axis' names end at the plot; the value axis' ticks are centred under it.
          names: texts.filter((t) => t.getAttribute("text-anchor") === "end").map(box),
          ticks: texts.filter((t) => t.getAttribute("text-anchor") === "middle").map(box),
        };
      });
      const where = `report ${id} at ${width} px`;
      expect(drawn.bars, where).toBe(10);
      expect(drawn.values.length, `${where}: a value on every bar`).toBe(drawn.bars);
      expect(drawn.ticks.length, `${where}: value ticks`).toBeGreaterThanOrEqual(2);
      for (const v of drawn.values) {
        expect(v.left, `'${v.text}' inside the chart, ${where}`).toBeGreaterThanOrEqual(
          drawn.chart.left - 0.5,
        );
        expect(v.right, `'${v.text}' inside the chart, ${where}`).toBeLessThanOrEqual(
          drawn.chart.right + 0.5,
        );
        for (const n of drawn.names)
          expect(overlap(v, n), `'${v.text}' over '${n.text}', ${where}`).toBe(false);
      }
      drawn.ticks.forEach((t, i) => {
        for (const u of drawn.ticks.slice(i + 1))
          expect(overlap(t, u), `ticks '${t.text}' and '${u.text}' overlap, ${where}`).toBe(false);
      });
    }
  }
});

test("NII by scenario is drawn as its change from Base, matching the table", async ({ page }) => {
  test.setTimeout(180_000);
  const path = await signInWithData(page, 1440);
  await openPage(page, path, 22);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell", { name: "Net Interest Income" }) });
  const cells = (await row.getByRole("gridcell").allTextContents()).slice(1).map(amount);
  expect(cells).toHaveLength(4);
  const [declining, base, rising, shock] = cells as [number, number, number, number];
  // The scenarios move NII by a few percent: drawn from $0, that is a few pixels of a tall bar.
  expect(Math.abs(shock - base) / base).toBeLessThan(0.05);

  const figure = chart(page, "Projected NII: Change from Base");
  await expect(figure.locator("svg")).toBeVisible();
  const bars = await figure
    .locator("rect[data-testid^='bar.item']")
    .evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().height));
  expect(bars).toHaveLength(3);
  for (const height of bars) expect(height, "each change is a bar one can see").toBeGreaterThanOrEqual(8);
  const values = (await figure.getByTestId("bar-value-labels").locator("text").allTextContents()).map(amount);
  const changes = [declining - base, rising - base, shock - base];
  expect(values, "every bar carries its change").toHaveLength(3);
  values.forEach((v, i) => expect(Math.abs(v - (changes[i] ?? 0)), `bar ${i}: ${v}`).toBeLessThanOrEqual(1));
});

test("a table that shows only the base data set does not name the comparison data set", async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithData(page, 1440);
  // A definition with a comparison data set (Q4 2021 against Q3 2021), whichever one the client
  // last viewed (earlier journeys may have left them on a base-only one).
  const { clients } = await graphql<{
    clients: { reportDefinitions: { databaseId: number; name: string }[] }[];
  }>(page, "{ clients { reportDefinitions { databaseId name } } }");
  const q4 = clients.flatMap((c) => c.reportDefinitions).find((d) => d.name === "Q4 2021 ALM Report");
  expect(q4, "the demo's Q4 2021 report").toBeTruthy();
  const path = `/analysis/reports/${q4?.databaseId}`;
  const subtitle = (title: string) =>
    page.locator(`section[aria-label="${title}"] > p`).first().textContent({ timeout: 10_000 });

  await openPage(page, path, 36, 1);
  const compared = (await subtitle("Net Interest Income: Current and Prior")) ?? "";
  const [current, prior, change] = compared.split(" · ");
  expect(prior, "the comparison table names current, prior and change").toBeTruthy();
  expect(change).toBeTruthy();

  await openPage(page, path, 44);
  expect(await subtitle("Contribution to NEV Change ($)")).toBe(current);
});
