import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../../generated/index.ts";
import { TextBlockView, TextBlockViewFragment } from "./TextBlockView.tsx";

afterEach(cleanup);

const textBlock = (paragraphs: string[], text = paragraphs.join("\n\n")) =>
  makeFragmentData(
    { __typename: "TextBlock", title: "Commentary", text, paragraphs, footer: "Prepared by the ALM team." },
    TextBlockViewFragment,
  );

type Hacked = { hacked?: number };

describe("text blocks", () => {
  it("show user-entered commentary literally, never as markup", () => {
    const script = "<script>window.hacked = 1</script>";
    const image = '<img src="x" onerror="window.hacked = 2">';
    const { container } = render(
      <TextBlockView block={textBlock([script, image])} print={false} onRenderComplete={vi.fn()} />,
    );
    expect(screen.getByText(script)).toBeTruthy();
    expect(screen.getByText(image)).toBeTruthy();
    expect(container.querySelector("script, img, [onerror]")).toBeNull();
    expect((window as Hacked).hacked).toBeUndefined();
  });

  it("keep the line breaks inside a paragraph", () => {
    render(
      <TextBlockView block={textBlock(["Line one\nLine two"])} print={false} onRenderComplete={vi.fn()} />,
    );
    const paragraph = screen.getByText(/Line one/);
    expect(paragraph.textContent).toBe("Line one\nLine two");
    expect(getComputedStyle(paragraph).whiteSpace).toBe("pre-line");
  });

  it("show each paragraph, the title and the footer", () => {
    render(<TextBlockView block={textBlock(["First.", "Second."])} print onRenderComplete={vi.fn()} />);
    expect(screen.getByRole("region", { name: "Commentary" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Commentary" })).toBeTruthy();
    expect(screen.getByText("First.")).toBeTruthy();
    expect(screen.getByText("Second.")).toBeTruthy();
    expect(screen.getByText("Prepared by the ALM team.")).toBeTruthy();
  });

  it("show a text without paragraphs whole", () => {
    render(<TextBlockView block={textBlock([], "Only text")} print={false} onRenderComplete={vi.fn()} />);
    expect(screen.getByText("Only text")).toBeTruthy();
  });

  it("report render-complete once after mount", () => {
    const onDone = vi.fn();
    const block = textBlock(["Hello"]);
    const view = render(<TextBlockView block={block} print={false} onRenderComplete={onDone} />);
    view.rerender(<TextBlockView block={block} print={false} onRenderComplete={() => onDone()} />);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
