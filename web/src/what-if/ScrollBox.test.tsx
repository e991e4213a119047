import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ScrollBox } from "./ScrollBox.tsx";

afterEach(cleanup);

/** jsdom lays nothing out: the box's sizes as a 390 px phone has them. */
function sized(el: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(el, "scrollWidth", { configurable: true, value: scrollWidth });
  Object.defineProperty(el, "clientWidth", { configurable: true, value: clientWidth });
}

it("says above a table wider than its box that it scrolls sideways, and which way", () => {
  // The session's what-ifs scrolled sideways on a phone with no hint (a CFO's review).
  const { rerender } = render(
    <ScrollBox label="This session's what-ifs, scrolls sideways">
      <table />
    </ScrollBox>,
  );
  const box = screen.getByRole("region");
  sized(box, { scrollWidth: 700, clientWidth: 356 });
  act(() => {
    fireEvent.scroll(box);
  });
  expect(screen.getByText("Scroll sideways for more columns →")).toBeTruthy();
  box.scrollLeft = 344;
  act(() => {
    fireEvent.scroll(box);
  });
  expect(screen.getByText("← Scroll back for more columns")).toBeTruthy();
  box.scrollLeft = 100;
  act(() => {
    fireEvent.scroll(box);
  });
  expect(screen.getByText("← Scroll sideways for more columns →")).toBeTruthy();
  // A table that fits says nothing; on paper nothing scrolls.
  sized(box, { scrollWidth: 356, clientWidth: 356 });
  box.scrollLeft = 0;
  act(() => {
    fireEvent.scroll(box);
  });
  expect(screen.queryByText(/Scroll/)).toBeNull();
  rerender(
    <ScrollBox label="x" plain>
      <table />
    </ScrollBox>,
  );
  expect(screen.queryByRole("region")).toBeNull();
});
