import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * MUI X's "missing license key" watermark over each data grid: deployments with a licence key
 * (MUI_X_LICENSE_KEY) have none, and it is MUI's, not the product's text.
 */
const GRID_LICENCE_WATERMARK = '.MuiDataGrid-main > div[style*="z-index: 100000"]';

/** No serious or critical violation (WCAG 2.1 A and AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude(GRID_LICENCE_WATERMARK)
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}
