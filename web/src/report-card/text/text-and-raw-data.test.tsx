import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../../generated/index.ts";
import { ChartBlockView, ChartBlockViewFragment } from "../chart/ChartBlockView.tsx";
import { TextBlockView, TextBlockViewFragment } from "./TextBlockView.tsx";

afterEach(cleanup);

describe("text blocks", () => {
  it("show user-entered commentary as text, never as markup", () => {
    const onDone = vi.fn();
    const evil = '<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">';
    const block = makeFragmentData(
      {
        __typename: "TextBlock",
        title: "Commentary",
        paragraphs: [evil, "Line one\nLine two"],
        footer: null,
      },
      TextBlockViewFragment,
    );
    const { container } = render(<TextBlockView block={block} print={false} onRenderComplete={onDone} />);
    expect(screen.getByText(evil)).toBeTruthy();
    expect(container.querySelector("script, img")).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe("chart blocks", () => {
  it("toggle their raw data with Ctrl+Escape", () => {
    const block = makeFragmentData(
      {
        __typename: "ChartBlock",
        title: "NEV Ratio",
        footer: null,
        precision: null,
        chartType: "COLUMN",
        format: "PERCENTAGE",
        labels: ["-100", "Base"],
        xAxisTitle: "",
        yAxisTitle: "",
        series: [{ __typename: "ChartSeries", name: "Ratio", format: "PERCENTAGE", values: [0.161, -0.02] }],
      },
      ChartBlockViewFragment,
    );
    render(<ChartBlockView block={block} print={false} onRenderComplete={vi.fn()} />);
    expect(screen.queryByRole("table", { name: "NEV Ratio data" })).toBeNull();
    fireEvent.keyDown(window, { key: "Escape", ctrlKey: true });
    const table = screen.getByRole("table", { name: "NEV Ratio data" });
    expect(table.textContent).toContain("16.10%");
    expect(table.textContent).toContain("(2.00%)");
    fireEvent.keyDown(window, { key: "Escape", ctrlKey: true });
    expect(screen.queryByRole("table", { name: "NEV Ratio data" })).toBeNull();
  });
});
