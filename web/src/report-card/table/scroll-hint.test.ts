import { describe, expect, it } from "vitest";
import { gridLayout } from "./grid-layout.ts";
import { columnsOutOfView, scrollHintText, scrollLeftShowing, firstOutOfView } from "./scroll-hint.ts";
import type { GridRow, TableColumnData } from "./table-model.ts";

const column = (field: string, label: string, extra: Partial<TableColumnData> = {}): TableColumnData =>
  ({ field, label, format: "PERCENTAGE", precision: 2, divisor: 0.01, ...extra }) as TableColumnData;

/** The Executive Summary's columns: the measure, four scenarios, the shock's limit, the status. */
const EXECUTIVE_SUMMARY = [
  column("description", "Measure", { format: "TEXT", isRowHeader: true }),
  // Its scenarios are NII ramps, not rate shocks: no `scenario` (niiScenarios).
  ...["Declining", "Base", "Rising", "Shock"].map((s) => column(s.toLowerCase(), s, { group: "Scenario" })),
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
      // As the report flags them: where Rising and Shock are of one size, both breach.
      breach_rising: true,
      breach_shock: true,
    },
  } as GridRow,
];

/** The Executive Summary laid out for a phone's report card (about 356 px for its table). */
const phoneLayout = (tableRows: GridRow[]) =>
  gridLayout({
    columns: EXECUTIVE_SUMMARY,
    rows: tableRows,
    fonts: {
      cell: { family: "sans-serif", weight: 400, sizePx: 14 },
      header: { family: "sans-serif", weight: 500, sizePx: 14 },
    },
    room: 356,
    phone: true,
    treeData: false,
  });

describe("the hint above a grid that scrolls sideways", () => {
  it("names the columns beyond each edge, a column cut within its padding being in view", () => {
    const columns = ["A", "B", "C", "D"].map((label) => ({ label, width: 100 }));
    expect(columnsOutOfView(columns, 0, 205)).toEqual({ before: [], after: ["C", "D"] });
    expect(columnsOutOfView(columns, 0, 195)).toEqual({ before: [], after: ["C", "D"] });
    expect(columnsOutOfView(columns, 0, 189)).toEqual({ before: [], after: ["B", "C", "D"] });
    expect(columnsOutOfView(columns, 150, 150)).toEqual({ before: ["A", "B"], after: ["D"] });
    expect(columnsOutOfView(columns, 200, 200)).toEqual({ before: ["A", "B"], after: [] });
  });

  it("counts them in the same words however many, at either end", () => {
    // Named up to four and counted beyond, the hint changed its words as the user swiped.
    expect(scrollHintText({ before: [], after: [] })).toBeNull();
    expect(scrollHintText({ before: [], after: ["Base", "Rising", "Shock", "Policy Limit (Shock)"] })).toBe(
      "Scroll sideways for 4 more columns →",
    );
    expect(scrollHintText({ before: [], after: ["Policy Limit (Shock)"] })).toBe(
      "Scroll sideways for 1 more column →",
    );
    expect(scrollHintText({ before: ["Declining"], after: [] })).toBe("← Scroll back for 1 column");
    expect(scrollHintText({ before: ["Declining", "Base", "Rising", "Shock"], after: [] })).toBe(
      "← Scroll back for 4 columns",
    );
    expect(scrollHintText({ before: ["Declining", "Base"], after: ["Policy Limit (Shock)"] })).toBe(
      "Scroll sideways: ← 2 columns · 1 more column →",
    );
    expect(scrollHintText({ before: ["-300", "-200", "-100", "Base", "+100"], after: ["+500"] })).toBe(
      "Scroll sideways: ← 5 columns · 1 more column →",
    );
  });

  it("counts, scrolled to the end, only the columns not wholly in view", () => {
    // The Executive Summary's scrolling part on a phone, fully scrolled: the limit in view, 4 hidden.
    // As measured at 390 px: the limit 121 px wide, its text 100, in a view of 106, cut 15 px on its left.
    const widths = [108, 82, 89, 89, 121];
    const columns = widths.map((width, i) => ({
      label: `c${i}`,
      width,
      content: width - 21,
      alignRight: true,
    }));
    const view = 106;
    const end = widths.reduce((sum, w) => sum + w, 0) - view;
    expect(columnsOutOfView(columns, end, view)).toEqual({ before: ["c0", "c1", "c2", "c3"], after: [] });
    // Text on the left of a column cut on its left is cut, whatever room it spares.
    const left = columns.map((c) => ({ ...c, alignRight: false }));
    expect(columnsOutOfView(left, end, view).before).toHaveLength(5);
  });

  it("scrolls a column to end beside the right-pinned answer, or to start the view when wider", () => {
    const columns = ["a", "b", "c", "d"].map((field) => ({ field, label: field, width: 100 }));
    expect(scrollLeftShowing(columns, "c", 150)).toBe(150);
    expect(scrollLeftShowing(columns, "c", 80)).toBe(200);
    expect(scrollLeftShowing(columns, "a", 150)).toBe(0);
    expect(scrollLeftShowing(columns, null, 150)).toBe(0);
  });

  it("names, on a 390 px phone, the Executive Summary's columns hidden between its pinned measure and status", () => {
    // A phone's report card leaves its table about 356 px (a CFO's review: cut off, no sign it scrolled).
    const room = 356;
    const layout = phoneLayout(rows);
    expect(layout.natural).toBeGreaterThan(room);
    expect(layout.pinnedRight).toEqual(["status"]);
    const outOfView = firstOutOfView(
      EXECUTIVE_SUMMARY.map((c) => ({ field: c.field, label: c.label, width: layout.widths[c.field] ?? 0 })),
      [...layout.pinned, ...layout.pinnedRight],
      room,
    );
    expect(outOfView.before).toEqual([]);
    expect(outOfView.after.slice(-3)).toEqual(["Rising", "Shock", "Policy Limit (Shock)"]);
    expect(scrollHintText(outOfView)).toMatch(/^Scroll sideways for \d more columns →$/);
  });

  it("shows first, beside a phone's pinned Status, the figure it speaks of: the Shock, not Declining", () => {
    // "NEV % Change (3.73%) Outside policy" read as if Declining breached (a CFO's review).
    const room = 356;
    const layout = phoneLayout(rows);
    expect(layout.answerSubject).toBe("shock");
    const outOfView = firstOutOfView(
      EXECUTIVE_SUMMARY.map((c) => ({ field: c.field, label: c.label, width: layout.widths[c.field] ?? 0 })),
      [...layout.pinned, ...layout.pinnedRight],
      room,
      layout.answerSubject,
    );
    expect(outOfView.before).toEqual(["Declining", "Base", "Rising"]);
    expect(outOfView.after).not.toContain("Shock");
    // A row that breaches in Rising only is about Rising; with no breach, the grid starts at its start.
    const layoutOf = (values: GridRow["values"]) =>
      phoneLayout([{ ...rows[0]!, values: { ...rows[0]!.values, ...values } }]);
    expect(layoutOf({ breach_shock: false }).answerSubject).toBe("rising");
    expect(layoutOf({ breach_shock: false, breach_rising: false }).answerSubject).toBeNull();
    const risingBreach = phoneLayout([{ ...rows[0]!, values: { ...rows[0]!.values, breach_shock: false } }]);
    expect(risingBreach.answerSubject).toBe("rising");
  });
});
