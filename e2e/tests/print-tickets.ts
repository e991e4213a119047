import { expect, type Browser, type Page } from "@playwright/test";
import { openSignedIn } from "./sign-in.ts";

export const LETTER = { width: 816, height: 1056 };

export interface Package {
  clientId: string;
  definitionId: string;
  ticket: string;
}

/** Signs in as the client user and asks the gateway for a print ticket of its newest package. */
export async function mintTicket(page: Page): Promise<Package> {
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page).toHaveURL(/\/analysis\/reports\/[\w-]+(\?.*)?$/, { timeout: 30_000 });
  return page.evaluate(async () => {
    const post = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data: Record<string, never> };
    };
    const viewer = await post("{ viewer { client { id reportDefinitions { id status } } } }");
    const client = (viewer.data.viewer as { client: { id: string; reportDefinitions: { id: string }[] } })
      .client;
    const definitionId = client.reportDefinitions[0]?.id ?? "";
    const minted = await post(
      "mutation($c: ID!, $d: ID!) { createPrintTicket(clientId: $c, reportDefinitionId: $d) { ticket } }",
      { c: client.id, d: definitionId },
    );
    return {
      clientId: client.id,
      definitionId,
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
  const page = await context.newPage();
  await beforeLoad?.(page);
  const joiner = path.includes("?") ? "&" : "?";
  await page.goto(
    `/analysis/print/${path}${ticket === null ? "" : `${joiner}ticket=${encodeURIComponent(ticket)}`}`,
  );
  await expect(page.locator("html")).not.toHaveAttribute("data-render-state", "loading", {
    timeout: loadingMs,
  });
  await expect(page.locator("html[data-render-state]")).toHaveCount(1);
  return page;
}
