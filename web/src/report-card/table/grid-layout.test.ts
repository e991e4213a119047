import { GRID_TREE_DATA_GROUPING_FIELD } from "@mui/x-data-grid-premium";
import { describe, expect, it } from "vitest";
import { gridLayout, LABEL_LINE_HEIGHT, wrappedRowHeights } from "./grid-layout.ts";
import type { GridRow } from "./table-model.ts";
import { column } from "../../testing/table-test-columns.ts";
import { wrappedLines } from "./text-width.ts";
import { revealedRows } from "./tree-expansion.ts";
import { withRowLabels } from "./table-model.ts";

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

describe("the column that answers the table", () => {
  // Compliance with Policy (27): on a phone the answer stays in view while the others scroll.
  const measure = column("description", { label: "Measure", format: "TEXT", isRowHeader: true });
  const columns = [
    measure,
    column("scenario", { label: "Scenario", format: "TEXT" }),
    column("value", { label: "Value", format: "PERCENTAGE" }),
    column("limit", { label: "Policy Limit", format: "PERCENTAGE" }),
    column("status", { label: "In Compliance", format: "TEXT", isAnswer: true }),
  ];
  const rows = [
    row("a", ["a"], {
      description: "NEV % Change (largest decline)",
      scenario: "+300 bp shock",
      value: -0.4604,
      limit: -0.5,
      status: "Yes",
    }),
  ];
  const phone = (room: number) => gridLayout({ columns, rows, fonts, room, phone: true, treeData: false });

  it("pins it at the right on a phone the table does not fit, beside the pinned measure", () => {
    const layout = phone(322);
    expect(layout.natural).toBeGreaterThan(322);
    expect(layout.pinned).toEqual(["description"]);
    expect(layout.pinnedRight).toEqual(["status"]);
    // Both in view: the measure and the answer leave room for the columns scrolling between them.
    expect((layout.widths.description ?? 0) + (layout.widths.status ?? 0)).toBeLessThan(322);
  });

  it("shows the scenario whole between them where the measure can wrap for it", () => {
    const before = phone(322).widths.description ?? 0;
    const layout = phone(360);
    const w = layout.widths;
    // "+300 bp shock" beside "No" says which limit fails; "+300 b…" did not.
    expect((w.description ?? 0) + (w.scenario ?? 0) + (w.status ?? 0)).toBeLessThanOrEqual(360);
    expect(w.description).toBeLessThan(before);
    expect(layout.wrapLabels).toBe(true);
    expect(layout.wrappedField).toBeNull();
  });

  it("wraps the scenario too where the measure alone cannot make room for it (390 px)", () => {
    const whole = phone(360).widths.scenario ?? 0;
    const layout = phone(322);
    const w = layout.widths;
    expect(layout.wrappedField).toBe("scenario");
    expect(w.scenario).toBeLessThan(whole);
    expect((w.description ?? 0) + (w.scenario ?? 0) + (w.status ?? 0)).toBeLessThanOrEqual(322);
    // "+300 bp" over "shock", in a row as tall as the lines of the measure or the scenario.
    expect(wrappedLines("+300 bp shock", (w.scenario ?? 0) - 20, FONT)).toBe(2);
    const heights = wrappedRowHeights(rows, measure, w.description ?? 0, fonts, false, {
      field: "scenario",
      width: w.scenario ?? 0,
    });
    expect(heights.get("a")).toBeGreaterThanOrEqual(Math.ceil(2 * 14 * LABEL_LINE_HEIGHT));
  });

  it("keeps the scenario beside the answer, not scrolling to a breached figure instead", () => {
    const breached = [{ ...rows[0]!, values: { ...rows[0]!.values, breach_value: true } }];
    for (const room of [322, 360])
      expect(
        gridLayout({ columns, rows: breached, fonts, room, phone: true, treeData: false }).answerSubject,
      ).toBeNull();
  });

  it("leaves it in its place where the table fits", () => {
    expect(phone(10_000).pinnedRight).toEqual([]);
  });
});

