import { describe, expect, it } from "vitest";
import { openedFirst } from "./opened-first.ts";

// As the Reports screen lists them: most recently updated first.
const selectedReports = [{ reportId: 27 }];
const q3 = {
  id: "q3",
  selectedReports,
  asOfDate: "2021-09-30T00:00:00",
  isPublished: true,
  publishedDate: "2026-06-01T00:00:00Z",
};
const q4 = {
  id: "q4",
  selectedReports,
  asOfDate: "2021-12-31T00:00:00",
  isPublished: true,
  publishedDate: "2026-02-01T00:00:00Z",
};
const whatIf = { ...q4, id: "what-if", asOfDate: "2022-06-30T00:00:00", baseDataSetType: "WHAT_IF" };

describe("the report definition the Reports screen opens when the address names none", () => {
  it("is the latest published quarter for a client user, though an older one was published again since", () => {
    expect(openedFirst([q3, whatIf, q4], false)?.id).toBe("q4");
  });

  it("is the definition worked on last for staff", () => {
    expect(openedFirst([q3, whatIf, q4], true)?.id).toBe("q3");
  });

  it("is the list's first when no quarter is published, and none for an empty list", () => {
    expect(openedFirst([whatIf], false)?.id).toBe("what-if");
    expect(openedFirst([], false)).toBeUndefined();
  });
});
