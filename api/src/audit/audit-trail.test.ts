import { readFileSync } from "node:fs";
import { TestAuthenticator } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAuthenticator } from "../oidc/mfa-authenticators.ts";
import { createSecretBox } from "../oidc/mfa-secret-box.ts";
import {
  callApi,
  defaultTestDatabase,
  modelOf,
  sendJson,
  signIn,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";
import { AUDIT_ACTIONS, recordAudit } from "./audit-trail.ts";

interface AuditEvent {
  id: string;
  at: string;
  actor: { sub: string | null; username: string | null; tenant: string | null; credential: string | null };
  address: string | null;
  action: string;
  outcome: "SUCCEEDED" | "REFUSED";
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
      target: `personal access token ${id} "audit test"`,
      detail: { scopes: ["View"], lifetimeDays: 7 },
    });
    expect(JSON.stringify(await trail())).not.toContain(secret);
  });

  it("records service accounts made and revoked, and a publication withdrawn and made again, naming what they were done to", async () => {
    const made = await sendJson(api, "POST", "/core/serviceaccounts", staff, {
      name: "audit reader",
      tenant: "RFCU",
      permissions: ["View"],
    });
    expect(made.status).toBe(201);
    const { account, secret: clientSecret } = modelOf<{ account: { clientId: string }; secret: string }>(
      made,
    );
    const { clientId } = account;
    expect((await sendJson(api, "DELETE", `/core/serviceaccounts/${clientId}`, staff)).status).toBe(200);
    const [definition] = await api.db.query<{ id: number }>(
      `select r.id from report_definitions r join clients c on c.id = r.client_id
       where c.acronym = 'RFCU' and r.published_by_date is not null limit 1`,
    );
    const path = `/base/analysis/reportdefinitions/${definition?.id}`;
    // Unpublishing withdraws the approval too: approved again, then published again.
    for (const action of ["unpublish", "approve", "publish"])
      expect((await sendJson(api, "PUT", `${path}/${action}`, staff)).status, action).toBe(200);
    await expect
      .poll(async () =>
        (await trail())
          .filter((e) => /^(SERVICE_ACCOUNT|REPORT)_/.test(e.action))
          .map((e) => [e.action, e.target]),
      )
      .toEqual([
        ["REPORT_PUBLISHED", `report definition ${definition?.id}`],
        ["REPORT_APPROVED", `report definition ${definition?.id}`],
        ["REPORT_UNPUBLISHED", `report definition ${definition?.id}`],
        ["SERVICE_ACCOUNT_REVOKED", `service account ${clientId}`],
        ["SERVICE_ACCOUNT_CREATED", 'service account "audit reader"'],
      ]);
    const created = (await trail("?action=SERVICE_ACCOUNT_CREATED"))[0];
    expect(created?.detail).toEqual({ tenant: "RFCU", permissions: ["View"] });
    expect(JSON.stringify(await trail())).not.toContain(clientSecret);
  });

  it("records an institution's MFA requirement changed, and not the other preferences", async () => {
    const [rfcu] = await api.db.query<{ id: number }>("select id from clients where acronym = 'RFCU'");
    const pref = (prefKey: string, prefValue: unknown) =>
      sendJson(api, "PUT", "/core/prefs/pref", staff, {
        type: "client",
        id: rfcu?.id,
        domain: "analysis",
        prefKey,
        prefValue,
      });
    expect((await pref("isMfaEnabled", true)).status).toBe(200);
    expect((await pref("reportTheme", "dark")).status).toBe(200);
    // Off again: the client signs in with the password alone in the next test.
    expect((await pref("isMfaEnabled", false)).status).toBe(200);
    await expect.poll(async () => (await trail("?action=MFA_REQUIREMENT_CHANGED")).length).toBe(2);
    const changes = await trail("?action=MFA_REQUIREMENT_CHANGED");
    expect(changes.map((e) => e.detail)).toEqual([{ required: false }, { required: true }]);
    expect(changes[0]).toMatchObject({ actor: { username: "staff" }, target: `client ${rfcu?.id}` });
    expect(JSON.stringify(await trail())).not.toContain("reportTheme");
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

  it("pages newest first by number, each event once, past event 10 (ids sorted as text put 6 before 51)", async () => {
    for (let i = 0; i < 12; i++)
      await recordAudit(api.db, {
        actor: { username: "paging" },
        address: undefined,
        action: "SIGN_IN_FAILED",
      });
    const all = await trail("?first=100");
    expect(all.length).toBeGreaterThanOrEqual(12);
    const ids = all.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const paged: number[] = [];
    for (let page = await trail("?first=5"); page.length;) {
      paged.push(...page.map((e) => Number(e.id)));
      page = await trail(`?first=5&before=${page.at(-1)?.id}`);
    }
    expect(paged).toEqual(ids);
  });

  it("cannot be changed or deleted, even by SQL", async () => {
    await expect(api.db.query("update audit_events set action = 'SIGN_IN'")).rejects.toThrow(
      /audit events cannot be changed or deleted/,
    );
    await expect(api.db.query("delete from audit_events")).rejects.toThrow(/cannot be changed or deleted/);
    expect((await trail()).length).toBeGreaterThan(3);
  });

  // Another connection holds the trail's table, so the record cannot be written until it lets go
  // (PostgreSQL: PGlite has one connection). Written after the answer, the success came first.
  it.runIf(defaultTestDatabase() === "postgres")(
    "answers an audited success only once its record is written",
    async () => {
      let answered = false;
      let made: Promise<Awaited<ReturnType<typeof sendJson>>> | undefined;
      await api.db.transaction(async (tx) => {
        await tx.query("lock table audit_events in exclusive mode");
        made = sendJson(api, "POST", "/core/personalaccesstokens", staff, {
          name: "held record",
          scopes: ["View"],
          lifetimeDays: 7,
        }).finally(() => (answered = true));
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(answered).toBe(false);
      });
      expect((await made)?.status).toBe(201);
      const events = await trail("?action=PERSONAL_ACCESS_TOKEN_CREATED");
      expect(events.some((e) => e.target?.includes('"held record"'))).toBe(true);
    },
  );
});

