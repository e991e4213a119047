import { describe, expect, it } from "vitest";
import { clientErrorStatus, isBodyParseFailure } from "./request-failures.ts";

describe("a request the api and the gateway could not read", () => {
  it("keeps the 4xx status an http-errors style error declares, as status or statusCode", () => {
    expect(clientErrorStatus({ status: 400, type: "entity.parse.failed" })).toBe(400);
    expect(clientErrorStatus({ statusCode: 413 })).toBe(413);
    // Anything else is the service's own failure: a 500 with the fixed text.
    for (const error of [new Error("boom"), { status: 500 }, { status: "400" }, { status: 302 }, null, "400"])
      expect(clientErrorStatus(error), JSON.stringify(error)).toBeUndefined();
  });

  it("tells a body that is not JSON from other unreadable requests", () => {
    expect(isBodyParseFailure({ status: 400, type: "entity.parse.failed" })).toBe(true);
    expect(isBodyParseFailure({ status: 400, type: "entity.verify.failed" })).toBe(false);
    expect(isBodyParseFailure(undefined)).toBe(false);
  });
});
