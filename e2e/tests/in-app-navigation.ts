import type { Page } from "@playwright/test";

/**
 * Goes to `path` the way the app's own links do (the History API, which the router follows),
 * without loading the app again: for journeys that visit many pages to check what each draws.
 * Loading the whole app for each cost the browser about a core-second a page.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}
