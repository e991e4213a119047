import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * MUI X's "missing license key" watermark over each data grid: deployments with a licence key
 * (MUI_X_LICENSE_KEY) have none, and it is MUI's, not the product's text.
 */
const GRID_LICENCE_WATERMARK = '.MuiDataGrid-main > div[style*="z-index: 100000"]';

/**
 * Fades, slides and ripples blend text with what lies beneath until they end, so colour contrast
 * measured mid-transition fails at random. Endless animations (spinners) never settle and are
 * left out.
 */
async function transitionsSettled(page: Page) {
  // Polled through evaluate: waitForFunction compiles its predicate in the page, which the CSP forbids.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
        ),
      { timeout: 5000, intervals: [50, 100, 200] },
    )
    .toBe(true);
}

/**
 * No serious or critical violation (WCAG 2.1 A and AA rules).
 *
 * Run in the page itself (legacy mode), asking for violations only: by default AxeBuilder opens a
 * second page to merge each frame's results and carries every passing node's HTML across, which
 * made one check of the reports screen cost 2.2-3.0 s of CPU against 0.7-1.2. The app has no
 * frames, the one case the second page is for.
 */
export async function expectAccessible(page: Page) {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude(GRID_LICENCE_WATERMARK)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const described = bad.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}: ${n.failureSummary ?? ""}`)
        .join("; ")})`,
  );
  expect(described).toEqual([]);
}

/** Read on a phone and on a desktop: accessible, and a phone never scrolls sideways. */
export async function expectAccessibleOnPhoneAndDesktop(page: Page) {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Charts measure their box after a resize, so the width settles a moment later.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await expectAccessible(page);
  }
}
