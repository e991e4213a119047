import { describe, expect, it } from "vitest";
import { JWT_SHAPE } from "./jwt-shape.ts";

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("JWT_SHAPE", () => {
  it("finds a token inside other text", () => {
    const token = `${base64url({ alg: "RS256", kid: "k1" })}.${base64url({ sub: "staff" })}.c2ln`;
    expect(`{"tokens":"${token}"}`).toMatch(JWT_SHAPE);
  });

  it("ignores eyJ inside sealed, random base64url text", () => {
    // A sealed token row that failed the old check (`not.toContain("eyJ")`) in a full run.
    const sealed =
      "eOLW2FE_HHA8hL8A.HEbtLElGXRVNwq1xRfcYpw.l-rGySj01pCgaPiU8omRkDAAtZnQ8oxpnL0kSgLAOeyJ4A6eT7YN";
    expect(sealed).toContain("eyJ");
    expect(sealed).not.toMatch(JWT_SHAPE);
  });
});
