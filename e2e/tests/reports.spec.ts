import { readFileSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import ExcelJS from "exceljs";
import { format as excelText } from "numfmt";
import { expectAccessible } from "./axe.ts";
import { clearClient, homeWithClient } from "./management-helpers.ts";
import { pdfPageTexts } from "../../gateway/src/testing/poppler.ts";
import {
  card,
  firstReportWithData,
  openReport,
  reportEntries,
  reportList,
  settled,
} from "./report-card-state.ts";
import { openSignedIn } from "./sign-in.ts";

/** The demo runs finish shortly after the stack starts: wait for the first report to have data. */
async function openFirstReportWithData(page: Page) {
  await expect(reportList(page)).toBeVisible({ timeout: 20_000 });
  await firstReportWithData(page);
}

/**
 * The first and the last report of each category of the list: every kind of report the package
 * holds, an NII page's among them (a later year is the next journey's). That every report reads
 * complete is gateway/src/documents/pdf/pdf-package.test.ts's: it prints the demo client's All
 * Reports through the same report card, and a report that fails fails the document.
 */
async function firstAndLastOfEachCategory(page: Page): Promise<number[]> {
  const categoryOfEach = await reportEntries(page).evaluateAll((leaves) =>
    leaves.map((leaf) => {
      let category: Element = leaf;
      for (let el = leaf.parentElement; el; el = el.parentElement)
        if (el.getAttribute("role") === "treeitem") category = el;
      return category.textContent ?? "";
    }),
  );
  return categoryOfEach.flatMap((category, i) =>
    category !== categoryOfEach[i - 1] || category !== categoryOfEach[i + 1] ? [i] : [],
  );
}

test("a client reads a report of each kind in its published report package", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page).toHaveURL(/\/analysis\/reports\/\d+(\?.*)?$/);
  await openFirstReportWithData(page);
  await expect(page).toHaveURL(/report=\d+/);

  const entries = reportEntries(page);
  expect(await entries.count()).toBeGreaterThan(20);
  const sample = await firstAndLastOfEachCategory(page);
  expect(sample.length).toBeGreaterThan(4);
  const failures: string[] = [];
  for (const i of sample) {
    const entry = entries.nth(i);
    const label = (await entry.innerText()).trim();
    await entry.click();
    const state = await settled(page);
    if (state !== "complete")
      failures.push(`${label}: ${state} ${await card(page).innerText()}`.slice(0, 300));
  }
  expect(failures).toEqual([]);
});

test("the selected report and year live in the URL", async ({ page }) => {
  await openSignedIn(page, "client", "/analysis/reports");
  await openFirstReportWithData(page);
  const state = await openReport(page, "Year 2");
  expect(state).toBe("complete");
  const url = page.url();
  expect(url).toMatch(/year=2/);
  await page.goto(url);
  await expect(card(page)).toHaveAttribute("data-render-state", "complete", { timeout: 20_000 });
  await expect(
    page.getByRole("navigation", { name: "Reports" }).locator('[aria-current="page"]'),
  ).toContainText("Year 2");
});

test("a move to Reports that overtakes the screen's redirect to its first definition still opens it", async ({
  page,
}) => {
  // As the app replaces /analysis/reports with the first definition's address, and before React
  // has drawn it, a move to /analysis/reports by the History API with no state (as navigateInApp
  // made them when the phone journey of report-layout.spec.ts made one there by chance and saw
  // "Loading reports" for good).
  await page.addInitScript(() => {
    const replace = history.replaceState.bind(history);
    const flags = window as unknown as { overtaken?: boolean };
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      replace(data, unused, url);
      const path = url ? new URL(url, location.href).pathname : "";
      if (flags.overtaken || !/^\/analysis\/reports\/\d+$/.test(path)) return;
      flags.overtaken = true;
      queueMicrotask(() => {
        history.pushState(null, "", "/analysis/reports");
        dispatchEvent(new PopStateEvent("popstate"));
      });
    };
  });
  await openSignedIn(page, "client", "/analysis/");
  await expect.poll(() => page.evaluate(() => (window as { overtaken?: boolean }).overtaken)).toBe(true);
  await expect(reportList(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/analysis\/reports\/\d+\?report=\d+/);
});

test("Refresh Table is offered to View All Clients only", async ({ page, browser }) => {
  await openSignedIn(page, "client", "/analysis/reports");
  await openFirstReportWithData(page);
  await expect(page.getByRole("button", { name: "Refresh Table" })).toHaveCount(0);
  const reportUrl = page.url().replace(/^https?:\/\/[^/]+/, "");

  const analyst = await browser.newPage();
  await homeWithClient(analyst, "analyst");
  await navigateInApp(analyst, reportUrl);
  await expect(card(analyst)).toHaveAttribute("data-render-state", "complete", { timeout: 20_000 });
  await expect(analyst.getByRole("button", { name: "Refresh Table" }).first()).toBeVisible();
  // The refreshReport mutation answers under the report's id: the card shows it in place.
  await analyst.getByRole("button", { name: "Refresh Table" }).first().click();
  await expect(analyst.getByRole("button", { name: "Refresh Table" }).first()).toBeEnabled({
    timeout: 20_000,
  });
  await expect(card(analyst)).toHaveAttribute("data-render-state", "complete", { timeout: 20_000 });
  await analyst.close();
});