describe("long row labels wider than a phone", () => {
  const label = column("description", { label: "Account", format: "TEXT", isRowHeader: true });
  const long = "Total Liability & Capital (capital at book value)";
  const rows = [row("a", ["a"], { description: "Assets" }), row("t", ["t"], { description: long })];
  const periods = ["0-3 Months", "3-6 Months", "6-12 Months", "1-2 Years", "Non-Sensitive"].map((p, i) =>
    column(`p${i}`, { label: p, precision: 0 }),
  );
  const layout = (columns: ReturnType<typeof column>[], room: number) =>
    gridLayout({ columns: [label, ...columns], rows, fonts, room, phone: false, treeData: false });

  it("wrap where that lets the table fit instead of scrolling sideways, and only as far as that", () => {
    const wide = layout(periods, 10_000);
    expect(wide.wrapLabels).toBe(false);
    // Headers take two lines first; then the labels give up what is still missing.
    const headersWrapped = layout(periods, wide.natural - 1);
    const snug = layout(periods, headersWrapped.natural - 30);
    expect(snug.wrapLabels).toBe(true);
    expect(snug.natural).toBe(headersWrapped.natural - 30);
    expect(snug.widths.description).toBe((wide.widths.description ?? 0) - 30);
    // Not below 200 px and the longest word: a table that cannot fit scrolls with its labels whole.
    const cramped = layout(periods, 300);
    expect(cramped.widths.description).toBe(wide.widths.description);
    expect(cramped.wrapLabels).toBe(false);
  });

  it("wrap to keep Base and the policy scenarios pinned beside them when the table scrolls", () => {
    const scenarios = ["-400", "-300", "-200", "-100", "Base", "100", "200", "300", "400", "500"].map((s) =>
      column(`dataset1_${s}`, { label: s, precision: 0, scenario: s }),
    );
    const full = layout(scenarios, 10_000);
    const labelWidth = full.widths.description ?? 0;
    // Too narrow to fit by wrapping the labels at 200 px, wide enough to pin the scenarios beside them.
    const room = Math.floor(layout(scenarios, full.natural - 1).natural - (labelWidth - 200)) - 10;
    const scrolling = layout(scenarios, room);
    expect(scrolling.natural).toBeGreaterThan(room);
    expect(scrolling.pinned).toEqual(["description", "dataset1_-300", "dataset1_Base", "dataset1_300"]);
    expect(scrolling.wrapLabels).toBe(true);
    expect(scrolling.widths.description).toBeLessThan(labelWidth);
  });
});

describe("row labels on a phone", () => {
  const label = column("description", { label: "Measure", format: "TEXT", isRowHeader: true });
  const numbers = column("base", { label: "Base", precision: 0 });
  const rows = [
    row("nii", ["nii"], { description: "Net Interest Income", base: 1 }),
    row("change", ["change"], { description: "% Change from Base", base: 2 }),
    row("ni", ["ni"], { description: "NII", base: 3 }),
  ];
  const at = (phone: boolean) =>
    gridLayout({ columns: [label, numbers], rows, fonts, room: 340, phone, treeData: false });

  it("wrap in their pinned column where it is narrower than the longest, their rows growing to their lines", () => {
    expect(at(false).wrapLabels).toBe(false);
    const phone = at(true);
    expect(phone.wrapLabels).toBe(true);
    const width = phone.widths.description ?? 0;
    expect(width).toBeLessThan(at(false).widths.description ?? 0);
    const heights = wrappedRowHeights(rows, label, width, fonts, false);
    // One-line labels keep the grid's row height.
    expect(heights.has("ni")).toBe(false);
    const lines = wrappedLines("% Change from Base", width - 22, FONT);
    expect(lines).toBeGreaterThan(1);
    expect(heights.get("change")).toBe(Math.ceil(lines * 14 * LABEL_LINE_HEIGHT + 8));
  });

  it("count the lines a text breaks into at a width: whole words, a word too long broken anywhere", () => {
    // jsdom measures 8 px a character at 14 px.
    expect(wrappedLines("% Change from Base", 1000, FONT)).toBe(1);
    expect(wrappedLines("% Change from Base", 80, FONT)).toBe(2);
    expect(wrappedLines("Non-Maturity Deposits", 70, FONT)).toBe(3);
    expect(wrappedLines("Supercalifragilistic", 40, FONT)).toBe(6);
  });

  it("widen on a phone to a label's longest word, up to half the row", () => {
    const deep = row("inv", ["a", "b", "inv"], { description: "Investments in Securities", base: 1 });
    const tree = (room: number) =>
      gridLayout({ columns: [label, numbers], rows: [deep], fonts, room, phone: true, treeData: true });
    // 'Investments' (88 px) two levels down: 44 + 32 px before it, 22 of padding.
    expect(tree(400).widths.description).toBe(186);
    expect(tree(340).widths.description).toBe(170);
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

describe("the row labels of every report grid", () => {
  // NEV Summary (21): its Rate Shock is a text column, not the dictionary's row header; on a phone
  // it scrolled away, leaving figures without the shock they stand for (a CFO's review).
  const rateShock = column("scenario", { label: "Rate Shock (bp)", format: "TEXT" });
  const figures = ["NEV ($)", "$ Change", "% Change", "NEV Ratio", "NEV Ratio Change (bp)"].map((label, i) =>
    column(`f${i}`, { label, precision: 2 }),
  );
  const nevRows = ["-300", "Base", "+300"].map((s) =>
    row(s, [s], { scenario: s, f0: 141_180_000, f1: -3_000_000, f2: -0.0373, f3: 0.1012, f4: -55 }),
  );

  it("pins a flat table's first column on a phone when no column is its row header", () => {
    const columns = withRowLabels([rateShock, ...figures], false);
    expect(columns[0]).toMatchObject({ field: "scenario", isRowHeader: true });
    const layout = gridLayout({ columns, rows: nevRows, fonts, room: 356, phone: true, treeData: false });
    expect(layout.natural).toBeGreaterThan(356);
    expect(layout.pinned).toEqual(["scenario"]);
  });

  it("leaves a table with a row header, and a tree, as they are", () => {
    const measure = column("description", { label: "Measure", format: "TEXT", isRowHeader: true });
    expect(withRowLabels([rateShock, measure], false)).toEqual([rateShock, measure]);
    expect(withRowLabels([rateShock, ...figures], true)[0]).toBe(rateShock);
  });
});
