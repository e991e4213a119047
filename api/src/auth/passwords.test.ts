import { describe, expect, it } from "vitest";
import { dummyPasswordHash, hashPassword, verifyAccountPassword, verifyPassword } from "./passwords.ts";

/** scrypt$<salt>$<hash>: the lengths say how much work a check against the hash does. */
const shapeOf = (hash: string) => hash.split("$").map((part, i) => (i === 0 ? part : part.length));

describe("password checks", () => {
  it("checks an unknown account against a dummy hash made like a real one", async () => {
    const real = await hashPassword("staff");
    const dummy = await dummyPasswordHash();
    expect(shapeOf(dummy)).toEqual(shapeOf(real));
    expect(dummy).not.toBe(real);
    // A well-formed hash: the check runs scrypt instead of stopping at the format.
    expect(await verifyPassword("anything", dummy)).toBe(false);
    expect(await dummyPasswordHash()).toBe(dummy);
  });

  it("never lets a password in for an unknown account", async () => {
    expect(await verifyAccountPassword("", undefined)).toBe(false);
    expect(await verifyAccountPassword("staff", undefined)).toBe(false);
  });

  it("lets the right password in for a known account and no other", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyAccountPassword("correct horse", stored)).toBe(true);
    expect(await verifyAccountPassword("correct hors", stored)).toBe(false);
  });
});
