import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { Sparkline } from "./Sparkline.tsx";

afterEach(cleanup);

it("draws each quarter's value as a point on one line and says every quarter in words", () => {
  const { container } = render(
    <Sparkline
      title="NEV Ratio"
      points={[
        { label: "2021/06/30", value: 12.1, text: "12.10%" },
        { label: "2021/09/30", value: null, text: null },
        { label: "2021/12/31", value: 11.77, text: "11.77%" },
      ]}
    />,
  );
  // One image, the trend in words: the drawing inside is hidden from screen readers.
  const trend = screen.getByRole("img");
  expect(trend.getAttribute("aria-label")).toMatch(
    /2021\/06\/30 12\.10%, 2021\/09\/30 .+, 2021\/12\/31 11\.77%$/,
  );
  // The missing quarter is a gap: two points, no line between them.
  const circles = [...container.querySelectorAll("circle")];
  expect(circles.map((c) => [c.getAttribute("cx"), c.getAttribute("cy")])).toEqual([
    ["0%", "0%"],
    ["100%", "100%"],
  ]);
  expect(container.querySelector("path")?.getAttribute("d")).toBe("M0,0ZM100,100Z");
  // The ends in words beneath.
  expect(container.textContent).toContain("2021/06/30: 12.10%");
  expect(container.textContent).toContain("2021/12/31: 11.77%");
});
