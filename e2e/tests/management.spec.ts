import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./axe.ts";
import {
  card,
  choose,
  dataSetsPanel,
  graphql,
  homeWithClient,
  rememberedAcronym,
  reportsPanel,
  rfcuLists,
  showAll,
} from "./management-helpers.ts";
import { openSignedIn } from "./sign-in.ts";
import { navigateInApp } from "./in-app-navigation.ts";

const POSITIONS = fileURLToPath(new URL("../../engine/samples/positions.csv", import.meta.url));
const stamp = () => Date.now().toString(36).toUpperCase();

/**
 * The sample's rows repeated to about `bytes`: a real positions file of that size, on disk, so the
 * browser reads it as it would a user's file (a buffer would cross the test protocol as base64).
 */
function positionsOf(bytes: number, name: string): string {
  const [header, ...rows] = readFileSync(POSITIONS, "utf8").trim().split("\n");
  const body = `${rows.join("\n")}\n`;
  const path = test.info().outputPath(name);
  writeFileSync(path, `${header}\n${body.repeat(Math.ceil(bytes / body.length))}`);
  return path;
}

/** Fills the New Data Set form; the run result ids are made unique by the stamp. */
async function fillDataSet(
  page: Page,
  month: string,
  type: string,
  description: string,
  ids: [string, string],
) {
  const drawer = page.getByRole("dialog", { name: "New Data Set" });
  await drawer.getByLabel("As-of Month").fill(month);
  await choose(drawer, "Type", type);
  await drawer.getByLabel("Description").fill(description);
  await drawer.getByLabel("Shock Run Result ID").fill(ids[0]);
  await drawer.getByLabel("Ramp Run Result ID").fill(ids[1]);
  return drawer;
}

