import { describe, expect, it } from "vitest";
import {
  includesPage,
  latestPublished,
  publishedQuarters,
  shockOf,
  type DefinitionSummary,
} from "./quarters.ts";

const definition = (id: string, asOfDate: string | null, rest: Partial<DefinitionSummary> = {}) => ({
  id,
  name: `Report ${id}`,
  asOfDate,
  isPublished: true,
  publishedDate: "2026-01-01T00:00:00Z",
  shockScenario: 300,
  selectedReports: [{ reportId: 27 }],
  ...rest,
});

describe("the published quarters of a client", () => {
  it("are one per as-of date, oldest first, published ones only", () => {
    const quarters = publishedQuarters([
      definition("3", "2021-12-31T00:00:00"),
      definition("2", "2021-06-30T00:00:00", { isPublished: false }),
      definition("1", "2021-09-30T00:00:00"),
      definition("4", null),
    ]);
    expect(quarters.map((q) => [q.date, q.label, q.definition.id])).toEqual([
      ["2021-09-30", "2021/09/30", "1"],
      ["2021-12-31", "2021/12/31", "3"],
    ]);
  });

  it("take the definition published last for a date that has several", () => {
    const quarters = publishedQuarters([
      definition("5", "2021-12-31T00:00:00", { publishedDate: "2026-02-01T00:00:00Z" }),
      definition("6", "2021-12-31T00:00:00", { publishedDate: "2026-03-01T00:00:00Z" }),
      definition("7", "2021-12-31T00:00:00", { publishedDate: "2026-01-01T00:00:00Z" }),
    ]);
    expect(quarters.map((q) => q.definition.id)).toEqual(["6"]);
  });

  it("take a full package over a partial one published after it for the same date", () => {
    const pages = (...ids: number[]) => ids.map((reportId) => ({ reportId }));
    const full = definition("full", "2021-12-31T00:00:00", {
      publishedDate: "2026-02-01T00:00:00Z",
      selectedReports: pages(11, 20, 27, 29, 38),
    });
    // A board summary of four pages, one of them a risk page, published later.
    const board = definition("board", "2021-12-31T00:00:00", {
      publishedDate: "2026-03-01T00:00:00Z",
      selectedReports: pages(11, 20, 21, 22),
    });
    const corrected = { ...full, id: "corrected", publishedDate: "2026-04-01T00:00:00Z" };
    expect(publishedQuarters([full, board]).map((q) => q.definition.id)).toEqual(["full"]);
    expect(publishedQuarters([board, full]).map((q) => q.definition.id)).toEqual(["full"]);
    expect(latestPublished([board, corrected, full])?.id).toBe("corrected");
  });

  it("leave out a package on a What If data set, even one published last for its date", () => {
    const quarters = publishedQuarters([
      definition("1", "2021-12-31T00:00:00", { baseDataSetType: "STANDARD" }),
      definition("2", "2021-12-31T00:00:00", {
        baseDataSetType: "WHAT_IF",
        publishedDate: "2026-05-01T00:00:00Z",
      }),
      definition("3", "2022-07-31T00:00:00", { baseDataSetType: "WHAT_IF" }),
      definition("4", "2021-09-30T00:00:00", { baseDataSetType: null }),
    ]);
    expect(quarters.map((q) => q.definition.id)).toEqual(["4", "1"]);
  });

  it("name the latest published quarter's definition as the current package, whatever the list's order", () => {
    // A client's list comes most recently updated first: Q3 published again leads it.
    const list = [
      definition("q3", "2021-09-30T00:00:00", { publishedDate: "2026-06-01T00:00:00Z" }),
      definition("draft", "2022-03-31T00:00:00", { isPublished: false }),
      definition("q4", "2021-12-31T00:00:00", { publishedDate: "2026-02-01T00:00:00Z" }),
      definition("what-if", "2022-06-30T00:00:00", { baseDataSetType: "WHAT_IF" }),
    ];
    expect(latestPublished(list)?.id).toBe("q4");
    expect(latestPublished([list[1]!, list[3]!])).toBeUndefined();
  });

  it("know which pages a definition includes and its shock as the pages name it", () => {
    const d = definition("1", "2021-12-31", { shockScenario: 200 });
    expect(includesPage(d, 27)).toBe(true);
    expect(includesPage(d, 38)).toBe(false);
    expect(shockOf(d)).toBe("200");
  });
});
