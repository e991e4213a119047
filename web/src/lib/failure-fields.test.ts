import { describe, expect, it } from "vitest";
import { failureOf } from "./failure-fields.ts";

describe("failureOf", () => {
  it("reads a typed failure and nothing else", () => {
    const failure = {
      __typename: "ValidationFailed",
      code: "VALIDATION_FAILED",
      messages: ["Name is required."],
    };
    expect(failureOf(failure)).toBe(failure);
    expect(failureOf({ __typename: "CurveUploaded", curve: { id: "1" } })).toBeUndefined();
    expect(failureOf(null)).toBeUndefined();
    expect(failureOf(undefined)).toBeUndefined();
  });

  it("takes a root field that answers a scalar (setClientMfaRequired: Boolean) as no failure", () => {
    expect(failureOf(true)).toBeUndefined();
    expect(failureOf(false)).toBeUndefined();
    expect(failureOf("done")).toBeUndefined();
  });
});
