import { describe, expect, it } from "vitest";
import { GATEWAY_STORE, isOtherVersion } from "./postgres-template.ts";

describe("a PostgreSQL template of other sources", () => {
  const current = "alm_gwtpl_0123456789abcdef";

  it("is dropped whatever its hash begins with, a 'b' too", () => {
    expect(isOtherVersion(GATEWAY_STORE, current, "alm_gwtpl_b7f632dae1834c45")).toBe(true);
    expect(isOtherVersion(GATEWAY_STORE, current, "alm_gwtpl_041681310f9d526c")).toBe(true);
  });

  it("is not the current one, one being built, or another kind's", () => {
    expect(isOtherVersion(GATEWAY_STORE, current, current)).toBe(false);
    expect(isOtherVersion(GATEWAY_STORE, current, "alm_gwtpl_b7f632dae1834c45_b12345")).toBe(false);
    expect(isOtherVersion(GATEWAY_STORE, current, "alm_tpl_b7f632dae1834c45")).toBe(false);
  });
});
