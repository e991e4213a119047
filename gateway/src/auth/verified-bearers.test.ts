import { describe, expect, it } from "vitest";
import { VerifiedBearers } from "./verified-bearers.ts";

const auth = (expiresAt: number) => ({
  kind: "bearer" as const,
  sub: "u1",
  tenant: "ALM",
  accessToken: "a.b.c",
  expiresAt,
});

describe("verified Bearer JWTs", () => {
  it("keeps a verified token until it expires, and hands out copies", () => {
    const verified = new VerifiedBearers();
    verified.keep("a.b.c", auth(Date.now() + 30_000));
    const first = verified.get("a.b.c");
    expect(first).toMatchObject({ kind: "bearer", sub: "u1", tenant: "ALM" });
    if (first) first.accessToken = "changed";
    expect(verified.get("a.b.c")?.accessToken).toBe("a.b.c");
    expect(verified.get("x.y.z")).toBeUndefined();
  });

  it("never answers for a token past its expiry", () => {
    const verified = new VerifiedBearers();
    verified.keep("a.b.c", auth(Date.now() - 1));
    expect(verified.get("a.b.c")).toBeUndefined();
  });
});
