import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./login-transactions.ts";

describe("where sign-in returns to", () => {
  it("keeps a page of the app, its query and its fragment", () => {
    expect(safeReturnTo("/analysis/reports/12?report=21&year=2022")).toBe(
      "/analysis/reports/12?report=21&year=2022",
    );
    expect(safeReturnTo("/analysis")).toBe("/analysis");
    expect(safeReturnTo("/analysis/#top")).toBe("/analysis/#top");
  });

  it("sends anything else to the app's home", () => {
    for (const value of [
      undefined,
      ["/analysis/"],
      "https://evil.example.com/analysis/",
      "//evil.example.com/analysis/",
      "/\\evil.example.com",
      "analysis/",
      // Other paths of the gateway, reached through the app's.
      "/analysis/../auth/logout",
      "/analysis/%2e%2e/auth/logout",
      "/analysis/./../graphql",
      "/analysisx/",
      "/auth/logout?x=/analysis/",
    ])
      expect(safeReturnTo(value), String(value)).toBe("/analysis/");
  });
});
