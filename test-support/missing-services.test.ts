import { afterEach, describe, expect, it } from "vitest";
import { skipsWithout, skipsWithoutPostgres } from "./missing-services.ts";

describe("a file that needs a service of the machine", () => {
  const saved = { CI: process.env.CI, DATABASE_URL: process.env.DATABASE_URL };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("runs when nothing is missing, skips on a developer's machine, and fails in CI", () => {
    expect(skipsWithout(undefined)).toBe(false);
    delete process.env.CI;
    expect(skipsWithout("needs Debian's nginx")).toBe(true);
    process.env.CI = "true";
    expect(skipsWithout(undefined)).toBe(false);
    expect(() => skipsWithout("needs Debian's nginx")).toThrow(
      "CI installs everything this file needs, but it needs Debian's nginx.",
    );
  });

  it("needing PostgreSQL, fails in CI when DATABASE_URL is not set, as when haproxy or nginx is missing", () => {
    process.env.DATABASE_URL = "postgres://alm:alm@127.0.0.1:5432/alm_test";
    expect(skipsWithoutPostgres()).toBe(false);
    delete process.env.DATABASE_URL;
    delete process.env.CI;
    expect(skipsWithoutPostgres()).toBe(true);
    process.env.CI = "true";
    expect(() => skipsWithoutPostgres()).toThrow(
      "CI installs everything this file needs, but it needs DATABASE_URL for a real PostgreSQL server.",
    );
  });
});
