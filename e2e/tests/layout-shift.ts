import type { Page } from "@playwright/test";

/** A layout-shift performance entry (Layout Instability API; not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: readonly { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** One shift the page made by itself: its score and what moved, from where to where. */
export interface Shift {
  value: number;
  at: number;
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift from the page's navigation on (buffered), leaving out those right
 * after the user's input, as Cumulative Layout Shift counts them. An init script: it runs before
 * the page's own scripts, and the CSP does not apply to it.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${String(node.className).split(" ").slice(0, 2).join(".")} "${(node.textContent ?? "").slice(0, 30)}"`
        : String(node?.nodeName);
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(
            (s) => `${describe(s.node)}: ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts since the page's navigation, read once two more frames have been laid out. */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return window.__layoutShifts ?? [];
  });
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