test("staff without a chosen client are sent home to choose one", async ({ page }) => {
  await homeWithClient(page, "staff");
  // Clearing the picker forgets the client (in this browser and in the user's preferences).
  await clearClient(page);
  await page.goto("/analysis/reports");
  await expect(page.getByText("No client selected. Please select a client.")).toBeVisible();
  await expect(page).toHaveURL(/\/analysis\/?$/);
});

test("the reports screen and a report card are accessible", async ({ page }) => {
  await openSignedIn(page, "client", "/analysis/reports");
  await openFirstReportWithData(page);
  await expectAccessible(page);
  await openReport(page, "Year 1");
  await expectAccessible(page);
});

test("table exports hold what the grid shows", async ({ page }) => {
  await openSignedIn(page, "client", "/analysis/reports");
  await openFirstReportWithData(page);
  const grid = page.getByRole("grid", { name: "Net Economic Value by Scenario" });
  const gridRows = await grid
    .getByRole("row")
    .evaluateAll((rows) =>
      rows
        .map((r) =>
          Array.from(r.querySelectorAll('[role="gridcell"]'), (c) => (c as HTMLElement).innerText.trim()),
        )
        .filter((cells) => cells.length > 0),
    );
  expect(gridRows.length).toBe(10);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Net Economic Value by Scenario to Excel" }).click();
  // Named as the product's other downloads: whose, as of when, then the table.
  expect((await download).suggestedFilename()).toMatch(
    /^Analysis-RFCU-\d{4}-\d{2}-\d{2}-Net Economic Value by Scenario\.xlsx$/,
  );
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("The workbook has no sheet.");
  // Each cell as Excel shows it (its value under its number format) reads as the grid does.
  const sheetRows: string[][] = [];
  sheet.eachRow((row) => {
    const texts: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      texts.push(
        typeof cell.value === "number"
          ? excelText(cell.numFmt || "General", cell.value)
          : String(cell.value ?? ""),
      );
    });
    sheetRows.push(texts);
  });
  const body = sheetRows.slice(sheetRows.length - gridRows.length);
  expect(body).toEqual(gridRows);
  // Above the table, whose report, for which institution and when, as the card's heading says.
  const heading = page.locator("article header");
  expect(sheetRows[0]?.[0]).toBe(await heading.getByRole("heading").innerText());
  expect(sheetRows[1]?.[0]).toBe(await heading.locator("p").first().innerText());
  expect(sheetRows[1]?.[0]).toMatch(/^Riverbend Federal Credit Union · As of \d{4}\/\d{2}\/\d{2}/);
  // Columns sized from the report grid's widths, the account column widest, not Excel's default.
  const widths = sheet.columns.map((c) => c.width ?? 0);
  expect(widths.every((w) => w >= 12)).toBe(true);
  expect(widths[0]).toBeGreaterThan(Math.max(...widths.slice(1)));

  const csv = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Net Economic Value by Scenario to CSV" }).click();
  expect((await csv).suggestedFilename()).toMatch(
    /^Analysis-RFCU-\d{4}-\d{2}-\d{2}-Net Economic Value by Scenario\.csv$/,
  );
  const text = readFileSync(await (await csv).path(), "utf8").replace(/^\uFEFF/, "");
  const lines = text.trim().split(/\r?\n/);
  expect(lines.length).toBe(gridRows.length + 1);
  // Each row's scenario as the grid shows it: '-400', not the apostrophe of CSV's formula guard.
  expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(gridRows.map((cells) => cells[0]));
});

test("exporting every table of a report asks before writing several files", async ({ page }) => {
  await openSignedIn(page, "client", "/analysis/reports");
  await openFirstReportWithData(page);
  expect(await openReport(page, "ALM Summary")).toBe("complete");
  await page.getByRole("button", { name: "Export tables" }).click();
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Export to Multiple Files?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Export tables" }).click();
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  await page
    .getByRole("dialog", { name: "Export to Multiple Files?" })
    .getByRole("button", { name: "Export" })
    .click();
  await expect.poll(() => downloads.length).toBe(2);
  expect(downloads.every((name) => name.endsWith(".csv"))).toBe(true);
});