describe("the audit trail's filters and actors", () => {
  let api: TestApi;
  let staff: string;
  const trail = async (query: string) => {
    const answer = await callApi(api, `/core/audit${query}`, staff);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return modelOf<AuditEvent[]>(answer);
  };

  beforeAll(async () => {
    api = await startTestApi();
    await expect(signIn(api, "client", "not-the-password")).rejects.toThrow();
    staff = (await signIn(api, "staff")).access_token;
    await signIn(api, "client");
  });
  afterAll(() => api?.close());

  it("says whether each event was done or refused", async () => {
    const events = await trail("?first=500");
    const failed = events.find((e) => e.action === "SIGN_IN_FAILED");
    expect(failed).toMatchObject({ outcome: "REFUSED", actor: { username: "client" } });
    expect(events.find((e) => e.action === "SIGN_IN")).toMatchObject({ outcome: "SUCCEEDED" });
  });

  it("filters by the actor's institution, and by a time range", async () => {
    const rfcu = await trail("?tenant=rfcu");
    expect(rfcu.length).toBeGreaterThan(0);
    expect(new Set(rfcu.map((e) => e.actor.tenant))).toEqual(new Set(["RFCU"]));
    const newest = (await trail("?first=1"))[0] as AuditEvent;
    const at = Date.parse(newest.at);
    const window = (from: number, to: number) =>
      `?from=${new Date(from).toISOString()}&to=${encodeURIComponent(new Date(to).toISOString())}`;
    expect((await trail(window(at, at + 1))).map((e) => e.id)).toContain(newest.id);
    expect(await trail(window(at + 1, at + 60_000))).toEqual([]);
    expect((await trail(window(at - 3_600_000, at))).map((e) => e.id)).not.toContain(newest.id);
  });

  it("refuses a filter it cannot read, naming it", async () => {
    for (const [query, field] of [
      ["?from=yesterday", "from"],
      ["?to=2026-11-29T10:00:00", "to"],
      ["?from=2026-11-29T10:00:00Z&to=2026-11-29T09:00:00Z", "from"],
      ["?tenant=R%20F", "tenant"],
    ] as const) {
      const bad = await callApi(api, `/core/audit${query}`, staff);
      expect(bad.status, query).toBe(400);
      const body = bad.body as { additionalInformation?: { messages?: { field: string }[] } };
      expect(body.additionalInformation?.messages?.[0]?.field, query).toBe(field);
    }
  });

  it("names the personal access token that acted for a person", async () => {
    const made = await sendJson(api, "POST", "/core/personalaccesstokens", staff, {
      name: "publisher",
      scopes: ["View", "View All Clients", "Approve", "Publish"],
      lifetimeDays: 7,
    });
    expect(made.status).toBe(201);
    const { token, secret } = modelOf<{ token: { id: string }; secret: string }>(made);
    const [definition] = await api.db.query<{ id: number }>(
      `select r.id from report_definitions r join clients c on c.id = r.client_id
       where c.acronym = 'SVCU' and r.published_by_date is not null limit 1`,
    );
    const path = `/base/analysis/reportdefinitions/${definition?.id}`;
    for (const action of ["unpublish", "approve", "publish"])
      expect((await sendJson(api, "PUT", `${path}/${action}`, secret)).status, action).toBe(200);
    await expect
      .poll(async () => (await trail("?action=REPORT_PUBLISHED&username=staff"))[0]?.actor.credential)
      .toBe(`personal access token ${token.id}`);
    const published = (await trail("?action=REPORT_PUBLISHED"))[0];
    expect(published?.detail).not.toHaveProperty("credential");
    expect(JSON.stringify(await trail("?first=500"))).not.toContain(secret);
  });
});

describe("the audit trail's actions", () => {
  it("are the GraphQL AuditAction values, one for one (an action the schema lacks would fail auditEvents)", () => {
    const sdl = readFileSync(new URL("../../../schema/audit.graphql", import.meta.url), "utf8");
    const body = /enum AuditAction \{([\s\S]*?)\}/.exec(sdl)?.[1] ?? "";
    const values = body
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /^[A-Z_]+$/.test(line));
    expect(new Set(values)).toEqual(new Set(AUDIT_ACTIONS));
  });
});

describe("a sign-in with a second factor, as the trail reads it", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await api.db.query("update users set is_in_mfa_group = true where username = 'client2'");
  });
  afterAll(() => api?.close());

  it("is the password accepted, then one sign-in naming the second factor", async () => {
    const app = new TestAuthenticator();
    app.secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const [user] = await api.db.query<{ sub: string }>("select sub from users where username = 'client2'");
    await saveAuthenticator(
      api.db,
      createSecretBox(api.db, api.config.MFA_ENCRYPTION_KEY),
      user?.sub ?? "",
      app.secret,
      0,
    );
    await signIn(api, "client2", "client2", app.answering());
    const staff = (await signIn(api, "staff")).access_token;
    const events = modelOf<AuditEvent[]>(await callApi(api, "/core/audit?username=client2", staff));
    expect(events.map((e) => [e.action, e.detail.factor])).toEqual([
      ["SIGN_IN", "authenticator code"],
      ["PASSWORD_ACCEPTED", "password"],
    ]);
  });
});
