import { expect, type Browser, type Page } from "@playwright/test";
import { openSignedIn } from "./sign-in.ts";

export const LETTER = { width: 816, height: 1056 };

/** A package as the print routes name it: the client's and report definition's numbers. */
export interface Package {
  clientId: number;
  definitionId: number;
  ticket: string;
}

/** Signs in as the client user and asks the gateway for a print ticket of its newest package. */
export async function mintTicket(page: Page): Promise<Package> {
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page).toHaveURL(/\/analysis\/reports\/\d+(\?.*)?$/, { timeout: 30_000 });
  return page.evaluate(async () => {
    const post = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data: Record<string, never> };
    };
    type Keyed = { id: string; databaseId: number };
    const viewer = await post("{ viewer { client { id databaseId reportDefinitions { id databaseId } } } }");
    const client = (viewer.data.viewer as { client: Keyed & { reportDefinitions: Keyed[] } }).client;
    const definition = client.reportDefinitions[0];
    const minted = await post("mutation($d: ID!) { createPrintTicket(reportDefinitionId: $d) { ticket } }", {
      d: definition?.id,
    });
    return {
      clientId: client.databaseId,
      definitionId: definition?.databaseId ?? 0,
      ticket: (minted.data.createPrintTicket as { ticket: string }).ticket,
    };
  });
}

/** Chromium as the PDF renderer opens a print route: no cookie, a Letter-sized page. */
export async function openPrint(
  browser: Browser,
  path: string,
  ticket: string | null,
  /** Runs on the new page before it loads (e.g. to watch for CSP violations). */
  beforeLoad?: (page: Page) => Promise<void>,
  /** How long the page may stay loading (a report computed on the spot while the demo runs). */
  loadingMs = 30_000,
) {
  const context = await browser.newContext({ viewport: LETTER });
  try {
    const page = await context.newPage();
    await beforeLoad?.(page);
    const joiner = path.includes("?") ? "&" : "?";
    await page.goto(
      `/analysis/print/${path}${ticket === null ? "" : `${joiner}ticket=${encodeURIComponent(ticket)}`}`,
    );
    // Settled: the state set and no longer "loading". Waiting only for "not loading" passed at
    // once while the app had set no state yet, and a caller polling for "complete" closed each
    // page a moment later, so a report computed on the spot was never waited for (3 min of pages).
    await expect(page.locator('html[data-render-state]:not([data-render-state="loading"])')).toHaveCount(1, {
      timeout: loadingMs,
    });
    return page;
  } catch (error) {
    await context.close();
    throw error;
  }
}