test("the client picker matches name or acronym, gates the buttons and is remembered", async ({ page }) => {
  await openSignedIn(page, "staff", "/analysis/");
  const picker = page.getByRole("combobox", { name: "Client" });
  await expect(picker).toHaveAttribute("placeholder", "Select client...");
  await expect(page.getByRole("button", { name: "Charts of Accounts" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Client Defaults" })).toBeDisabled();
  await expect(dataSetsPanel(page)).toContainText("Please select a client");
  await picker.fill("zzzz");
  await expect(page.getByText("No results found")).toBeVisible();
  await picker.fill("Riverbend");
  await page.getByRole("option", { name: /RFCU/ }).click();
  await expect(page.getByRole("button", { name: "Charts of Accounts" })).toBeEnabled();
  await page.reload();
  await expect(picker).toHaveValue(/RFCU/);
  await expect(page.getByRole("button", { name: "Client Defaults" })).toBeEnabled();

  // The choice is the viewer's preference on the server, which follows them to another browser.
  const preferred = () => rememberedAcronym(page);
  await expect.poll(preferred, { timeout: 20_000 }).toBe("RFCU");
  // A choice whose save has not reached the server when a page loads (a link opened at once, a
  // reload) holds: the server's answer, the choice before it, won (a review, 2026-12-06).
  const remembering = (route: { request(): { postData(): string | null } }) =>
    route.request().postData()?.includes('"operationName":"RememberClient"') ?? false;
  await page.route("**/graphql", (route) => (remembering(route) ? undefined : route.fallback()));
  await picker.fill("Summit");
  await page.getByRole("option", { name: /SVCU/ }).click();
  await expect(picker).toHaveValue(/SVCU/);
  await page.reload();
  await expect(picker).toHaveValue(/SVCU/);
  await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible();
  // Once a page can send it, it is sent again and becomes the preference.
  await page.unroute("**/graphql");
  await page.reload();
  await expect(picker).toHaveValue(/SVCU/);
  await expect.poll(preferred, { timeout: 20_000 }).toBe("SVCU");
  // Left as the journeys after it found it.
  await picker.fill("Riverbend");
  await page.getByRole("option", { name: /RFCU/ }).click();
  await expect.poll(preferred, { timeout: 20_000 }).toBe("RFCU");

  // Another user of this browser with no client saved chooses their own: staff's stays staff's
  // (analyst opened on it, a review, 2026-12-06).
  await openSignedIn(page, "analyst", "/analysis/");
  await graphql(page, "mutation { updatePreferences(input: { lastClientId: null }) { id } }");
  await page.reload();
  await expect(page.getByTestId("user-name")).not.toHaveText("");
  await expect(picker).toHaveAttribute("placeholder", "Select client...");
  await expect(picker).toHaveValue("");
  await expect(dataSetsPanel(page)).toContainText("Please select a client");
});

test("a client user is sent from home to the reports screen", async ({ page }) => {
  await openSignedIn(page, "client", "/analysis/");
  await expect(page).toHaveURL(/\/analysis\/reports/);
});

test("staff create a data set from the upload template and see its name built", async ({ page }) => {
  await homeWithClient(page, "staff");
  const id = stamp();
  await page.getByRole("button", { name: "New data set" }).click();
  const drawer = await fillDataSet(page, "2025-12", "Standard", `E2E ${id}`, [`S${id}`, `R${id}`]);
  await expect(drawer.getByTestId("data-set-name-preview")).toHaveText(`2025/12/31 Standard E2E ${id}`);
  await drawer.getByLabel("Upload position or H3 override files").setInputFiles(POSITIONS);
  await expect(drawer.getByText("positions.csv")).toBeVisible();
  await drawer.getByRole("button", { name: "Save" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Data Set" });
  await expect(edit).toBeVisible();
  // The toast shows in the drawer, above its buttons: Cancel takes a click at once, not once the
  // toast has gone 5 s later.
  await expect(edit.getByRole("alert").filter({ hasText: "The data set has been saved" })).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click({ timeout: 2_000 });
  const created = card(dataSetsPanel(page), `2025/12/31 Standard E2E ${id}`);
  await expect(created).toContainText("NEW");
  await expect(created).toContainText("pending");
});

test("staff clone a data set and delete the copy: the copy joins the list, then leaves it", async ({
  page,
}) => {
  await homeWithClient(page, "staff");
  const id = stamp();
  await page.getByRole("button", { name: "New data set" }).click();
  const drawer = await fillDataSet(page, "2025-11", "Standard", `Copied ${id}`, [`S${id}`, `R${id}`]);
  await drawer.getByLabel("Upload position or H3 override files").setInputFiles(POSITIONS);
  await drawer.getByRole("button", { name: "Save" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Data Set" });
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: "Clone" }).click();
  await page.getByRole("dialog", { name: "Clone Data Set" }).getByRole("button", { name: "Clone" }).click();
  const copied = page.getByText(/The data set has been copied to /).first();
  await expect(copied).toBeVisible();
  const copyName = ((await copied.textContent()) ?? "")
    .replace(/.*The data set has been copied to /, "")
    .trim();
  expect(copyName).toContain(`Copied ${id}`);
  // The drawer now shows the copy; the list behind it is hidden from assistive technology until it closes.
  await edit.getByRole("button", { name: "Cancel" }).click();
  const copy = card(dataSetsPanel(page), copyName);
  await expect(copy).toHaveCount(1);

  await copy.getByRole("button", { name: `Open ${copyName}` }).click();
  await edit.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: `Delete ${copyName}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(card(dataSetsPanel(page), copyName)).toHaveCount(0);
  await expect(card(dataSetsPanel(page), `2025/11/30 Standard Copied ${id}`)).toHaveCount(1);
});

test("a file above 20 MB is not added, with how to split it; a 1 MB file is then stored", async ({
  page,
}) => {
  await homeWithClient(page, "staff");
  const before = (await rfcuLists(page)).dataSets.length;
  const id = stamp();
  await page.getByRole("button", { name: "New data set" }).click();
  const drawer = await fillDataSet(page, "2025-11", "Misc", `Large ${id}`, [`S${id}`, `R${id}`]);
  const upload = drawer.getByLabel("Upload position or H3 override files");
  // Refused where it is picked: nothing is sent (the api's own refusal of such a file is the
  // gateway's data-set-uploads test).
  await upload.setInputFiles(positionsOf(21 * 1024 * 1024, "huge.csv"));
  const refusal = drawer.getByRole("alert").filter({ hasText: "huge.csv is larger than 20 MB" });
  await expect(refusal).toContainText("Split it into files of at most 20 MB");
  await expect(drawer.getByRole("button", { name: "Remove huge.csv" })).toHaveCount(0);
  expect((await rfcuLists(page)).dataSets.length).toBe(before);

  // Above the 700 KB that base64 in a GraphQL body allowed.
  await upload.setInputFiles(positionsOf(1024 * 1024, "large.csv"));
  await expect(refusal).toHaveCount(0);
  await drawer.getByRole("button", { name: "Save" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Data Set" });
  await expect(edit.getByText("large.csv")).toBeVisible({ timeout: 60_000 });
});

test("a file of other columns is refused where the user sees it: one message, in view and focused", async ({
  page,
}) => {
  // Short enough that the drawer scrolls: its failure shows at the top, far from Save and the files.
  await page.setViewportSize({ width: 1280, height: 600 });
  await homeWithClient(page, "staff");
  const before = (await rfcuLists(page)).dataSets.length;
  const id = stamp();
  await page.getByRole("button", { name: "New data set" }).click();
  const drawer = await fillDataSet(page, "2025-11", "Misc", `Other columns ${id}`, [`S${id}`, `R${id}`]);
  const other = test.info().outputPath("other.csv");
  writeFileSync(other, "foo,bar\n1,2\n");
  await drawer.getByLabel("Upload position or H3 override files").setInputFiles(other);
  // Where the user is when they press Save: down at the files.
  await drawer.getByRole("button", { name: "Remove other.csv" }).scrollIntoViewIfNeeded();
  await expect(drawer.getByLabel("Description")).not.toBeInViewport();
  await drawer.getByRole("button", { name: "Save" }).click();
  const failure = drawer
    .getByRole("alert")
    .filter({ hasText: "An error occurred when saving the data set." });
  await expect(failure).toBeFocused();
  await expect(failure).toBeInViewport();
  await expect(failure).toContainText(
    /other\.csv, row 1: missing 13 columns \("key", "description", .*\); the header must be: key,description,/,
  );
  await expect(failure.getByText(/the header must be/)).toHaveCount(1);
  expect((await rfcuLists(page)).dataSets.length).toBe(before);
});

test("staff run a data set and see Started then Completed arrive live", async ({ page }) => {
  // Right after the start the run may queue behind the demo's background computations and a new
  // engine thread: up to a minute on two cores.
  test.slow();
  await homeWithClient(page, "staff");
  const id = stamp();
  await page.getByRole("button", { name: "New data set" }).click();
  // A demo as-of date: the run needs a curve within 7 days (the H.15 curve of 2022-07-29).
  const drawer = await fillDataSet(page, "2022-07", "What If", `Run ${id}`, [`S${id}`, `R${id}`]);
  await drawer.getByLabel("Upload position or H3 override files").setInputFiles(POSITIONS);
  await drawer.getByRole("button", { name: "Save" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Data Set" });
  await edit.getByRole("button", { name: "Run", exact: true }).click();
  await expect(edit.getByTestId("status-tag")).toHaveText(/Started|Completed/);
  await expect(edit.getByTestId("status-tag")).toHaveText("Completed", { timeout: 60_000 });
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(card(dataSetsPanel(page), `2022/07/31 What If Run ${id}`)).toContainText("Completed");
});

test("staff create a report definition, approve and publish it; the client then sees it", async ({
  page,
  browser,
}) => {
  await homeWithClient(page, "staff");
  const name = `E2E Report ${stamp()}`;
  await reportsPanel(page).getByRole("button", { name: "New report" }).click();
  const drawer = page.getByRole("dialog", { name: "New Report" });
  // Saved before anything is typed, focus is taken from Save to the first field to fill.
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(drawer.getByLabel("Name")).toBeFocused();
  await drawer.getByLabel("Name").fill(name);
  await choose(drawer, "Base Data Set", "2021/12/31 Standard");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Report" })).toBeVisible();
  await page.getByRole("dialog", { name: "Edit Report" }).getByRole("button", { name: "Cancel" }).click();
  const created = card(reportsPanel(page), name);
  await expect(created).toContainText("NEW");
  await expect(created.getByTestId("status-tag")).toHaveText("Completed", { timeout: 30_000 });

  await created.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("dialog", { name: "Approve Report" }).getByRole("button", { name: "Approve" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `The report ${name} has been approved` }),
  ).toBeVisible();
  await expect(created).toContainText("Approved");
  await created.getByRole("button", { name: "Publish" }).click();
  // Nobody made its PDFs: the question says its readers would find them unavailable (a CFO's review).
  await expect(page.getByRole("dialog", { name: "Publish Report" })).toContainText(
    "No PDF is made for All Reports and Summary Reports: its readers will find them unavailable",
  );
  await page.getByRole("dialog", { name: "Publish Report" }).getByRole("button", { name: "Publish" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: `The report ${name} has been published` }),
  ).toBeVisible({ timeout: 15_000 }); // toasts show one after another, 5 s each
  await expect(created).toContainText("Published");
  await expect(created.getByRole("button", { name: "Unpublish" })).toBeVisible();

  const context = await browser.newContext();
  const clientPage = await context.newPage();
  await openSignedIn(clientPage, "client", "/analysis/");
  await expect(clientPage).toHaveURL(/\/analysis\/reports/);
  const seen = await graphql<{ viewer: { client: { reportDefinitions: { name: string }[] } } }>(
    clientPage,
    "{ viewer { client { reportDefinitions { name } } } }",
  );
  expect(seen.viewer.client.reportDefinitions.map((r) => r.name)).toContain(name);
  await context.close();
});

test("an analyst sees no Approve or Publish buttons", async ({ page }) => {
  await homeWithClient(page, "analyst");
  const panel = reportsPanel(page);
  await showAll(panel);
  await expect(panel.getByRole("article").first()).toBeVisible();
  for (const action of ["Approve", "Unapprove", "Publish", "Unpublish"])
    await expect(panel.getByRole("button", { name: action, exact: true })).toHaveCount(0);
  await expect(panel.getByRole("link", { name: /^View / }).first()).toBeVisible();
});

test("an analyst without the Manage permissions is offered no upload, save or security switch that would be refused", async ({
  page,
}) => {
  await homeWithClient(page, "analyst");
  await navigateInApp(page, "/analysis/curves");
  await expect(page.getByRole("region", { name: "Yield curves" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload curve" })).toHaveCount(0);
  await expect(page.getByText("Uploading a curve needs the Manage Curves permission.")).toBeVisible();
  await navigateInApp(page, "/analysis/clientsettings");
  await expect(page.getByLabel("NII Years")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  await expect(
    page.getByText("Changing a client's defaults needs the Manage Client Settings permission."),
  ).toBeVisible();
  await expect(page.getByRole("switch", { name: /Require two-step sign-in/ })).toBeDisabled();
});

test("a duplicate data set name is explained and nothing is saved", async ({ page }) => {
  await homeWithClient(page, "staff");
  const before = (await rfcuLists(page)).dataSets.length;
  await page.getByRole("button", { name: "New data set" }).click();
  const id = stamp();
  const drawer = await fillDataSet(page, "2022-07", "What If", "Deposit runoff", [`S${id}`, `R${id}`]);
  await drawer.getByRole("button", { name: "Save" }).click();
  const alert = drawer.getByRole("alert").filter({ hasText: "Duplicate Data Set Name" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Edit the description");
  // Said once: the alert's title is the headline, its text does not repeat it, nothing else explains it.
  const text = await alert.innerText();
  expect(text.split("Duplicate Data Set Name").length - 1).toBe(1);
  await expect(page.getByText(/names are built from the as-of date/)).toHaveCount(1);
  await expect(page.getByRole("dialog", { name: "New Data Set" })).toBeVisible();
  expect((await rfcuLists(page)).dataSets.length).toBe(before);
});

test("staff clone a report definition and delete the copy: the copy joins the list, then leaves it", async ({
  page,
}) => {
  await homeWithClient(page, "staff");
  const panel = reportsPanel(page);
  await showAll(panel);
  await card(panel, "Q4 2021 ALM Report").getByRole("button", { name: "Open Q4 2021 ALM Report" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Report" });
  await edit.getByRole("button", { name: "Clone" }).click();
  await page.getByRole("dialog", { name: "Clone Report" }).getByRole("button", { name: "Clone" }).click();
  const copied = page.getByText(/The report definition has been copied to /).first();
  await expect(copied).toBeVisible();
  const copyName = ((await copied.textContent()) ?? "")
    .replace(/.*The report definition has been copied to /, "")
    .trim();
  expect(copyName).toContain("Q4 2021 ALM Report");
  expect(copyName).not.toBe("Q4 2021 ALM Report");
  await edit.getByRole("button", { name: "Cancel" }).click();
  const copy = card(panel, copyName);
  await expect(copy).toHaveCount(1);

  await copy.getByRole("button", { name: `Open ${copyName}` }).click();
  await edit.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: `Delete ${copyName}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(card(panel, copyName)).toHaveCount(0);
  await expect(card(panel, "Q4 2021 ALM Report")).toHaveCount(1);
});

test("a duplicate report name is refused", async ({ page }) => {
  await homeWithClient(page, "staff");
  const before = (await rfcuLists(page)).reportDefinitions.length;
  await reportsPanel(page).getByRole("button", { name: "New report" }).click();
  const drawer = page.getByRole("dialog", { name: "New Report" });
  await drawer.getByLabel("Name").fill("Q4 2021 ALM Report");
  await choose(drawer, "Base Data Set", "2021/12/31 Standard");
  await drawer.getByRole("button", { name: "Save" }).click();
  const alert = drawer.getByRole("alert").filter({ hasText: "Duplicate Report Def Name" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Please change the name to a unique value.");
  expect((await rfcuLists(page)).reportDefinitions.length).toBe(before);
});

test("a data set that a report uses offers no Delete and says which report definition uses it", async ({
  page,
}) => {
  await homeWithClient(page, "staff");
  const panel = dataSetsPanel(page);
  await showAll(panel);
  const name = "2022/07/31 What If Deposit runoff";
  const user = "'July 2022 Deposit Runoff What-If'";
  await expect(card(panel, name).getByRole("img", { name: new RegExp(user) })).toHaveCount(1);
  await expect(card(panel, name).getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  await card(panel, name)
    .getByRole("button", { name: `Open ${name}` })
    .click();
  const drawer = page.getByRole("dialog", { name: "Edit Data Set" });
  const remove = drawer.getByRole("button", { name: "Delete" });
  await expect(remove).toBeDisabled();
  // Why, before anyone asks: by report definition name, and what to do about it.
  await expect(remove).toHaveAccessibleDescription(new RegExp(`cannot be deleted.*${user}`));
  await expect(drawer.getByText(/choose other data sets in them/)).toBeVisible();
  await expect(page.getByText("This action cannot be undone.")).toHaveCount(0);
  expect((await rfcuLists(page)).dataSets.map((d) => d.name)).toContain(name);
});

test("the failed demo data set's reason names the run result id its form shows", async ({ page }) => {
  await homeWithClient(page, "staff");
  const panel = dataSetsPanel(page);
  await showAll(panel);
  const name = "2022/07/31 TYC";
  await card(panel, name)
    .getByRole("button", { name: `Open ${name}` })
    .click();
  const drawer = page.getByRole("dialog", { name: "Edit Data Set" });
  const shock = await drawer.getByLabel("Shock Run Result ID").inputValue();
  expect(shock).toMatch(/^\d+$/);
  await expect(drawer.getByText(`Run result ${shock} was not found`)).toBeVisible();
});

test("a bad upload file is reported and nothing is saved", async ({ page }) => {
  await homeWithClient(page, "staff");
  const before = (await rfcuLists(page)).dataSets.length;
  const id = stamp();
  await page.getByRole("button", { name: "New data set" }).click();
  const drawer = await fillDataSet(page, "2025-12", "Misc", `Bad ${id}`, [`S${id}`, `R${id}`]);
  await drawer.getByLabel("Upload position or H3 override files").setInputFiles({
    name: "positions.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("key,description,balance\nNew Auto 60,New auto,not-a-number\n"),
  });
  await expect(drawer.getByText("positions.csv")).toBeVisible();
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer.getByRole("alert").first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "New Data Set" })).toBeVisible();
  expect((await rfcuLists(page)).dataSets.length).toBe(before);
});

test("after a refused file, picking the corrected one under another name replaces it and Save saves", async ({
  page,
}) => {
  await homeWithClient(page, "staff");
  const id = stamp();
  await page.getByRole("button", { name: "New data set" }).click();
  const drawer = await fillDataSet(page, "2025-10", "Misc", `Corrected ${id}`, [`S${id}`, `R${id}`]);
  const [header, first, second, ...rest] = readFileSync(POSITIONS, "utf8").trim().split("\n");
  const spoilt = (row: string | undefined, column: number, value: string) =>
    (row ?? "")
      .split(",")
      .map((cell, i) => (i === column ? value : cell))
      .join(",");
  const bad = test.info().outputPath("bad.csv");
  writeFileSync(bad, [header, spoilt(first, 2, "abc"), spoilt(second, 3, "x"), ...rest].join("\n"));
  const upload = drawer.getByLabel("Upload position or H3 override files");
  await upload.setInputFiles(bad);
  await drawer.getByRole("button", { name: "Save" }).click();
  const failure = drawer
    .getByRole("alert")
    .filter({ hasText: "An error occurred when saving the data set." });
  await expect(failure).toBeVisible();
  // Each problem a sentence of its own; the one fix said once, under them.
  await expect(failure).toContainText(/bad\.csv, row 2, column balance: /);
  const lines = await failure.locator("p").allInnerTexts();
  const problems = lines.filter((l) => l.startsWith("bad.csv"));
  expect(problems.length).toBe(2);
  for (const line of problems) expect(line).toMatch(/\.$/);
  for (const line of problems) expect(line).not.toContain("upload it again");
  await expect(failure.getByText(/and upload it again\.$/)).toHaveCount(1);
  await expect(drawer.getByText("bad.csv (refused: the next file you upload replaces it)")).toBeVisible();

  await upload.setInputFiles(POSITIONS);
  await expect(drawer.getByText("positions.csv")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Remove bad.csv" })).toHaveCount(0);
  await drawer.getByRole("button", { name: "Save" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Data Set" });
  await expect(edit).toBeVisible();
  await expect(edit.getByText(/^positions\.csv/)).toBeVisible();
  await expect(edit.getByText(/^bad\.csv/)).toHaveCount(0);
});

test("Client Defaults and Charts of Accounts save their changes", async ({ page }) => {
  await homeWithClient(page, "staff");
  await page.getByRole("button", { name: "Client Defaults" }).click();
  await expect(page.getByRole("heading", { name: "Client Defaults" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Net Interest Income" })).toBeVisible();
  await page.getByLabel("Modeling Database Name").fill(`ZM_RFCU_${stamp()}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The client settings have been saved").first()).toBeVisible();

  await navigateInApp(page, "/analysis/coa");
  // The chart the published reports use keeps the folders they show: a change waits for a copy.
  const lockedChart = page.getByRole("region", { name: "Folder tree of Standard COA" });
  // Other journeys approve reports of their own on it too: the published quarters are among them.
  const lock = lockedChart.getByRole("alert");
  await expect(lock).toContainText("Locked: used by the approved or published report ");
  await expect(lock).toContainText("'Q4 2021 ALM Report'");
  await lockedChart
    .getByRole("switch", { name: /^NII visible: / })
    .nth(1)
    .click();
  await expect(lockedChart.getByRole("heading", { name: /1 unsaved change/ })).toBeVisible();
  await expect(lockedChart.getByRole("button", { name: "Update", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: /^Standard COA - All Folders Visible/ }).click();
  const tree = page
    .getByRole("region", { name: "Folder tree of Standard COA - All Folders Visible" })
    .getByRole("table", { name: "Folder tree" });
  await expect(tree).toBeVisible();
  await expect(tree.getByRole("cell", { name: "H1" }).first()).toBeVisible();
  // A section closes and opens again by its arrow, which names the section and says which it is.
  const collapse = tree.getByRole("button", { name: /^Collapse / }).first();
  const section = ((await collapse.getAttribute("aria-label")) ?? "").replace(/^Collapse /, "");
  await collapse.click();
  const expand = tree.getByRole("button", { name: `Expand ${section}`, exact: true });
  await expect(expand).toHaveAttribute("aria-expanded", "false");
  await expand.click();
  await expect(tree.getByRole("button", { name: `Collapse ${section}`, exact: true })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const toggle = tree.getByRole("switch", { name: /^NII visible: / }).nth(1);
  const was = await toggle.isChecked();
  await toggle.setChecked(!was);
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await page
    .getByRole("dialog", { name: /^Update / })
    .getByRole("button", { name: "Update", exact: true })
    .click();
  await expect(page.getByText("has been updated").first()).toBeVisible();
});

test("home, drawers, Client Defaults and Charts of Accounts are accessible", async ({ page }) => {
  test.slow(); // an axe run for each of six screens and drawers
  await homeWithClient(page, "staff");
  await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "New data set" }).click();
  await expect(page.getByRole("dialog", { name: "New Data Set" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("dialog", { name: "New Data Set" }).getByRole("button", { name: "Cancel" }).click();
  await reportsPanel(page).getByRole("button", { name: "New report" }).click();
  const report = page.getByRole("dialog", { name: "New Report" });
  await expect(report).toBeVisible();
  await expectAccessible(page);
  await report.getByRole("tab", { name: "Reports" }).click();
  await expect(report.getByRole("group").first()).toBeVisible();
  await report
    .getByRole("button", { name: /^Expand / })
    .first()
    .click();
  await expect(report.getByRole("button", { name: /^Collapse / })).toHaveAttribute("aria-expanded", "true");
  await expectAccessible(page);
  await report.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Client Defaults" }).click();
  await expect(page.getByRole("group", { name: "Net Interest Income" })).toBeVisible();
  await expectAccessible(page);
  await navigateInApp(page, "/analysis/coa");
  await expect(page.getByRole("table", { name: "Folder tree" })).toBeVisible();
  await expectAccessible(page);
});
