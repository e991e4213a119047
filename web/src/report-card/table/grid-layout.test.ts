import { GRID_TREE_DATA_GROUPING_FIELD } from "@mui/x-data-grid-premium";
import { describe, expect, it } from "vitest";
import { gridLayout } from "./grid-layout.ts";
import type { GridRow } from "./table-model.ts";
import { column } from "./table-test-columns.ts";
import { revealedRows } from "./tree-expansion.ts";

const FONT = { family: "sans-serif", weight: 400, sizePx: 14 };
const fonts = { cell: FONT, header: { ...FONT, weight: 500 } };
const row = (id: string, path: string[], values: GridRow["values"] = {}): GridRow => ({
  id,
  path,
  level: path.length - 1,
  rowFormat: null,
  values,
});

describe("grid layout", () => {
  const label = column("description", { label: "Account", format: "TEXT", isRowHeader: true });
  const periods = ["0-3 Months", "Over 10 Years", "Non-Sensitive"].map((p, i) =>
    column(`p${i}`, { label: p, precision: 0 }),
  );
  const rows = [row("a", ["a"], { description: "Assets", p0: 1, p1: 2, p2: 3 })];
  const layoutIn = (room: number) =>
    gridLayout({ columns: [label, ...periods], rows, fonts, room, phone: false, treeData: false });

  it("keeps headers on one line where the table fits, and wraps them where it would not", () => {
    const wide = layoutIn(10_000);
    expect(wide.wrapHeaders).toBe(false);
    const narrow = layoutIn(wide.natural - 1);
    expect(narrow.wrapHeaders).toBe(true);
    expect(narrow.natural).toBeLessThan(wide.natural);
  });

  it("pins the row labels, and Base and the policy scenarios only when the table scrolls", () => {
    const scenarios = ["-400", "-300", "-200", "-100", "Base", "100", "200", "300", "400", "500"].map((s) =>
      column(`dataset1_${s}`, { label: s, precision: 0, scenario: s }),
    );
    const tree = (room: number) =>
      gridLayout({ columns: [label, ...scenarios], rows, fonts, room, phone: false, treeData: true });
    const fits = tree(10_000);
    expect(fits.pinned).toEqual([GRID_TREE_DATA_GROUPING_FIELD]);
    expect(tree(fits.natural - 1).pinned).toEqual([
      GRID_TREE_DATA_GROUPING_FIELD,
      "dataset1_-300",
      "dataset1_Base",
      "dataset1_300",
    ]);
    // On a phone the scenarios would leave the others no room: the labels alone stay.
    expect(tree(200).pinned).toEqual([GRID_TREE_DATA_GROUPING_FIELD]);
  });
});

describe("revealed tree rows", () => {
  const rows = [
    row("assets", ["assets"]),
    row("loans", ["assets", "loans"]),
    row("auto", ["assets", "loans", "auto"]),
    row("new", ["assets", "loans", "auto", "new"]),
  ];

  it("are the top two levels until the user opens a branch, and stay counted once opened", () => {
    expect(revealedRows(rows, new Set()).map((r) => r.id)).toEqual(["assets", "loans"]);
    expect(revealedRows(rows, new Set(["loans"])).map((r) => r.id)).toEqual(["assets", "loans", "auto"]);
    expect(revealedRows(rows, new Set(["loans", "auto"])).map((r) => r.id)).toEqual([
      "assets",
      "loans",
      "auto",
      "new",
    ]);
  });
});
