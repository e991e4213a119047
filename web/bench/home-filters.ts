/**
 * The filter changes the home benchmark times, in each panel: the type filter ticked and
 * unticked, the updated period set to All, Last 24 Hours and back to Last 60 Days (the
 * default), and the panel's checkbox ticked and unticked. The panel ends as it began.
 */
import type { Locator, Page } from "playwright-core";
import type { PanelName } from "./home-timer.ts";

/** Times one click on `target` as a change of `filter`. */
export type MeasureClick = (panel: PanelName, filter: string, target: Locator) => Promise<void>;

export const CHECKBOXES: Record<PanelName, string> = {
  "Data Sets": "Only Unattached Data Sets",
  Reports: "Only Published Reports",
};
const TYPE_OPTIONS: Record<PanelName, string> = { "Data Sets": "What If", Reports: "Comparison" };
const PERIODS = ["All", "Last 24 Hours", "Last 60 Days"];

export async function changeFilters(page: Page, name: PanelName, measure: MeasureClick): Promise<void> {
  const panel = page.getByRole("region", { name });
  const menuClosed = () => page.getByRole("listbox").waitFor({ state: "hidden" });

  await panel.getByRole("combobox", { name: "Type" }).click();
  const typeOption = page.getByRole("option", { name: TYPE_OPTIONS[name], exact: true });
  for (let i = 0; i < 2; i++) await measure(name, "Type", typeOption);
  await page.keyboard.press("Escape");
  await menuClosed();

  for (const period of PERIODS) {
    await panel.getByRole("combobox", { name: "Updated" }).click();
    await measure(name, "Updated period", page.getByRole("option", { name: period, exact: true }));
    await menuClosed();
  }

  const checkbox = panel.getByRole("checkbox", { name: CHECKBOXES[name] });
  for (let i = 0; i < 2; i++) await measure(name, CHECKBOXES[name], checkbox);
}