test("ALM Summary shows the duration mismatch in years and the NEV measures in percent", async ({ page }) => {
  await openSignedIn(page, "client", "/analysis/reports");
  await openFirstReportWithData(page);
  expect(await openReport(page, "ALM Summary")).toBe("complete");
  const grid = page.getByRole("grid", { name: "Net Economic Value", exact: true });
  const cellsOf = async (measure: string) =>
    (await grid.getByRole("row").filter({ hasText: measure }).getByRole("gridcell").allInnerTexts()).map(
      (t) => t.trim(),
    );
  const duration = await cellsOf("Eff. Duration Mismatch (years)");
  // The measure and the scenarios the grid renders (it virtualises columns beyond its width).
  expect(duration.length).toBeGreaterThan(2);
  // Years: small numbers with two decimals, negatives in parentheses, never a percent.
  for (const text of duration.slice(1)) expect(text).toMatch(/^\(?\d{1,2}\.\d{2}\)?$/);
  for (const text of (await cellsOf("NEV Ratio")).slice(1)) expect(text).toMatch(/^\(?\d+\.\d{2}%\)?$/);
});

test("Print/PDF prints the report on screen when nothing is ticked, and Email offers that report", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Staff: their back link beside the definition picker leaves the least room on that line.
  await homeWithClient(page, "staff");
  await navigateInApp(page, "/analysis/reports");
  const picker = page.getByRole("combobox", { name: "Report definition" });
  await picker.click();
  await page.getByRole("option", { name: /Q4 2021 ALM Report/ }).click();
  // The switch to the definition ends with its first report open: a report clicked before that
  // was replaced by it, look after look, in full runs.
  await expect(picker).toHaveText(/Q4 2021 ALM Report/);
  await settled(page);
  await openFirstReportWithData(page);
  const print = page.getByRole("button", { name: "Print/PDF", exact: true });
  await expect(print).toBeEnabled();
  await expect(print).toHaveAttribute("title", /Prints the report on screen/);

  // Email's PDF of the selection is that report too (it offered "the 0 ticked reports", disabled).
  await page.getByRole("button", { name: "Email" }).click();
  const dialog = page.getByRole("dialog", { name: "Email a report package" });
  await dialog.getByRole("combobox", { name: "Document" }).click();
  await expect(page.getByRole("option", { name: "PDF: the report on screen" })).toBeEnabled();
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const download = page.waitForEvent("download", { timeout: 150_000 });
  // The progress goes under the buttons, clear of the picker (it was drawn over its value). A page
  // or two may be made before a look after the click finds it: its box is taken as it appears.
  const shownAt = page.evaluate(
    () =>
      new Promise<{ x: number; y: number }>((resolve) => {
        const look = () => {
          for (const el of Array.from(document.querySelectorAll('[role="status"]'))) {
            const box = el.getBoundingClientRect();
            if (/\.pdf: /.test(el.textContent ?? "") && box.height > 0) {
              resolve({ x: box.x, y: box.y });
              return true;
            }
          }
          return false;
        };
        if (look()) return;
        const watch = new MutationObserver(() => look() && watch.disconnect());
        watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
  );
  await print.click();
  const [shown, pickerBox] = [await shownAt, await picker.boundingBox()];
  expect(pickerBox).toBeTruthy();
  expect(shown.y >= pickerBox!.y + pickerBox!.height || shown.x >= pickerBox!.x + pickerBox!.width).toBe(
    true,
  );
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const text = pdfPageTexts(readFileSync(await file.path())).join("\n");
  expect(text).toContain("NEV Summary");
  expect(text).not.toContain("NII Summary");
});

test("Copy puts the table on the clipboard, each header row once and over its columns, and says so", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openSignedIn(page, "client", "/analysis/reports");
  await openFirstReportWithData(page);
  expect(await openReport(page, "NEV Overview")).toBe("complete");
  // A tree: the grid's role is treegrid.
  const grid = page.getByRole("treegrid", { name: "Net Economic Value", exact: true });
  await expect(grid.getByRole("columnheader", { name: "Current" })).toBeVisible();
  const headers = (await grid.getByRole("columnheader").allInnerTexts()).map((t) => t.trim());
  const firstRow = await grid
    .getByRole("row")
    .nth(2)
    // The tree's own cell is not a gridcell: the row's cells of a field (no filler), as rendered.
    .locator(".MuiDataGrid-cell[data-field]")
    .evaluateAll((cells) => cells.map((c) => (c as HTMLElement).innerText.trim()));

  await page.getByRole("button", { name: "Copy Net Economic Value", exact: true }).click();
  await expect(page.getByText("Copied to the clipboard")).toBeVisible();
  const lines = (await page.evaluate(() => navigator.clipboard.readText()))
    .split("\n")
    .map((l) => l.split("\t"));
  const [groupRow, labelRow, first] = lines;
  // The group header once, above the first of its columns; then the columns' own labels.
  expect(groupRow?.filter(Boolean)).toEqual(["Market Value ($)"]);
  expect(labelRow).toEqual(["Account", "Current", "Prior", "Change"]);
  expect(groupRow?.indexOf("Market Value ($)")).toBe(labelRow?.indexOf("Current"));
  // What the grid heads its columns with, groups included.
  expect(headers).toEqual(expect.arrayContaining([...(labelRow ?? []), "Market Value ($)"]));
  expect(lines.every((cells) => cells.length === labelRow?.length)).toBe(true);
  expect(first).toEqual(firstRow);
});
