/**
 * Times, inside the page, one user action on the home screen: from the click (the event, so
 * Playwright's own overhead is left out) until the Data Sets and Reports panels show its result
 * and the browser has painted it. React commits a panel's filters and cards together, so the
 * first DOM change that satisfies the condition is the answer.
 */
import type { Page } from "playwright-core";

export type PanelName = "Data Sets" | "Reports";

export type Watch =
  /** A client was chosen: both panels have left loading and show that client's first cards. */
  | { kind: "client"; bench: boolean }
  /** A filter of one panel changed: the panel's filters and list read differently. */
  | { kind: "filter"; panel: PanelName };

export interface Timing {
  /** Click to the DOM change that shows the result. */
  dom: number;
  /** Click to the first frame after it (requestAnimationFrame, then a task): what the user sees. */
  painted: number;
  /** Click to the end of the last GraphQL response that started after it. */
  lastResponse: number;
  /** Cards each panel shows at the end. */
  cards: Record<PanelName, number>;
  /** For filters: whether the cards (not only the filter's own control) changed. */
  listChanged: boolean;
}

type Window = { __homeTimer?: Promise<Timing> };

/** Arms the timer for the next click; `result` then resolves when the result is painted. */
export async function armHomeTimer(page: Page, watch: Watch): Promise<void> {
  await page.evaluate((w: Watch) => {
    const panel = (name: PanelName) =>
      [...document.querySelectorAll("section")].find((s) => s.querySelector("h2")?.textContent === name);
    const titles = (p: Element | undefined) =>
      [...(p?.querySelectorAll("article h3") ?? [])].map((h) => h.textContent ?? "");
    // The cards, the 'Show more (n more)' count and the empty message.
    const list = (p: Element | undefined) =>
      `${titles(p).join("|")}#${[...(p?.querySelectorAll("button, p") ?? [])]
        .filter((e) => !e.closest("article"))
        .map((e) => e.textContent)
        .join("|")}`;
    // The filters' shown values and the checkboxes' icons (their `checked` is a property, not DOM).
    const whole = (p: Element | undefined) =>
      `${p?.textContent}#${[...(p?.querySelectorAll("svg[data-testid]") ?? [])]
        .map((s) => s.getAttribute("data-testid"))
        .join()}`;
    const ready = (name: PanelName, prefix: string, bench: boolean) => {
      const p = panel(name);
      const text = p?.textContent ?? "";
      if (!p || p.querySelector('[aria-label^="Loading"]') || text.includes("Please select a client"))
        return false;
      const t = titles(p);
      return bench
        ? t.length > 0 && t.every((s) => s.startsWith(prefix))
        : (t.length > 0 && !t.some((s) => s.startsWith(prefix))) || /current filter settings/.test(text);
    };
    performance.clearResourceTimings();
    const beforeWhole = w.kind === "filter" ? whole(panel(w.panel)) : "";
    const beforeList = w.kind === "filter" ? list(panel(w.panel)) : "";
    const done = () =>
      w.kind === "client"
        ? ready("Data Sets", "Data set ", w.bench) && ready("Reports", "Report ", w.bench)
        : whole(panel(w.panel)) !== beforeWhole;

    (window as Window).__homeTimer = new Promise<Timing>((resolve, reject) => {
      let start = 0;
      let finished = false;
      const observer = new MutationObserver(() => check());
      const timeout = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`No result 60 s after the click (clicked: ${start > 0}).`));
      }, 60_000); // Long: a smoke run shares two cores with every other test (20 s ran out there).
      function check() {
        if (finished || !start || !done()) return;
        finished = true;
        observer.disconnect();
        clearTimeout(timeout);
        const dom = performance.now() - start;
        const listChanged = w.kind === "filter" && list(panel(w.panel)) !== beforeList;
        requestAnimationFrame(() =>
          setTimeout(() => {
            const graphql = performance
              .getEntriesByType("resource")
              .filter((e) => e.name.endsWith("/graphql") && e.startTime >= start)
              .map((e) => (e as PerformanceResourceTiming).responseEnd - start);
            resolve({
              dom,
              painted: performance.now() - start,
              lastResponse: Math.max(0, ...graphql),
              cards: {
                "Data Sets": titles(panel("Data Sets")).length,
                Reports: titles(panel("Reports")).length,
              },
              listChanged,
            });
          }, 0),
        );
      }
      document.addEventListener(
        "click",
        () => {
          start = performance.now();
          check();
        },
        { capture: true, once: true },
      );
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  }, watch);
}

export const homeTimerResult = (page: Page): Promise<Timing> =>
  page.evaluate(() => {
    const timer = (window as Window).__homeTimer;
    if (!timer) throw new Error("The home timer was not armed.");
    return timer;
  });
