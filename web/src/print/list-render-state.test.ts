import { describe, expect, it } from "vitest";
import { listRenderState, REPORTS_AT_ONCE, shownReports } from "./list-render-state.ts";

describe("the state of reports printed as one document", () => {
  it("waits for every report, counting one without data as done", () => {
    expect(listRenderState([], 2)).toBe("loading");
    expect(listRenderState(["complete"], 2)).toBe("loading");
    expect(listRenderState(["complete", "loading"], 2)).toBe("loading");
    expect(listRenderState(["complete", "empty"], 2)).toBe("complete");
  });

  it("fails as soon as one report fails", () => {
    expect(listRenderState(["loading", "error"], 2)).toBe("error");
  });
});

describe("the reports of a list shown at a time", () => {
  it("shows the settled ones at its head and a few more, never more than there are", () => {
    expect(shownReports([], 10)).toBe(REPORTS_AT_ONCE);
    expect(shownReports(["complete", "loading", "complete"], 10)).toBe(1 + REPORTS_AT_ONCE);
    expect(shownReports(["complete", "empty"], 10)).toBe(2 + REPORTS_AT_ONCE);
    expect(shownReports(["complete", "complete"], 2)).toBe(2);
  });
});
