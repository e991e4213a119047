import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  failureMessagesOf,
  failureOf,
  modelOf,
  sendJson,
  type TestApi,
} from "../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";
import { GRANTABLE_PERMISSIONS } from "../access/permissions.ts";
import type { PersonalAccessToken as Token } from "../access/personal-access-tokens.ts";

describe("personal access tokens: a person's own tokens for scripts, with at most their permissions", () => {
  let api: TestApi;
  let t: Tokens;
  let ids: Record<string, number>;
  beforeAll(async () => ({ api, t, ids } = await startSignedInApi()));
  afterAll(() => api.close());

  const PATH = "/core/personalaccesstokens";
  const create = (token: string | undefined, body: unknown) => sendJson(api, "POST", PATH, token, body);
  const made = async (token: string, body: { name: string; scopes: string[]; lifetimeDays: number }) => {
    const res = await create(token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return modelOf<{ token: Token; secret: string }>(res);
  };
  const list = async (token: string) => modelOf<Token[]>(await callApi(api, PATH, token));
  const definitions = (clientId: number, token: string) =>
    callApi(api, `/base/analysis/reportdefinitions/client/${clientId}`, token);
  const revoke = (token: string | undefined, id: string) => sendJson(api, "DELETE", `${PATH}/${id}`, token);

  it("is refused signed out, and checks the input", async () => {
    const body = { name: "Nightly export", scopes: ["View"], lifetimeDays: 30 };
    expect((await create(undefined, body)).status).toBe(401);
    expect((await callApi(api, PATH)).status).toBe(401);
    expect((await revoke(undefined, "pat_x")).status).toBe(401);
    expect((await callApi(api, `${PATH}/current`)).status).toBe(401);
    const bad = await create(t.client, { name: " ", scopes: ["Root"], lifetimeDays: 400 });
    expect(bad.status).toBe(400);
    expect(failureOf(bad).fields.sort()).toEqual(["lifetimeDays", "name", "scopes[0]"]);
    const none = await create(t.client, { ...body, scopes: [] });
    expect(none.status).toBe(400);
    // Said in plain words, not the validation library's ("Too small: expected array to have >=1 items").
    expect(none.body?.errorMessage).toBe(
      "The personal access token is not valid: scopes: must list at least 1 item.",
    );
    const typed = await create(t.client, { name: 7, scopes: ["View"] });
    expect(failureMessagesOf(typed).map((m) => m.error)).toEqual([
      "name: must be text",
      "lifetimeDays: is required",
    ]);
  });

  it("offers as scopes the grantable permissions the person holds", async () => {
    const scopes = async (token: string) => modelOf<string[]>(await callApi(api, `${PATH}/scopes`, token));
    expect(await scopes(t.client)).toEqual(["View", "Receive Notifications", "Manage Preferences"]);
    // Perpetual Login is the staff user's too, but a token has no sign-in to keep.
    expect(await scopes(t.staff)).toEqual([...GRANTABLE_PERMISSIONS]);
    expect(await scopes(t.staff)).not.toContain("Perpetual Login");
    expect((await callApi(api, `${PATH}/scopes`)).status).toBe(401);
  });

  it("refuses scopes the person does not hold", async () => {
    const res = await create(t.client, { name: "Approver", scopes: ["View", "Approve"], lifetimeDays: 7 });
    expect([res.status, failureOf(res)]).toEqual([
      422,
      { reason: "VALIDATION_FAILED", fields: ["scopes[1]"] },
    ]);
  });

  it("makes a token shown once, hashed at rest, that reads what its user may with its scopes", async () => {
    const { token, secret } = await made(t.client, { name: "Warehouse", scopes: ["View"], lifetimeDays: 30 });
    expect(secret).toMatch(/^almpat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: "Warehouse", scopes: ["View"], lastUsedDate: null });
    const days = (Date.parse(token.expiresDate) - Date.parse(token.createdDate)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    const [row] = await api.db.query<{ secret_hash: string }>(
      "select secret_hash from personal_access_tokens where id = $1",
      [token.id],
    );
    expect(row?.secret_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(JSON.stringify(await list(t.client))).not.toContain(secret);

    const own = await definitions(ids.RFCU as number, secret);
    expect(own.status).toBe(200);
    expect((await definitions(ids.SVCU as number, secret)).status).toBe(404);
    const current = modelOf<Record<string, unknown>>(await callApi(api, `${PATH}/current`, secret));
    expect(current).toMatchObject({ id: token.id, tenant: "RFCU", scopes: ["View"] });
    expect(current.expiresDate).toBe(token.expiresDate);
    expect((await list(t.client)).find((x) => x.id === token.id)?.lastUsedDate).toEqual(expect.any(String));
    // Not a personal access token: nothing to describe.
    expect((await callApi(api, `${PATH}/current`, t.client)).status).toBe(404);
  });

  it("holds only its scopes: a narrower token is refused the wider call", async () => {
    const { secret } = await made(t.staff, { name: "Reader", scopes: ["View"], lifetimeDays: 7 });
    const [definition] = await api.db.query<{ id: number }>(
      `select r.id from report_definitions r join clients c on c.id = r.client_id
       where c.acronym = 'RFCU' and r.approved_by_date is null and r.published_by_date is null limit 1`,
    );
    const approve = await sendJson(
      api,
      "PUT",
      `/base/analysis/reportdefinitions/${definition?.id}/approve`,
      secret,
    );
    expect([approve.status, failureOf(approve).reason]).toEqual([403, "FORBIDDEN"]);
    const permissions = modelOf<Record<string, { permission: string }[]>>(
      await callApi(api, "/core/auth/permissions", secret),
    );
    expect(
      Object.values(permissions)
        .flat()
        .map((p) => p.permission),
    ).toEqual(["View"]);

    const { secret: noView } = await made(t.client, {
      name: "Notifications only",
      scopes: ["Receive Notifications"],
      lifetimeDays: 7,
    });
    expect((await definitions(ids.RFCU as number, noView)).status).toBe(403);
  });

  it("loses a permission its user loses", async () => {
    const { secret } = await made(t.client2, { name: "Loses View", scopes: ["View"], lifetimeDays: 7 });
    expect((await definitions(ids.SVCU as number, secret)).status).toBe(200);
    const [sub] = await api.db.query<{ sub: string }>("select sub from users where username = 'client2'");
    await api.db.query("delete from permissions where sub = $1 and permission = 'View'", [sub?.sub]);
    try {
      expect((await definitions(ids.SVCU as number, secret)).status).toBe(403);
    } finally {
      await api.db.query(
        `insert into permissions (sub, tenant, domain, permission, policy_path)
         values ($1, 'SVCU', 'analysis', 'View', '/SVCU/analysis')`,
        [sub?.sub],
      );
    }
  });

  it("is refused once revoked or expired, with the same 401 as every invalid token", async () => {
    const revoked = await made(t.client, { name: "Soon revoked", scopes: ["View"], lifetimeDays: 7 });
    expect((await revoke(t.client, revoked.token.id)).status).toBe(200);
    const afterRevoke = await definitions(ids.RFCU as number, revoked.secret);
    expect([afterRevoke.status, failureOf(afterRevoke).reason]).toEqual([401, "UNAUTHENTICATED"]);
    expect((await list(t.client)).map((x) => x.id)).not.toContain(revoked.token.id);

    const expired = await made(t.client, { name: "Soon expired", scopes: ["View"], lifetimeDays: 7 });
    await api.db.query(
      "update personal_access_tokens set expires_date = now() - interval '1 second' where id = $1",
      [expired.token.id],
    );
    expect((await definitions(ids.RFCU as number, expired.secret)).status).toBe(401);
    expect((await definitions(ids.RFCU as number, `${expired.secret.slice(0, -1)}x`)).status).toBe(401);
  });

  it("lets nobody list or revoke another person's tokens", async () => {
    const { token, secret } = await made(t.client, { name: "Mine", scopes: ["View"], lifetimeDays: 7 });
    expect((await list(t.client2)).map((x) => x.id)).not.toContain(token.id);
    // Staff included: another person's token is as unknown as one that never existed.
    for (const other of [t.client2, t.staff]) {
      const res = await revoke(other, token.id);
      expect([res.status, failureOf(res).reason]).toEqual([404, "NOT_FOUND"]);
    }
    expect((await definitions(ids.RFCU as number, secret)).status).toBe(200);
  });

  it("cannot make credentials: no token, service account or secret from a personal access token", async () => {
    const { token, secret } = await made(t.staff, {
      name: "Staff script",
      scopes: ["View", "View All Clients", "Approve", "Publish"],
      lifetimeDays: 365,
    });
    const mint = await create(secret, { name: "Child", scopes: ["View"], lifetimeDays: 7 });
    expect([mint.status, failureOf(mint).reason]).toEqual([403, "FORBIDDEN"]);
    const account = await sendJson(api, "POST", "/core/serviceaccounts", secret, {
      name: "Escape",
      tenant: "ALM",
      permissions: ["View"],
    });
    expect(account.status).toBe(403);
    const svc = await sendJson(api, "POST", "/core/serviceaccounts", t.staff, {
      name: "Real",
      tenant: "ALM",
      permissions: ["View"],
    });
    const clientId = modelOf<{ account: { clientId: string } }>(svc).account.clientId;
    expect((await sendJson(api, "POST", `/core/serviceaccounts/${clientId}/secret`, secret)).status).toBe(
      403,
    );
    // What only reduces access stays open to it: it may revoke itself.
    expect((await revoke(secret, token.id)).status).toBe(200);
    expect((await callApi(api, PATH, secret)).status).toBe(401);
  });
});
