import { describe, expect, it } from "vitest";
import { loadApiConfig } from "./config.ts";

describe("api configuration", () => {
  it("has working embedded defaults", () => {
    const config = loadApiConfig({});
    expect(config.API_PORT).toBe(4100);
    expect(config.OIDC_ISSUER).toBe("http://localhost:4100/oidc");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable", () => {
    expect(() => loadApiConfig({ API_PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /API_PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ connection URL/,
    );
  });
});
