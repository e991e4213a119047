import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { openSignedIn } from "./sign-in.ts";

const TENORS = [1, 3, 6, 12, 24, 36, 60, 84, 120, 240, 360];
const curveFile = (name: string, rows: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(["tenorMonths,rate", ...rows].join("\n")),
});

test("staff list the yield curves, see a bad file's problems at the file, and upload a curve", async ({
  page,
}) => {
  await openSignedIn(page, "staff", "/analysis/");
  await page.getByRole("button", { name: "Analysis" }).click();
  await page.getByRole("menuitem", { name: /Yield Curves/ }).click();
  await expect(page).toHaveURL(/\/analysis\/curves$/);
  const list = page.getByRole("region", { name: "Yield curves" });
  const q4 = list.getByRole("row").filter({ has: page.getByRole("button", { name: "2021/12/31" }) });
  await expect(q4).toContainText("US Treasury daily par yield curve (CMT, H.15), closing values");
  await expect(q4).toContainText("Built in");
  await q4.getByRole("button", { name: "2021/12/31" }).click();
  const detail = page.getByRole("region", { name: "Curve of 2021/12/31" });
  await expect(detail.getByRole("table", { name: "Points" })).toContainText("10 Yr");
  await expectAccessible(page);
  await expect(detail.getByRole("table", { name: "Points" })).toContainText("1.52");

  await page.getByRole("button", { name: "Upload curve" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Yield Curve" });
  await dialog.getByLabel("As-of date").fill("2024-06-28");
  await dialog.getByLabel("Source").fill("H.15 release of 2024-07-01");
  await dialog.getByLabel("Curve file").setInputFiles(
    curveFile(
      "june.csv",
      TENORS.filter((t) => t !== 240).map((t) => `${t},5.1`),
    ),
  );
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(
    dialog.getByRole("alert").filter({ hasText: "june.csv, row 1, column tenorMonths" }),
  ).toContainText("the curve lacks the tenors 240 months");

  await dialog.getByLabel("Curve file").setInputFiles(
    curveFile(
      "june.csv",
      TENORS.map((t) => `${t},5.1`),
    ),
  );
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/of the curve of 2024\/06\/28 has been stored/)).toBeVisible();
  const june = list.getByRole("row").filter({ has: page.getByRole("button", { name: "2024/06/28" }) });
  await expect(june).toContainText("H.15 release of 2024-07-01");
  await expect(june).toContainText("staff");
  await expect(page.getByRole("region", { name: "Curve of 2024/06/28" })).toContainText("5.10");
});

test("a client user has no Yield Curves item, and its address sends them to their reports", async ({
  page,
}) => {
  await openSignedIn(page, "client", "/analysis/");
  await page.getByRole("button", { name: "Analysis" }).click();
  await expect(page.getByRole("menuitem", { name: /Reports/ })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /Yield Curves/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/analysis/curves");
  await expect(page).toHaveURL(/\/analysis\/reports/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Yield Curves" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload curve" })).toHaveCount(0);
});

test("a mistake on 12 rows of a curve file is told once: its rows, its column, the rule and the fix", async ({
  page,
}) => {
  await openSignedIn(page, "staff", "/analysis/curves");
  await page.getByRole("button", { name: "Upload curve" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Yield Curve" });
  await dialog.getByLabel("As-of date").fill("2024-06-28");
  // A decimal comma on every row after the first ("4,10" is read as 410).
  const commas = [2, 3, 4, 6, 12, 24, 36, 60, 84, 120, 240, 360].map((t, i) => `${t},"4,${10 + i}"`);
  await dialog.getByLabel("Curve file").setInputFiles(curveFile("commas.csv", ["1,4.1", ...commas]));
  await dialog.getByRole("button", { name: "Upload" }).click();

  await expect(dialog.getByText("The curve file has 1 problem; nothing was saved.")).toBeVisible();
  const problem = dialog.getByRole("alert").filter({ hasText: "commas.csv" });
  await expect(problem).toHaveText(
    'commas.csv, rows 3–14, column rate: rate must be an annual percent from -5 to 25; got "4,10", "4,11", "4,12" and 9 more.' +
      " Correct the file (columns tenorMonths and rate, one row per Treasury tenor, rates in percent) and upload it again.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
