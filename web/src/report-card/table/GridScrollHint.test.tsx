import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { GridScrollHint } from "./GridScrollHint.tsx";

afterEach(cleanup);

it("keeps the hint on one line of a fixed height, so the grid below never moves as it changes", () => {
  // Its names took two lines at 390 px at the start, one at the end: the grid jumped ~20 px as
  // the user swiped (a CFO's review).
  render(
    <GridScrollHint outOfView={{ before: [], after: ["Base", "Rising", "Shock", "Policy Limit (Shock)"] }} />,
  );
  const hint = screen.getByText("Scroll sideways for 4 more columns →");
  const style = getComputedStyle(hint);
  expect(style.whiteSpace).toBe("nowrap");
  expect(style.overflow).toBe("hidden");
  expect(style.height).toBe("1.66em");
});
