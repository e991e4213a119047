import { describe, expect, it } from "vitest";
import { listRenderState } from "./list-render-state.ts";

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
