import { describe, expect, it } from "vitest";
import { actionLabel, auditFilterOf, detailsText, EMPTY_AUDIT_FILTER, PageCursors } from "./audit-paging.ts";

describe("the audit trail screen's filters", () => {
  it("send only what was filled in, trimmed, the institution in capitals", () => {
    expect(auditFilterOf(EMPTY_AUDIT_FILTER)).toEqual({});
    expect(
      auditFilterOf({ ...EMPTY_AUDIT_FILTER, username: "  analyst ", tenant: " rfcu", action: "SIGN_IN" }),
    ).toEqual({
      username: "analyst",
      tenant: "RFCU",
      action: "SIGN_IN",
    });
  });

  it("send the times typed in the person's own zone as instants with their offset", () => {
    const filter = auditFilterOf({ ...EMPTY_AUDIT_FILTER, from: "2026-11-29T09:30", to: "2026-11-29T10:00" });
    expect(filter.from).toBe(new Date(2026, 10, 29, 9, 30).toISOString());
    expect(filter.to).toBe(new Date(2026, 10, 29, 10, 0).toISOString());
    expect(filter.from).toMatch(/Z$/);
    // A half-typed time is left out rather than sent as a wrong instant.
    expect(auditFilterOf({ ...EMPTY_AUDIT_FILTER, from: "2026-13-45T99:00" })).toEqual({});
  });
});

describe("the audit trail screen's page cursors", () => {
  it("start each page after the last event of the page before, and only there", () => {
    const cursors = new PageCursors();
    expect(cursors.afterOf(0)).toBeNull();
    expect(cursors.afterOf(1)).toBeUndefined();
    cursors.ended(0, "c50");
    cursors.ended(1, "c100");
    expect([cursors.afterOf(1), cursors.afterOf(2), cursors.afterOf(3)]).toEqual(["c50", "c100", undefined]);
    cursors.clear();
    expect(cursors.afterOf(1)).toBeUndefined();
  });
});

describe("the audit trail screen's words", () => {
  it("reads actions and outcomes as headings and details on one line", () => {
    expect(actionLabel("PERSONAL_ACCESS_TOKEN_CREATED")).toBe("Personal access token created");
    expect(actionLabel("MFA_CODE_FAILED")).toBe("MFA code failed");
    expect(actionLabel("REFUSED")).toBe("Refused");
    expect(
      detailsText([
        { name: "scopes", value: "View, Navigate" },
        { name: "lifetimeDays", value: "30" },
      ]),
    ).toBe("scopes: View, Navigate · lifetimeDays: 30");
  });
});
