import { describe, expect, it } from "vitest";
import { versionDecision } from "./version-decision.ts";

describe("version check", () => {
  it("reloads at once on the first check, and notifies on later ones", () => {
    expect(versionDecision(true, "2026.11.22.5", "2026.11.22.4")).toBe("reload-now");
    expect(versionDecision(false, "2026.11.22.5", "2026.11.22.4")).toBe("notify");
  });
  it("does nothing when the builds agree or the server does not know its build", () => {
    expect(versionDecision(false, "2026.11.22.4", "2026.11.22.4")).toBe("same");
    expect(versionDecision(true, "unknown", "2026.11.22.4")).toBe("same");
  });
});
