import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
// The gateway's own reader of PDFs (poppler), as its package tests use it.
import { pdfInfo, pdfPageTexts } from "../../gateway/src/testing/poppler.ts";
import { expectAccessibleOnPhoneAndDesktop } from "./axe.ts";
import { chartTextCheck } from "./chart-texts.ts";
import { expect, test } from "./fixtures.ts";
import { dataSetsPanel, homeWithClient, showAll } from "./management-helpers.ts";
import { openSignedIn } from "./sign-in.ts";

/**
 * The demo's 30-year fixed mortgages: a long asset whose sale into cash shortens the balance sheet.
 * Offered by the chart's description: its key (Fixed 30 Yr_H3) is the chart's internal name.
 */
const MORTGAGES = /^Fixed 30 Yr$/;

const comparisonName = "The data set as it is and with the changes";
const comparison = (page: Page) => page.getByRole("table", { name: comparisonName });

/** A row of the comparison: its as-is and with-changes figures (the first line of each cell). */
async function figures(page: Page, measure: RegExp) {
  const row = comparison(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: measure }) });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole("cell");
  const first = async (cell: Locator) => (await cell.innerText()).split("\n")[0]!.trim();
  return { asIs: await first(cells.nth(1)), withChanges: await first(cells.nth(2)) };
}

/** Chooses a group of the chart in a group field, by typing part of its name. */
async function chooseGroup(scope: Locator, label: string, typed: string, option: RegExp) {
  const field = scope.getByRole("combobox", { name: label });
  await field.fill(typed);
  await scope.page().getByRole("option", { name: option }).click();
}

async function addSale(page: Page, amount: string, typed = "Fixed 30 Yr", group = MORTGAGES) {
  await page.getByRole("button", { name: "Add a change" }).click();
  await page.getByRole("menuitem", { name: "Sell or grow a group" }).click();
  const change = page.getByRole("region", { name: /^Change \d+: Sell or grow a group$/ }).last();
  // The new change's first field has the focus, where it went back to Add a change.
  await expect(change.getByRole("combobox", { name: "Product group" })).toBeFocused();
  await chooseGroup(change, "Product group", typed, group);
  await change.getByRole("textbox", { name: "Amount ($)" }).fill(amount);
  return change;
}

async function run(page: Page) {
  // Exact: a history entry's Open button is named by its what-if's words, which may hold "run".
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByText("Computing the what-if…")).toHaveCount(0, { timeout: 30_000 });
}

