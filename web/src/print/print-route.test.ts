import { describe, expect, it } from "vitest";
import { readPrintIds } from "./print-route.ts";

describe("a print route's ids", () => {
  it("are the client's and report definition's numbers", () => {
    expect(readPrintIds({ clientId: "1", reportDefId: "2" })).toEqual({ clientId: 1, reportDefinitionId: 2 });
  });

  it("name no package otherwise", () => {
    expect(readPrintIds({ clientId: "Q2xpZW50OjE", reportDefId: "2" })).toBeNull();
    expect(readPrintIds({ clientId: "1", reportDefId: "0" })).toBeNull();
    expect(readPrintIds({ clientId: "1" })).toBeNull();
  });
});
