import type { Page } from "@playwright/test";

/**
 * Goes to `path` the way the app's own links do (the History API, which the router follows),
 * without loading the app again: for journeys that visit many pages to check what each draws.
 * Loading the whole app for each cost the browser about a core-second a page.
 *
 * The entry carries the state the router gives its own entries (a key of its own, the next index),
 * so that the app sees each move as the router's navigations are seen: a page's unsaved-changes
 * guard asks, and two moves to one address are two arrivals. Without it, the guard never saw
 * these moves (so no journey noticed that leaving Client Defaults after a save asked about unsaved
 * changes), and every such entry had the router's one "default" key.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const before = history.state as { idx?: number } | null;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (before?.idx ?? 0) + 1 };
    history.pushState(state, "", to);
    dispatchEvent(new PopStateEvent("popstate", { state }));
  }, path);
}
