import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, modelOf, sendJson, signIn, startTestApi, type TestApi } from "../testing/test-api.ts";

interface AuditEvent {
  id: string;
  at: string;
  actor: { sub: string | null; username: string | null; tenant: string | null };
  address: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
}

describe("the audit trail", () => {
  let api: TestApi;
  let staff: string;
  const trail = async (query = "") =>
    modelOf<AuditEvent[]>(await callApi(api, `/core/audit${query}`, staff)).filter(Boolean);

  beforeAll(async () => {
    api = await startTestApi();
    await expect(signIn(api, "analyst", "not-the-password")).rejects.toThrow();
    staff = (await signIn(api, "staff")).access_token;
  });
  afterAll(() => api?.close());

  it("records sign-ins and failed ones, with who, when and from where", async () => {
    const events = await trail();
    const failed = events.find((e) => e.action === "SIGN_IN_FAILED" && e.actor.username === "analyst");
    expect(failed).toMatchObject({ detail: { reason: "wrong username or password" } });
    expect(failed?.address).toMatch(/127\.0\.0\.1|::1/);
    const signedIn = events.find((e) => e.action === "SIGN_IN" && e.actor.username === "staff");
    expect(signedIn).toMatchObject({ actor: { tenant: "ALM" }, detail: { factor: "password" } });
    expect(Date.now() - Date.parse(signedIn?.at ?? "")).toBeLessThan(120_000);
    // Newest first.
    expect(events.map((e) => Number(e.id))).toEqual(
      [...events.map((e) => Number(e.id))].sort((a, b) => b - a),
    );
  });

  it("records a personal access token made and revoked, naming it, never its secret", async () => {
    const made = await sendJson(api, "POST", "/core/personalaccesstokens", staff, {
      name: "audit test",
      scopes: ["View"],
      lifetimeDays: 7,
    });
    expect(made.status).toBe(201);
    const { token, secret } = modelOf<{ token: { id: string }; secret: string }>(made);
    const id = token.id;
    expect((await sendJson(api, "DELETE", `/core/personalaccesstokens/${id}`, staff)).status).toBe(200);
    await expect
      .poll(async () =>
        (await trail()).filter((e) => e.action.startsWith("PERSONAL_ACCESS_TOKEN")).map((e) => e.action),
      )
      .toEqual(["PERSONAL_ACCESS_TOKEN_REVOKED", "PERSONAL_ACCESS_TOKEN_CREATED"]);
    const events = await trail("?action=PERSONAL_ACCESS_TOKEN_CREATED");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: { username: "staff" },
      target: 'personal access token "audit test"',
      detail: { scopes: ["View"], lifetimeDays: 7 },
    });
    expect(JSON.stringify(await trail())).not.toContain(secret);
  });

  it("is read by staff with View Audit Trail only, and filters are checked", async () => {
    expect((await callApi(api, "/core/audit")).status).toBe(401);
    const analyst = (await signIn(api, "analyst")).access_token;
    expect((await callApi(api, "/core/audit", analyst)).status).toBe(403);
    const client = (await signIn(api, "client")).access_token;
    expect((await callApi(api, "/core/audit", client)).status).toBe(403);
    const bad = await callApi(api, "/core/audit?action=DELETED_EVERYTHING", staff);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("action");
    const page = await trail("?first=2");
    expect(page).toHaveLength(2);
    const next = await trail(`?first=2&before=${page[1]?.id}`);
    expect(Number(next[0]?.id)).toBeLessThan(Number(page[1]?.id));
  });

  it("cannot be changed or deleted, even by SQL", async () => {
    await expect(api.db.query("update audit_events set action = 'SIGN_IN'")).rejects.toThrow(
      /audit events cannot be changed or deleted/,
    );
    await expect(api.db.query("delete from audit_events")).rejects.toThrow(/cannot be changed or deleted/);
    expect((await trail()).length).toBeGreaterThan(3);
  });
});