test("a client tries a sale and a goal seek on its own data set, and cannot save", async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, "client", "/analysis/dashboard");
  await page.getByRole("link", { name: "What-if" }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/analysis\/whatif\?definition=\d+$/);
  await expect(page.getByRole("combobox", { name: "Data set" })).toContainText("Standard");
  // Whose data set: staff's of every client are named alike.
  await expect(
    page.getByText(/^Riverbend Federal Credit Union: a data set of a report definition/),
  ).toBeVisible();

  // A sale larger than the group is refused on the field it is about, saying what would do.
  const change = await addSale(page, "900B");
  await run(page);
  const amount = change.getByRole("textbox", { name: "Amount ($)" });
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  // Focus is taken to what to fix, from the Run button it stayed on.
  await expect(amount).toBeFocused();
  await expect(
    change.getByText(
      /^Amount \(\$\) is more than the \$[\d,.]+ that 'Fixed 30 Yr' holds: it would take \$[\d,.]+\. Take at most \$[\d,.]+/,
    ),
  ).toBeVisible();
  await expect(comparison(page)).toHaveCount(0);
  // A sale of nothing is said on the field, with what to do, before anything is sent.
  await amount.fill("0");
  // Enter in the field runs it, as Run does.
  await amount.press("Enter");
  await expect(change.getByText(/^Amount \(\$\) is zero: nothing would change\./)).toHaveText(
    "Amount ($) is zero: nothing would change. Enter more than zero, or leave the change out.",
  );

  await amount.fill("20M");
  await run(page);
  await expect(comparison(page)).toBeVisible();
  // The focus is on the result's title (the data set's name), where it fell to the page with the disabled Run.
  await expect(page.getByRole("heading", { level: 2, name: /^What-if result: .*Standard$/ })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Changes as applied" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /Fixed 30 Yr/ })).toHaveCount(1);
  const nevChange = await figures(page, /^NEV change/i);
  expect(nevChange.withChanges).not.toBe(nevChange.asIs);
  // A sale into cash at market value grows the book by its gain, said at book value (the NEV pages
  // give market value): the mortgages' coupons are above the market's.
  const assets = page.getByText(
    /^Total assets at book value \$[\d.]+ million as it is, \$[\d.]+ million with the changes$/,
  );
  await expect(assets).toBeVisible();
  const [asIsAssets, withAssets] = [...((await assets.textContent()) ?? "").matchAll(/\$([\d.]+)/g)].map(
    (m) => Number(m[1]),
  );
  expect(withAssets).toBeGreaterThan(asIsAssets as number);
  await expect(page.getByRole("button", { name: "Save as What If data set" })).toHaveCount(0);

  // The comparison as a PDF: the figures the screen shows, computed again by the gateway.
  const download = page.waitForEvent("download", { timeout: 120_000 });
  await page.getByRole("button", { name: "PDF", exact: true }).click();
  const pdfFile = await download;
  expect(pdfFile.suggestedFilename()).toMatch(/^Analysis-RFCU-2021-12-31-WhatIf\.pdf$/);
  const pdf = readFileSync(await pdfFile.path());
  expect(pdfInfo(pdf).sizes[0]).toEqual([612, 792]);
  const printed = pdfPageTexts(pdf).join(" ").replace(/\s+/g, " ");
  expect(printed).toContain(`${nevChange.asIs} ${nevChange.withChanges}`);
  // Sold at market value: what the book brought is said.
  expect(printed).toMatch(/Sell Fixed 30 Yr by \$20,000,000 for \$[\d,]+ at market \(a gain of \$[\d,]+\)/);

  // A total sold into the cash it holds (the default counterpart) sells its other positions; found
  // by its key too, and its whole name shows in the field (it was cut to "Total Investments (Inv…").
  const investments = await addSale(page, "20M", "Investments_H2", /^Total Investments$/);
  // The figures shown are the last run's: the page says the changes above have moved on.
  const stale = page
    .getByRole("status")
    .filter({ hasText: /^The figures below are of the changes as last run/ });
  await expect(stale).toBeVisible();
  const picked = investments.getByRole("combobox", { name: "Product group" });
  await expect(picked).toHaveValue("Total Investments");
  await expect(picked).toHaveAttribute("title", "Total Investments");
  expect(await picked.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(
    true,
  );
  await run(page);
  await expect(stale).toHaveCount(0);
  await expect(
    page.getByRole("listitem").filter({
      hasText:
        /Sell Total Investments other than Cash & Equivalents by \$20,000,000 for \$[\d,]+ at market \(a (gain|loss) of \$[\d,]+\), into Cash & Equivalents/,
    }),
  ).toHaveCount(1);
  await investments.getByRole("button", { name: "Remove change 2" }).click();

  // A deposit change offers only the groups holding non-maturity deposits (a loan group is refused).
  await page.getByRole("button", { name: "Add a change" }).click();
  await page.getByRole("menuitem", { name: "Change a deposit group's decay or beta" }).click();
  const deposit = page.getByRole("region", { name: /^Change 2: Change a deposit group/ });
  await deposit.getByRole("combobox", { name: "Deposit group" }).click();
  const offered = page.getByRole("listbox").getByRole("option");
  await expect(offered.filter({ hasText: /^Regular Shares$/ })).toHaveCount(1);
  await expect(offered.filter({ hasText: /Fixed 30 Yr/ })).toHaveCount(0);
  await offered.filter({ hasText: /^Regular Shares$/ }).click();
  // Chosen, the group's decay and beta now are said under their fields.
  const now = (range: string) =>
    new RegExp(`^Now \\d+\\.\\d\\d% on average; blank keeps each position's own \\(${range}\\)$`);
  await expect(deposit.getByText(now("0 to 99\\.99"))).toBeVisible();
  await expect(deposit.getByText(now("0 to 100"))).toBeVisible();
  await deposit.getByRole("button", { name: "Remove change 2" }).click();
  // The focus goes to the change before it, where it fell to the page with the button removed.
  await expect(change.getByRole("button", { name: "Remove change 1" })).toBeFocused();

  // Goal seek: a target a little better than the data set's own NEV change at the shock.
  await change.getByRole("button", { name: "Remove change 1" }).click();
  const goal = page.getByRole("region", { name: "Goal seek" });
  // It starts at RFCU's own limit at the shock, as its Compliance with Policy Matrix states it.
  await expect(goal.getByRole("textbox", { name: "Target (%)" })).toHaveValue("-35");
  await expect(goal.getByText("Policy limit: (35.00%), entered as -35")).toBeVisible();
  const asIs =
    Number.parseFloat(nevChange.asIs.replace(/[()%]/g, "")) * (nevChange.asIs.includes("(") ? -1 : 1);
  await goal.getByRole("textbox", { name: "Target (%)" }).fill(String(Math.round(asIs) + 1));
  await chooseGroup(goal, "Group to sell or reduce", "Fixed 30 Yr", MORTGAGES);
  await goal.getByRole("button", { name: "Find the smallest amount" }).click();
  await expect(goal.getByRole("status")).toContainText(/Selling \$[\d,.]+/, { timeout: 60_000 });
  // The answer has the focus, where it fell to the page with the disabled button, and says the
  // amount found joined the changes (it went on into later seeks unseen).
  await expect(goal.getByRole("status")).toBeFocused();
  await expect(goal.getByRole("status")).toContainText(
    "It is added to the changes above as Change 1: later runs and seeks include it until you remove it.",
  );
  // The sale found joins the changes and its what-if is the one shown.
  await expect(page.getByRole("region", { name: "Change 1: Sell or grow a group" })).toBeVisible();
  await expect(comparison(page)).toBeVisible();
  const history = page.getByRole("table", { name: "This session's what-ifs" });
  await expect(history.getByRole("button", { name: /^Open / })).toHaveCount(3);
  // The goal's sentence and the change it found read as two sentences, at a time in the product's format.
  const found = history.getByRole("rowheader").first();
  await expect(found).toContainText(
    / less does not\.(?: [\s\S]*?)? Sell Fixed 30 Yr by \$[\d,.]+ for \$[\d,]+ at market \(a gain of \$[\d,]+\), into Cash & Equivalents\./,
  );
  await expect(found).toContainText(/\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2} [AP]M/);
  await expect(history).not.toContainText(".;");

  // A target no sale reaches is said so, and leaves the changes as they were.
  await goal.getByRole("textbox", { name: "Target (%)" }).fill("50");
  await goal.getByRole("button", { name: "Find the smallest amount" }).click();
  await expect(goal.getByRole("status")).toContainText(/No amount does: even selling all/, {
    timeout: 60_000,
  });
  await expect(page.getByRole("region", { name: /^Change \d+: / })).toHaveCount(1);
  await expect(history.getByRole("button", { name: /^Open / })).toHaveCount(3);
  // The answer is of the what-if shown: opening another takes it away, opening that one again
  // brings it back (with that what-if's changes).
  const open = history.getByRole("button", { name: /^Open / });
  await open.nth(1).click();
  await expect(goal.getByRole("status")).toHaveCount(0);
  await open.first().click();
  await expect(goal.getByRole("status")).toContainText(/No amount does/);
  await expect(page.getByRole("region", { name: /^Change \d+: / })).toHaveCount(1);

  // On a phone each Open button shows under its what-if (the row's first cell), not in a last
  // column the table's scrolling box keeps out of view.
  await page.setViewportSize({ width: 390, height: 844 });
  const first = history.getByRole("rowheader").first();
  await first.scrollIntoViewIfNeeded();
  const box = await first.getByRole("button", { name: /^Open / }).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  // Scrolled to its last figures, each what-if's words stay pinned at the left.
  const scroller = page.getByRole("region", { name: "What-ifs side by side" });
  const before = await first.boundingBox();
  await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect((await first.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0);
  // The policy limits fit the phone as the measures above them do (they were cut at "With th").
  const policy = page.getByRole("region", { name: "Policy limits" });
  await page.getByRole("button", { name: /^Show all \d+ limits$/ }).click();
  await policy.scrollIntoViewIfNeeded();
  for (const table of [policy, page.getByRole("region", { name: comparisonName })])
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The charts' axis labels read whole, the first one's sign too (a CFO's review).
  const { axisTexts, faults } = await chartTextCheck(page.locator("figure svg"));
  expect(axisTexts).toBeGreaterThan(0);
  expect(faults).toEqual([]);
  // The durations beside the mismatch wrap between their parts only: each line starts a part.
  const starts = await comparison(page)
    .getByText(/^Assets\s[\d.]+\s· Liabilities\s[\d.]+$/)
    .evaluateAll((els) =>
      els.flatMap((el) => {
        const text = el.firstChild!;
        const range = document.createRange();
        const tops = [...(text.textContent ?? "")].map((_, i) => {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return range.getBoundingClientRect().top;
        });
        return tops.flatMap((top, i) =>
          i === 0 || top > tops[i - 1]! + 1 ? [text.textContent!.slice(i)] : [],
        );
      }),
    );
  expect(starts.length).toBeGreaterThan(0);
  for (const line of starts) expect(line).toMatch(/^(Assets|Liabilities)\s/);
  // The group pickers show their whole names on a phone too.
  for (const picker of await page
    .getByRole("combobox", { name: /^(Product group|Group to sell or reduce)/ })
    .all()) {
    await expect(picker).not.toHaveValue("");
    expect(await picker.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(
      true,
    );
  }

  // Another quarter chosen above: the change stays to try on it, and the figures say whose they are.
  // (The page opens on the newest ready definition: other journeys may have published one.)
  const computed = /^(.+), as of (\d{4})\/(\d{2})\/(\d{2}) · computed in/;
  const [, shownName, ...shownAsOf] =
    computed.exec((await page.getByText(computed).textContent()) ?? "") ?? [];
  expect(shownAsOf.join("-")).not.toBe("2021-09-30");
  await page.getByRole("combobox", { name: "Data set" }).click();
  await page.getByRole("option", { name: /Q3 2021 ALM Report/ }).click();
  await expect(page.getByRole("region", { name: /^Change \d+: / })).toHaveCount(1);
  const otherQuarter = page.getByRole("status").filter({ hasText: /^The figures below are of / });
  await expect(otherQuarter).toHaveText(
    `The figures below are of ${shownName}, not of the data set chosen above: run the changes to see them on it.`,
  );
  // Exported now, the file is of the figures on screen, not of the quarter chosen above.
  const workbook = page.waitForEvent("download", { timeout: 120_000 });
  await page.getByRole("button", { name: "Excel", exact: true }).click();
  expect((await workbook).suggestedFilename()).toBe(`Analysis-RFCU-${shownAsOf.join("-")}-WhatIf.xlsx`);
  await run(page);
  await expect(otherQuarter).toHaveCount(0);
  await expect(page.getByText(/^Q3 2021 ALM Report, as of 2021\/09\/30 · computed in/)).toBeVisible();

  await expectAccessibleOnPhoneAndDesktop(page);
});

test("staff run a what-if from a report definition and save it as a What If data set", async ({ page }) => {
  test.setTimeout(180_000);
  await homeWithClient(page, "staff");
  await page.goto("/analysis/reports");
  await page.getByRole("link", { name: "What-if" }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/analysis\/whatif\?definition=\d+$/);
  // The definition the reports opened may not have run yet: the demo's computed quarter.
  await page.getByRole("combobox", { name: "Data set" }).click();
  await page.getByRole("option", { name: "2021/12/31 Standard · Q4 2021 ALM Report" }).click();
  // With no change there is nothing to save: the data set as it is is its own.
  await run(page);
  await expect(comparison(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save as What If data set" })).toBeDisabled();
  await addSale(page, "5M");
  await run(page);
  await expect(comparison(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save as What If data set" })).toBeEnabled();

  const description = `Sell 30y ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Save as What If data set" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as What If data set" });
  await dialog.getByRole("textbox", { name: "Description" }).fill(description);
  await dialog.getByRole("button", { name: "Save as What If data set" }).click();
  await expect(page.getByText(new RegExp(`Saved as .*${description}`))).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto("/analysis/");
  const panel = dataSetsPanel(page);
  await showAll(panel);
  const saved = panel.getByRole("article", { name: new RegExp(description) });
  await expect(saved).toBeVisible();
  // Its drawer names the data set it was made from.
  await saved.getByRole("button", { name: /^Open / }).click();
  await expect(
    page.getByRole("dialog", { name: "Edit Data Set" }).getByText("What if of 2021/12/31 Standard"),
  ).toBeVisible();
});
