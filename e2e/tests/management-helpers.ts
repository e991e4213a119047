import { expect, type Locator, type Page } from "@playwright/test";
import { openSignedIn } from "./sign-in.ts";
import { rememberedClientId } from "@alm/test-support";

export const dataSetsPanel = (page: Page) => page.getByRole("region", { name: "Data Sets" });
export const reportsPanel = (page: Page) => page.getByRole("region", { name: "Reports" });
export const card = (panel: Locator, name: string) => panel.getByRole("article", { name, exact: true });

/** Signs in and chooses a client on the home page. */
export async function homeWithClient(page: Page, username: string, acronym = "RFCU"): Promise<void> {
  await openSignedIn(page, username, "/analysis/");
  const picker = page.getByRole("combobox", { name: "Client" });
  await expect(picker).toBeVisible({ timeout: 20_000 }); // home loads its queries in turn (issue 18)
  const chosen = new RegExp(`\\(${acronym}\\)`);
  // The client is remembered across visits: choose it only when another one (or none) shows. The
  // gateway says whether one is remembered, so that nobody waits for a value that will not come.
  const remembered =
    (await page.evaluate(rememberedClientId)) !== null &&
    (await expect(picker)
      .toHaveValue(chosen, { timeout: 3_000 })
      .then(() => true)
      .catch(() => false));
  if (!remembered) {
    await picker.fill(acronym);
    await expect(page.getByRole("option", { name: chosen })).toBeVisible();
    await picker.press("ArrowDown");
    await picker.press("Enter");
    await expect(picker).toHaveValue(chosen);
    // Remembered by the gateway once its write lands: a page opened before then (first-screen's
    // arrival) found no client once in a run, its picker empty.
    await expect.poll(() => rememberedAcronym(page)).toBe(acronym);
  }
  await expect(page.getByRole("button", { name: "New data set" })).toBeEnabled();
}

/** The acronym of the client the gateway remembers for the page's user, null for none. */
export async function rememberedAcronym(page: Page): Promise<string | null> {
  const id = await page.evaluate(rememberedClientId);
  const { clients } = await graphql<{ clients: { id: string; acronym: string }[] }>(
    page,
    "{ clients { id acronym } }",
  );
  return clients.find((c) => c.id === id)?.acronym ?? null;
}

/** Sets a panel's updated period (the default, Last 60 Days, may hide seeded items). */
export async function showAll(panel: Locator): Promise<void> {
  await panel.getByRole("combobox", { name: "Updated" }).click();
  await panel.page().getByRole("option", { name: "All", exact: true }).click();
}

/** Chooses an option of an MUI select inside a container. */
export async function choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole("combobox", { name: label }).click();
  await scope.page().getByRole("option", { name: option }).first().click();
}

/** A GraphQL call with the page's session cookie. */
export async function graphql<T>(page: Page, query: string): Promise<T> {
  const result = await page.evaluate(async (q) => {
    const res = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: q }),
    });
    return (await res.json()) as { data?: unknown; errors?: unknown[] };
  }, query);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data as T;
}

interface ClientLists {
  clients: {
    acronym: string;
    dataSets: { id: string; name: string }[];
    reportDefinitions: { id: string; name: string }[];
  }[];
}

/** Names of RFCU's data sets and report definitions as the api has them. */
export async function rfcuLists(page: Page) {
  const data = await graphql<ClientLists>(
    page,
    "{ clients { acronym dataSets { id name } reportDefinitions { id name } } }",
  );
  const rfcu = data.clients.find((c) => c.acronym === "RFCU");
  if (!rfcu) throw new Error("RFCU is missing from the demo data.");
  return rfcu;
}

/**
 * Clears the client picker of the home page shown, and waits until the user's preferences forget
 * the client too: that is a request of its own, which a page load right after the click could cancel.
 */
export async function clearClient(page: Page) {
  const picker = page.getByRole("combobox", { name: "Client" });
  await picker.click();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(picker).toHaveValue("");
  await expect.poll(() => page.evaluate(rememberedClientId)).toBeNull();
}

/** Other journeys start with no client chosen: forget the one this test chose. */
export async function forgetClient(page: Page) {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("/analysis/");
  await clearClient(page);
}
