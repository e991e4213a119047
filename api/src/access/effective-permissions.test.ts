import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveNotification } from "../notifications/notification-store.ts";
import {
  callApi,
  clientIds,
  modelOf,
  reportDefinitionIds,
  sendJson,
  signInAll,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";

/**
 * Issue #42 item 1, one attack each: a credential acts with its scopes ∩ its owner's permissions
 * now, and staff reach a client's data only with View All Clients.
 */
describe("a credential acts within its permissions", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let ids: Record<string, number>;
  let definitionId: number;
  beforeAll(async () => {
    api = await startTestApi();
    t = await signInAll(api);
    ids = await clientIds(api);
    definitionId = (await reportDefinitionIds(api))["RFCU:Q4 2021 ALM Report"] as number;
  });
  afterAll(() => api.close());

  /** A personal access token of a signed-in person with exactly these scopes. */
  const personalToken = async (owner: string, scopes: string[]) => {
    const res = await sendJson(api, "POST", "/core/personalaccesstokens", owner, {
      name: `only ${scopes.join(", ")}`,
      scopes,
      lifetimeDays: 7,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return modelOf<{ secret: string }>(res).secret;
  };

  /** A service account of the firm (tenant ALM) with these permissions, and a token of it. */
  const firmServiceAccountToken = async (permissions: string[]) => {
    const res = await sendJson(api, "POST", "/core/serviceaccounts", t.staff, {
      name: "Firm warehouse",
      tenant: "ALM",
      permissions,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { account, secret } = modelOf<{ account: { clientId: string }; secret: string }>(res);
    const token = await fetch(`${api.url}/oidc/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${account.clientId}:${secret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    expect(token.status).toBe(200);
    return ((await token.json()) as { access_token: string }).access_token;
  };

  it("refuses the service accounts to a staff token scoped only Receive Notifications", async () => {
    const token = await personalToken(t.staff, ["Receive Notifications"]);
    expect((await callApi(api, "/core/serviceaccounts", token)).status).toBe(403);
    expect((await callApi(api, "/core/serviceaccounts", t.staff)).status).toBe(200);
  });

  it("refuses the staff-only ZM database and the service accounts to a staff token scoped View", async () => {
    const token = await personalToken(t.staff, ["View"]);
    const zm = `/base/analysis/clientsettings/${ids.RFCU}/zmdatabase`;
    const write = await sendJson(api, "PUT", zm, token, { zmDatabaseName: "ZM_STOLEN" });
    expect(write.status).toBe(403);
    expect(JSON.stringify((await callApi(api, zm, t.staff)).body)).not.toContain("ZM_STOLEN");
    expect((await callApi(api, "/core/serviceaccounts", token)).status).toBe(403);
  });

  const clientData = (clientId: number) => [
    `/base/analysis/dataset/client/${clientId}`,
    `/base/analysis/reportdefinitions/client/${clientId}`,
    `/base/analysis/chartofaccounts/client/${clientId}`,
    `/base/analysis/clientsettings/${clientId}`,
  ];

  /** What a staff credential without View All Clients must not reach: a client's data. */
  async function expectNoClientData(token: string) {
    for (const path of clientData(ids.SVCU as number)) {
      expect([403, 404], path).toContain((await callApi(api, path, token)).status);
    }
    const clients = await callApi(api, "/core/clients", token);
    expect(modelOf<unknown[]>(clients)).toEqual([]);
    const refresh = await callApi(
      api,
      `/base/analysis/reports/10/reportdefinition/${definitionId}?qrf=true`,
      token,
    );
    expect(refresh.status).toBe(403);
    const approve = await sendJson(
      api,
      "PUT",
      `/base/analysis/reportdefinitions/${definitionId}/approve`,
      token,
    );
    expect(approve.status).toBe(403);
  }

  it("shows no client's data, notifications or refresh to a staff token without View All Clients", async () => {
    await saveNotification(api.db, {
      subject: "Data set run",
      status: "Completed",
      domain: "analysis",
      clientId: ids.SVCU as number,
      createdBy: { username: "staff", sub: "staff" },
      payload: { dataSetId: 1 },
      audience: "staff",
    });
    const token = await personalToken(t.staff, ["View", "Receive Notifications"]);
    await expectNoClientData(token);
    const messages = await callApi(api, "/core/notification/messages?sinceMinutes=10080", token);
    expect(messages.status).toBe(200);
    expect(modelOf<unknown[]>(messages)).toEqual([]);
    // The same person's session holds View All Clients: it sees them.
    for (const path of clientData(ids.SVCU as number)) {
      expect((await callApi(api, path, t.staff)).status, path).toBe(200);
    }
    const all = await callApi(api, "/core/notification/messages?sinceMinutes=10080", t.staff);
    expect(modelOf<unknown[]>(all).length).toBeGreaterThan(0);
  });

  it("shows no client's data to a firm service account without View All Clients", async () => {
    await expectNoClientData(await firmServiceAccountToken(["View"]));
  });

  it("refuses a client's View token to change its owner's preferences", async () => {
    const token = await personalToken(t.client, ["View"]);
    const pref = { type: "user", domain: "analysis", prefKey: "theme", prefValue: "dark" };
    expect((await sendJson(api, "PUT", "/core/prefs/pref", token, pref)).status).toBe(403);
    expect((await sendJson(api, "PUT", "/core/prefs/pref", t.client, pref)).status).toBe(200);
  });
});
