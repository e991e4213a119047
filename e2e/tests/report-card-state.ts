import { expect, type Page } from "@playwright/test";

/** The report card: its data-render-state says loading, complete, error or empty. */
export const card = (page: Page) => page.locator("article[data-render-state]");

/** Waits until the card shows the report the URL names, finished whatever the outcome. */
export async function settled(page: Page) {
  await expect
    .poll(
      async () => {
        const url = new URL(page.url());
        const definition = url.pathname.split("/").at(-1);
        const expected = `${definition}/${url.searchParams.get("report")}/${url.searchParams.get("year") ?? 1}`;
        const key = await card(page)
          .getAttribute("data-report-key", { timeout: 1_000 })
          .catch(() => null);
        const state = await card(page)
          .getAttribute("data-render-state", { timeout: 1_000 })
          .catch(() => null);
        return key === expected && state !== "loading" ? state : "waiting";
      },
      { timeout: 45_000, intervals: [50, 100, 200] },
    )
    .not.toBe("waiting");
  return card(page).getAttribute("data-render-state");
}
