import { expect, test } from "./fixtures.ts";
import { openSignedIn } from "./sign-in.ts";

// A person can ask their system for less motion (WCAG 2.3.3): the app then opens what it opens at once.
for (const [preference, durations] of [
  ["no-preference", /^(?!0s)[\d.]+m?s, (?!0s)[\d.]+m?s$/],
  ["reduce", /^0s, 0s$/],
] as const) {
  test.describe(`a system that asks for ${preference === "reduce" ? "less motion" : "nothing"}`, () => {
    test.use({ reducedMotion: preference });

    test(`menus open ${preference === "reduce" ? "without" : "with"} their grow and fade`, async ({
      page,
    }) => {
      await openSignedIn(page, "staff", "/analysis/");
      await page.getByTestId("user-name").click();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      // MUI's Grow leaves the timing of its opacity and transform transitions on the menu's paper.
      const paper = menu.locator("xpath=ancestor::*[contains(@class, 'MuiPaper-root')][1]");
      expect(await paper.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(durations);
    });
  });
}
