import { describe, expect, it } from "vitest";
import { bearerChallenge, bearerTokenOf } from "./bearer-challenge.ts";

describe("the Bearer rule the api and the gateway share", () => {
  it("reads the token of a Bearer header only, the scheme in any case", () => {
    expect(bearerTokenOf("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerTokenOf("bearer  opaque-token")).toBe("opaque-token");
    for (const header of [undefined, "", "Bearer", "Bearer ", "Basic Y2xpZW50OmNsaWVudA==", "Bearer a b"])
      expect(bearerTokenOf(header), String(header)).toBeUndefined();
  });

  it("challenges with the scheme, and says invalid_token only when a token was refused", () => {
    expect(bearerChallenge(false)).toBe("Bearer");
    expect(bearerChallenge(true)).toBe('Bearer error="invalid_token"');
  });
});
