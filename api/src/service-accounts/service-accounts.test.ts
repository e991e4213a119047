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
import { ROUTE_REFUSALS } from "../http/route-access.ts";

interface Created {
  account: {
    clientId: string;
    tenant: string;
    permissions: string[];
    createdBy: string;
    revokedDate: string | null;
  };
  secret: string;
}

describe("service accounts: staff-made client_credentials clients with a tenant's permissions", () => {
  let api: TestApi;
  let t: Tokens;
  let ids: Record<string, number>;
  beforeAll(async () => ({ api, t, ids } = await startSignedInApi()));
  afterAll(() => api.close());

  const create = (token: string | undefined, body: unknown) =>
    sendJson(api, "POST", "/core/serviceaccounts", token, body);
  const tokenFor = (clientId: string, secret: string) =>
    fetch(`${api.url}/oidc/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
  const accessToken = async (clientId: string, secret: string) => {
    const res = await tokenFor(clientId, secret);
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const reportDefinitions = (clientId: number, token: string) =>
    callApi(api, `/base/analysis/reportdefinitions/client/${clientId}`, token);

  it("is refused signed out, to client users and to bad input", async () => {
    const body = { name: "Nightly export", tenant: "RFCU", permissions: ["View"] };
    expect((await create(undefined, body)).status).toBe(401);
    expect((await create(t.client, body)).status).toBe(403);
    expect((await callApi(api, "/core/serviceaccounts", t.client)).status).toBe(403);
    const bad = await create(t.staff, { name: "", tenant: "RFCU", permissions: ["Fly"] });
    expect(bad.status).toBe(400);
    expect(failureOf(bad).fields.sort()).toEqual(["name", "permissions[0]"]);
    // Staff's permissions on a client's account were accepted and listed, and did nothing.
    const staffs = await create(t.staff, { ...body, permissions: ["View", "Approve", "Publish"] });
    expect([staffs.status, failureOf(staffs)]).toEqual([
      422,
      { reason: "VALIDATION_FAILED", fields: ["permissions"] },
    ]);
    expect(failureMessagesOf(staffs)[0]?.error).toBe(
      "'Approve', 'Publish' are permissions of the firm's staff: a service account of RFCU could never use them",
    );
    const unknown = await create(t.staff, { ...body, tenant: "NOPE" });
    expect([unknown.status, failureOf(unknown)]).toEqual([
      422,
      { reason: "UNKNOWN_REFERENCE", fields: ["tenant"] },
    ]);
  });

  it("gives an account no permission its maker does not hold", async () => {
    // The analyst may manage service accounts, and holds View, Navigate and View All Clients only.
    await api.db.query(
      `insert into permissions (sub, tenant, domain, permission, policy_path)
       select sub, tenant, 'analysis', 'Manage Service Accounts', '/test' from users where username = 'analyst'`,
    );
    const body = { name: "Publisher", tenant: "ALM", permissions: ["View", "Approve", "Publish"] };
    const refused = await create(t.analyst, body);
    expect([refused.status, failureOf(refused)]).toEqual([
      422,
      { reason: "VALIDATION_FAILED", fields: ["permissions"] },
    ]);
    expect(failureMessagesOf(refused)[0]?.error).toBe(
      "You do not hold the permissions 'Approve', 'Publish', so a service account you make cannot either",
    );
    const listed = modelOf<{ name: string }[]>(await callApi(api, "/core/serviceaccounts", t.staff));
    expect(listed.map((a) => a.name)).not.toContain("Publisher");
    const allowed = await create(t.analyst, { ...body, permissions: ["View", "View All Clients"] });
    expect(allowed.status).toBe(201);
    // Staff, who hold them, still may.
    const made = await create(t.staff, { ...body, name: "Publisher 2" });
    expect(made.status).toBe(201);
    // Nor may the analyst have the secret of an account holding more than they do.
    const { clientId } = modelOf<Created>(made).account;
    const rotate = (token: string, id: string) =>
      sendJson(api, "POST", `/core/serviceaccounts/${id}/secret`, token, {});
    const taken = await rotate(t.analyst, clientId);
    expect([taken.status, failureOf(taken).reason]).toEqual([403, "FORBIDDEN"]);
    expect((await rotate(t.analyst, modelOf<Created>(allowed).account.clientId)).status).toBe(200);
    expect((await rotate(t.staff, clientId)).status).toBe(200);
  });

  it("gets a token with its secret that reads its own institution's data only", async () => {
    const res = await create(t.staff, { name: "RFCU warehouse", tenant: "RFCU", permissions: ["View"] });
    expect(res.status).toBe(201);
    const { account, secret } = modelOf<Created>(res);
    expect(account).toMatchObject({
      tenant: "RFCU",
      permissions: ["View"],
      createdBy: "staff",
      revokedDate: null,
    });
    // Hashed at rest: the database never holds the secret.
    const [row] = await api.db.query<{ secret_hash: string }>(
      "select secret_hash from service_accounts where client_id = $1",
      [account.clientId],
    );
    expect(row?.secret_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(
      JSON.stringify(modelOf(await callApi(api, "/core/serviceaccounts?tenant=RFCU", t.staff))),
    ).not.toContain(secret);

    const token = await accessToken(account.clientId, secret);
    const me = modelOf<{ tenant: string; name: string }[]>(await callApi(api, "/core/auth/users", token));
    expect(me).toMatchObject([{ sub: account.clientId, tenant: "RFCU", name: "RFCU warehouse" }]);
    const own = await reportDefinitions(ids.RFCU as number, token);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const foreign = await reportDefinitions(ids.SVCU as number, token);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Summit");
    // Staff-only calls stay staff-only, whatever the account's permissions.
    expect((await callApi(api, "/core/serviceaccounts", token)).status).toBe(403);
  });

  it("makes no credential for a service account: no child account, no other's secret, no token", async () => {
    const made = (name: string, tenant: string, permissions: string[]) =>
      create(t.staff, { name, tenant, permissions }).then((res) => modelOf<Created>(res));
    const parent = await made("Leaked parent", "ALM", [
      "Manage Service Accounts",
      "Manage Authenticators",
      "View",
      "View All Clients",
    ]);
    const leaked = await accessToken(parent.account.clientId, parent.secret);
    const refusal = { status: 403, reason: "FORBIDDEN", text: ROUTE_REFUSALS.serviceAccountMinting };
    const refused = (res: Awaited<ReturnType<typeof create>>) => ({
      status: res.status,
      reason: failureOf(res).reason,
      text: (res.body as { errorMessage?: string }).errorMessage,
    });
    // A child would outlive the parent's revocation.
    const child = await create(leaked, { name: "Innocuous child", tenant: "ALM", permissions: ["View"] });
    expect(refused(child)).toEqual(refusal);
    const listed = modelOf<{ name: string }[]>(await callApi(api, "/core/serviceaccounts", t.staff));
    expect(listed.map((a) => a.name)).not.toContain("Innocuous child");
    // Replacing another account's secret would take that account over.
    const victim = await made("RFCU victim", "RFCU", ["View"]);
    const path = `/core/serviceaccounts/${victim.account.clientId}/secret`;
    expect(refused(await sendJson(api, "POST", path, leaked, {}))).toEqual(refusal);
    expect((await tokenFor(victim.account.clientId, victim.secret)).status).toBe(200);
    const pat = { name: "Child token", scopes: ["View"], lifetimeDays: 7 };
    expect(refused(await sendJson(api, "POST", "/core/personalaccesstokens", leaked, pat))).toEqual(refusal);
    // A code that sets up someone's authenticator would, with their password, take the account over.
    const [client] = await api.db.query<{ sub: string }>("select sub from users where username = 'client'");
    const code = await sendJson(api, "POST", "/core/auth/mfa/enrolmentcodes", leaked, { sub: client?.sub });
    expect(refused(code)).toEqual(refusal);
    // A reset stays open to it: the new authenticator is set up only with the e-mailed link or a
    // staff code, which it cannot issue (above).
    const reset = await sendJson(api, "DELETE", `/core/auth/mfa/authenticators/${client?.sub}`, leaked);
    expect(reset.status).toBe(200);
    // What only reduces access stays open to it.
    const revoked = await sendJson(api, "DELETE", `/core/serviceaccounts/${victim.account.clientId}`, leaked);
    expect(revoked.status).toBe(200);
  });

  it("makes, re-keys, revokes and lists a client's accounts only for one who sees that client", async () => {
    const held = (permission: string) =>
      api.db.query(
        `insert into permissions (sub, tenant, domain, permission, policy_path)
         select sub, tenant, 'analysis', $1, '/test' from users where username = 'analyst'
         on conflict do nothing`,
        [permission],
      );
    // The analyst's rows as they were, put back exactly when the test ends.
    const analystRows = `from permissions where sub = (select sub from users where username = 'analyst')`;
    const ordered = `select * ${analystRows} order by tenant, domain, permission`;
    const before = await api.db.query<Record<string, unknown>>(ordered);
    await held("Manage Service Accounts");
    await api.db.query(`delete ${analystRows} and permission = 'View All Clients'`);
    try {
      // The analyst now manages service accounts and views, but sees no client.
      const seeNoClient = { status: 403, reason: "FORBIDDEN" };
      const outcome = (res: Awaited<ReturnType<typeof create>>) => ({
        status: res.status,
        reason: failureOf(res).reason,
      });
      const svcu = await create(t.analyst, { name: "SVCU reader", tenant: "SVCU", permissions: ["View"] });
      expect(outcome(svcu)).toEqual(seeNoClient);
      expect((svcu.body as { errorMessage?: string }).errorMessage).toBe(
        ROUTE_REFUSALS.permission("View All Clients"),
      );
      // Decided before the tenant is looked up: one that does not exist is refused alike.
      expect(outcome(await create(t.analyst, { name: "x", tenant: "NOPE", permissions: ["View"] }))).toEqual(
        seeNoClient,
      );
      expect(outcome(await callApi(api, "/core/serviceaccounts?tenant=SVCU", t.analyst))).toEqual(
        seeNoClient,
      );
      // The firm's own accounts stay theirs to manage.
      const own = await create(t.analyst, { name: "Firm reader", tenant: "ALM", permissions: ["View"] });
      expect(own.status).toBe(201);

      // A client's account staff made is as unknown to them as one that does not exist.
      const victim = modelOf<Created>(
        await create(t.staff, { name: "SVCU warehouse", tenant: "SVCU", permissions: ["View"] }),
      );
      const id = victim.account.clientId;
      const missing = "svc_00000000000000000000";
      for (const [method, path] of [
        ["POST", "/secret"],
        ["DELETE", ""],
        ["GET", ""],
      ] as const) {
        const body = method === "POST" ? {} : undefined;
        const foreign = await sendJson(api, method, `/core/serviceaccounts/${id}${path}`, t.analyst, body);
        const none = await sendJson(api, method, `/core/serviceaccounts/${missing}${path}`, t.analyst, body);
        expect(outcome(foreign), `${method} ${path}`).toEqual({ status: 404, reason: "NOT_FOUND" });
        expect(JSON.stringify(foreign.body).replaceAll(id, missing)).toBe(JSON.stringify(none.body));
      }
      const listed = modelOf<Created["account"][]>(await callApi(api, "/core/serviceaccounts", t.analyst));
      expect(listed.map((a) => a.clientId)).toContain(modelOf<Created>(own).account.clientId);
      expect(new Set(listed.map((a) => a.tenant))).toEqual(new Set(["ALM"]));
      // Neither re-keyed nor revoked: its secret still gets a token.
      expect((await tokenFor(id, victim.secret)).status).toBe(200);
    } finally {
      await api.db.transaction(async (tx) => {
        await tx.query(`delete ${analystRows}`);
        for (const row of before) {
          const columns = Object.keys(row);
          await tx.query(
            `insert into permissions (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
            Object.values(row),
          );
        }
      });
      expect(await api.db.query(ordered)).toEqual(before);
    }
  });

  it("refuses a wrong secret, and a rotated or revoked one", async () => {
    const { account, secret } = modelOf<Created>(
      await create(t.staff, { name: "Firm BI", tenant: "ALM", permissions: ["View", "View All Clients"] }),
    );
    const wrong = await tokenFor(account.clientId, `${secret}x`);
    expect([wrong.status, ((await wrong.json()) as { error: string }).error]).toEqual([
      401,
      "invalid_client",
    ]);
    expect(
      (await reportDefinitions(ids.SVCU as number, await accessToken(account.clientId, secret))).status,
    ).toBe(200);

    const rotated = await sendJson(api, "POST", `/core/serviceaccounts/${account.clientId}/secret`, t.staff);
    const fresh = modelOf<Created>(rotated).secret;
    expect(fresh).not.toBe(secret);
    expect((await tokenFor(account.clientId, secret)).status).toBe(401);
    const token = await accessToken(account.clientId, fresh);
    expect(
      (await sendJson(api, "POST", `/core/serviceaccounts/${account.clientId}/secret`, t.client)).status,
    ).toBe(403);

    expect(
      (await sendJson(api, "DELETE", `/core/serviceaccounts/${account.clientId}`, t.client)).status,
    ).toBe(403);
    const revoked = await sendJson(api, "DELETE", `/core/serviceaccounts/${account.clientId}`, t.staff);
    expect(modelOf<Created["account"]>(revoked).revokedDate).not.toBeNull();
    expect((await tokenFor(account.clientId, fresh)).status).toBe(401);
    // A token issued before the revocation is refused at once.
    expect((await reportDefinitions(ids.SVCU as number, token)).status).toBe(401);
    // Re-keying it is refused saying why, on the id that named it: not as if it did not exist.
    const rekeyed = await sendJson(api, "POST", `/core/serviceaccounts/${account.clientId}/secret`, t.staff);
    expect(rekeyed.status).toBe(404);
    expect(failureMessagesOf(rekeyed)).toEqual([
      {
        error: `Service account '${account.clientId}' is revoked: it has no secret to replace.`,
        resolution: "Create a new service account for what this one did.",
        field: "clientId",
      },
    ]);
    expect((await sendJson(api, "DELETE", "/core/serviceaccounts/svc_missing", t.staff)).status).toBe(404);
  });
});
