import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import ExcelJS from "exceljs";
// The gateway's own reader of PDFs (poppler), as its package tests use it.
import { pdfInfo, pdfPageTexts } from "../../gateway/src/testing/poppler.ts";
import { forgetClient, homeWithClient } from "./management-helpers.ts";
import { openSignedIn } from "./sign-in.ts";

test("a client downloads the Detail Reports workbook with progress", async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page).toHaveURL(/\/analysis\/reports\/\d+(\?.*)?$/);
  const download = page.waitForEvent("download", { timeout: 120_000 });
  // The demo runs finish shortly after the stack starts; until then the workbook fails with a reason.
  await expect
    .poll(
      async () => {
        await page.getByRole("button", { name: "Download Multiple" }).click();
        await page.getByRole("menuitem", { name: "Excel: Detail Reports" }).click();
        await expect(page.getByRole("button", { name: "Download Multiple" })).toBeEnabled({
          timeout: 60_000,
        });
        return page.getByText("XLSX download complete").isVisible();
      },
      { timeout: 150_000, intervals: [3_000] },
    )
    .toBe(true);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Analysis-RFCU-\d{4}-\d{2}-\d{2}-Detail\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  // Reports 34, 38, 10, 47, 49, 51, 53, 91 and 95, and the NII reports 55 and 57 for years 1 and 2.
  expect(workbook.worksheets.length).toBe(13);
  for (const sheet of workbook.worksheets) expect(sheet.rowCount).toBeGreaterThan(3);
});

test("a client emails the Detail Reports workbook; a bad address is named first", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page).toHaveURL(/\/analysis\/reports\/\d+(\?.*)?$/, { timeout: 60_000 });
  await page.getByRole("button", { name: "Email" }).click();
  const dialog = page.getByRole("dialog", { name: "Email a report package" });
  await dialog.getByLabel("To").fill(" client@rfcu.example.com , not-an-address ");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Not an email address: not-an-address. Correct or remove it.",
  );
  // Someone outside the institution is named before any document is made (the api refused it only after).
  await dialog.getByLabel("To").fill("client@rfcu.example.com, treasurer@elsewhere.example.org");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Not a user of your institution: treasurer@elsewhere.example.org. Choose addresses of your institution's users, or ask your ALM advisor to send it.",
  );
  await expect(page.getByRole("status").filter({ hasText: /\.xlsx: / })).toHaveCount(0);
  await dialog.getByLabel("To").fill(" client@rfcu.example.com ,\n ");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Email sent to client@rfcu.example.com")).toBeVisible({
    timeout: 90_000,
  });
});

test("staff create the Summary Reports PDF: Letter, contents with real page numbers, header and footer", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await homeWithClient(page, "staff");
  await navigateInApp(page, "/analysis/reports");
  await expect(page).toHaveURL(/\/analysis\/reports\/\d+(\?.*)?$/);
  await page.getByRole("combobox", { name: "Report definition" }).click();
  await page.getByRole("option", { name: /Q4 2021 ALM Report/ }).click();
  const download = page.waitForEvent("download", { timeout: 200_000 });
  await page.getByRole("button", { name: "Download Multiple" }).click();
  await page.getByRole("menuitem", { name: "Create PDF: Summary Reports" }).click();
  const file = await (await download).path();
  // The package is the definition's file now: offered for download without reloading the page.
  await page.getByRole("button", { name: "Download Multiple" }).click();
  await expect(page.getByRole("menuitem", { name: "PDF: Summary Reports", exact: true })).toBeEnabled();
  await page.keyboard.press("Escape");
  const pdf = readFileSync(file);
  const info = pdfInfo(pdf);
  expect(info.sizes).toEqual(Array(info.pages).fill([612, 792]));

  const pages = pdfPageTexts(pdf);
  pages.forEach((text, i) => {
    if (i === 0) return expect(text).toContain("Summary Reports");
    const header = (text.split("\n")[0] ?? "").trim();
    expect(header).toMatch(/^Riverbend Federal Credit Union\s+Q4 2021 ALM Report · Summary Reports$/);
    expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
  });
  const contents = [...(pages[1] ?? "").matchAll(/^\s*(.+?) — Report Overview\s+(\d+)\s*$/gm)];
  expect(contents.length).toBeGreaterThan(5);
  for (const [, label, number] of contents) {
    expect(pages[Number(number) - 1], `${label} on page ${number}`).toContain(label?.trim());
  }
  await forgetClient(page);
});
