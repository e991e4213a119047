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
    expect(
      (await sendJson(api, "POST", `/core/serviceaccounts/${account.clientId}/secret`, t.staff)).status,
    ).toBe(404);
    expect((await sendJson(api, "DELETE", "/core/serviceaccounts/svc_missing", t.staff)).status).toBe(404);
  });
});
