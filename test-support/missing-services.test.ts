import { afterEach, describe, expect, it } from "vitest";
import { skipsWithout } from "./missing-services.ts";

describe("a file that needs a service of the machine", () => {
  const ci = process.env.CI;
  afterEach(() => {
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
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
});
