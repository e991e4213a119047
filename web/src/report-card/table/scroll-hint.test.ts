import { describe, expect, it } from "vitest";
import { gridLayout } from "./grid-layout.ts";
import { columnsOutOfView, scrollHintText, unscrolledOutOfView } from "./scroll-hint.ts";
import type { GridRow, TableColumnData } from "./table-model.ts";

const column = (field: string, label: string, extra: Partial<TableColumnData> = {}): TableColumnData =>
  ({ field, label, format: "PERCENTAGE", precision: 2, divisor: 0.01, ...extra }) as TableColumnData;

/** The Executive Summary's columns: the measure, four scenarios, the shock's limit, the status. */
const EXECUTIVE_SUMMARY = [
  column("description", "Measure", { format: "TEXT", isRowHeader: true }),
  ...["Declining", "Base", "Rising", "Shock"].map((s) =>
    column(s.toLowerCase(), s, { group: "Scenario", scenario: s }),
  ),
  column("limit_shock", "Policy Limit (Shock)"),
  column("status", "Status", { format: "TEXT", isAnswer: true }),
];

const rows: GridRow[] = [
  {
    id: "r1",
    path: ["r1"],
    level: 0,
    rowFormat: null,
    values: {
      description: "Net Income % Change, Year 1",
      declining: -0.1534,
      base: 0,
      rising: -0.0358,
      shock: -0.1753,
      limit_shock: -0.5,
      status: "Outside policy",
    },
  } as GridRow,
];

describe("the hint above a grid that scrolls sideways", () => {
  it("names the columns beyond each edge, a column cut within its padding being in view", () => {
    const columns = ["A", "B", "C", "D"].map((label) => ({ label, width: 100 }));
    expect(columnsOutOfView(columns, 0, 205)).toEqual({ before: [], after: ["C", "D"] });
    expect(columnsOutOfView(columns, 0, 195)).toEqual({ before: [], after: ["C", "D"] });
    expect(columnsOutOfView(columns, 0, 189)).toEqual({ before: [], after: ["B", "C", "D"] });
    expect(columnsOutOfView(columns, 150, 150)).toEqual({ before: ["A", "B"], after: ["D"] });
    expect(columnsOutOfView(columns, 200, 200)).toEqual({ before: ["A", "B"], after: [] });
  });

  it("says where they are in words, naming up to four and counting more", () => {
    expect(scrollHintText({ before: [], after: [] })).toBeNull();
    expect(scrollHintText({ before: [], after: ["Base", "Rising", "Shock", "Policy Limit (Shock)"] })).toBe(
      "Scroll sideways for Base, Rising, Shock and Policy Limit (Shock) →",
    );
    expect(scrollHintText({ before: ["Declining"], after: [] })).toBe("← Scroll back for Declining");
    expect(scrollHintText({ before: ["Declining", "Base"], after: ["Policy Limit (Shock)"] })).toBe(
      "Scroll sideways: ← Declining and Base · Policy Limit (Shock) →",
    );
    expect(scrollHintText({ before: [], after: ["-300", "-200", "-100", "Base", "+100"] })).toBe(
      "Scroll sideways for 5 more columns →",
    );
    expect(scrollHintText({ before: ["-300", "-200", "-100", "Base", "+100"], after: ["+500"] })).toBe(
      "Scroll sideways: ← 5 columns · +500 →",
    );
  });

  it("names, on a 390 px phone, the Executive Summary's columns hidden between its pinned measure and status", () => {
    // A phone's report card leaves its table about 356 px (a CFO's review: cut off, no sign it scrolled).
    const room = 356;
    const layout = gridLayout({
      columns: EXECUTIVE_SUMMARY,
      rows,
      fonts: {
        cell: { family: "sans-serif", weight: 400, sizePx: 14 },
        header: { family: "sans-serif", weight: 500, sizePx: 14 },
      },
      room,
      phone: true,
      treeData: false,
    });
    expect(layout.natural).toBeGreaterThan(room);
    expect(layout.pinnedRight).toEqual(["status"]);
    const outOfView = unscrolledOutOfView(
      EXECUTIVE_SUMMARY.map((c) => ({ field: c.field, label: c.label, width: layout.widths[c.field] ?? 0 })),
      [...layout.pinned, ...layout.pinnedRight],
      room,
    );
    expect(outOfView.before).toEqual([]);
    expect(outOfView.after.slice(-3)).toEqual(["Rising", "Shock", "Policy Limit (Shock)"]);
    expect(scrollHintText(outOfView)).toMatch(/^Scroll sideways for .*Policy Limit \(Shock\) →$/);
  });
});
