import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activeNode, typeAhead, visibleNodes, type TreeNode } from "./tree-navigation.ts";
import { useRovingTree } from "./use-roving-tree.ts";

afterEach(cleanup);

// Two categories; the second holds a page with years, like the report list's NII pages.
const NODES: TreeNode[] = [
  { id: "a", parentId: null, expandable: true, label: "Balance Sheet" },
  { id: "a1", parentId: "a", expandable: false, label: "Executive Summary" },
  { id: "a2", parentId: "a", expandable: false, label: "Commentary" },
  { id: "b", parentId: null, expandable: true, label: "Report Overview" },
  { id: "b1", parentId: "b", expandable: false, label: "NEV Summary" },
  { id: "b2", parentId: "b", expandable: true, label: "NII Summary" },
  { id: "b2y1", parentId: "b2", expandable: false, label: "Year 1" },
  { id: "b2y2", parentId: "b2", expandable: false, label: "Year 2" },
];

function Tree({
  onActivate,
  onCheck,
  defaultActiveId = "a1",
}: {
  onActivate(id: string): void;
  onCheck(id: string): void;
  defaultActiveId?: string | null;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set(["a", "b", "b2"]));
  const tree = useRovingTree({
    nodes: NODES,
    expanded,
    onExpandedChange: (id, open) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      }),
    onActivate,
    onCheck,
    defaultActiveId,
  });
  const item = (node: TreeNode): ReactNode => {
    const children = NODES.filter((n) => n.parentId === node.id);
    return (
      <li
        key={node.id}
        {...tree.itemProps(node.id)}
        aria-label={node.label}
        aria-expanded={node.expandable ? expanded.has(node.id) : undefined}
      >
        {node.label}
        {children.length > 0 && expanded.has(node.id) && <ul role="group">{children.map(item)}</ul>}
      </li>
    );
  };
  return (
    <>
      <button>Before</button>
      <ul {...tree.treeProps} aria-label="Reports">
        {NODES.filter((n) => n.parentId === null).map(item)}
      </ul>
      <button>After</button>
    </>
  );
}

const focused = () => document.activeElement?.getAttribute("aria-label");
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
const tabStops = () =>
  screen
    .getAllByRole("treeitem")
    .filter((el) => el.getAttribute("tabindex") === "0")
    .map((el) => el.ariaLabel);

function setup(defaultActiveId: string | null = "a1") {
  const onActivate = vi.fn();
  const onCheck = vi.fn();
  const view = render(<Tree onActivate={onActivate} onCheck={onCheck} defaultActiveId={defaultActiveId} />);
  return { onActivate, onCheck, view };
}

describe("a roving-tabindex tree", () => {
  it("is one Tab stop: the default node's, or the first node's without one", () => {
    setup();
    expect(tabStops()).toEqual(["Executive Summary"]);
    cleanup();
    setup(null);
    expect(tabStops()).toEqual(["Balance Sheet"]);
  });

  it("moves with Up, Down, Home and End over the shown nodes, the Tab stop following focus", () => {
    setup();
    act(() => screen.getByRole("treeitem", { name: "Executive Summary" }).focus());
    press("ArrowDown");
    expect(focused()).toBe("Commentary");
    press("ArrowDown");
    expect(focused()).toBe("Report Overview");
    press("ArrowUp");
    expect(focused()).toBe("Commentary");
    press("End");
    expect(focused()).toBe("Year 2");
    expect(tabStops()).toEqual(["Year 2"]);
    press("Home");
    expect(focused()).toBe("Balance Sheet");
    press("ArrowUp");
    expect(focused()).toBe("Balance Sheet");
  });

  it("closes, opens and enters branches with Left and Right, and goes to the parent with Left", () => {
    setup();
    act(() => screen.getByRole("treeitem", { name: "Year 1" }).focus());
    press("ArrowLeft");
    expect(focused()).toBe("NII Summary");
    press("ArrowLeft");
    expect(screen.getByRole("treeitem", { name: "NII Summary" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("treeitem", { name: "Year 1" })).toBeNull();
    press("ArrowDown");
    expect(focused()).toBe("NII Summary");
    press("ArrowRight");
    expect(screen.getByRole("treeitem", { name: "NII Summary" }).getAttribute("aria-expanded")).toBe("true");
    expect(focused()).toBe("NII Summary");
    press("ArrowRight");
    expect(focused()).toBe("Year 1");
    press("ArrowRight");
    expect(focused()).toBe("Year 1");
  });

  it("closes a branch from inside it in two presses of Left, keeping the Tab stop on the branch", () => {
    setup();
    act(() => screen.getByRole("treeitem", { name: "NEV Summary" }).focus());
    press("ArrowLeft");
    expect(focused()).toBe("Report Overview");
    press("ArrowLeft");
    expect(screen.queryByRole("treeitem", { name: "NEV Summary" })).toBeNull();
    expect(tabStops()).toEqual(["Report Overview"]);
  });

  it("opens a leaf with Enter, opens or closes a branch with Enter, and ticks with Space", () => {
    const { onActivate, onCheck } = setup();
    act(() => screen.getByRole("treeitem", { name: "NEV Summary" }).focus());
    press("Enter");
    expect(onActivate).toHaveBeenCalledWith("b1");
    press(" ");
    expect(onCheck).toHaveBeenCalledWith("b1");
    press("ArrowUp");
    press("Enter");
    expect(screen.getByRole("treeitem", { name: "Report Overview" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    expect(onActivate).toHaveBeenCalledTimes(1);
  });

  it("jumps to the next node starting with the letters typed", () => {
    setup();
    act(() => screen.getByRole("treeitem", { name: "Executive Summary" }).focus());
    press("n");
    expect(focused()).toBe("NEV Summary");
    press("i");
    expect(focused()).toBe("NII Summary");
  });

  it("leaves keys with Ctrl, Alt or Meta to the browser", () => {
    setup();
    act(() => screen.getByRole("treeitem", { name: "Executive Summary" }).focus());
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown", ctrlKey: true });
    expect(focused()).toBe("Executive Summary");
  });
});

describe("tree navigation rules", () => {
  it("shows only the nodes under expanded branches", () => {
    expect(visibleNodes(NODES, new Set(["b"])).map((n) => n.id)).toEqual(["a", "b", "b1", "b2"]);
  });

  it("gives the Tab stop to the nearest shown ancestor of a node a closed branch hides (a click)", () => {
    const shown = visibleNodes(NODES, new Set(["a", "b"]));
    expect(activeNode(NODES, shown, "b2y1", "a1")).toBe("b2");
    expect(activeNode(NODES, shown, null, "b2y1")).toBe("b2");
    expect(activeNode(NODES, shown, null, null)).toBe("a");
  });

  it("type-ahead wraps round and steps through nodes starting with a repeated letter", () => {
    const shown = visibleNodes(NODES, new Set(["a", "b", "b2"]));
    expect(typeAhead(shown, "b2y2", "e")).toBe("a1");
    expect(typeAhead(shown, "b1", "nn")).toBe("b2");
    expect(typeAhead(shown, "b1", "nev")).toBe("b1");
    expect(typeAhead(shown, "a1", "x")).toBeNull();
  });
});
