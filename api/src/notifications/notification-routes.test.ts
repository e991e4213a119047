import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from "@microsoft/signalr";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Push } from "../hub/notification-hub.ts";
import { callApi, defaultTestDatabase, signIn, startTestApi, type TestApi } from "../testing/test-api.ts";
import { createHubNotifier } from "./hub-notifier.ts";
import type { NotificationMessage, StatusChange, StatusNotifier } from "./notification-message.ts";

interface Listener {
  connection: HubConnection;
  received: NotificationMessage[];
}

describe(`notification hub and calls on ${defaultTestDatabase()}`, () => {
  let api: TestApi;
  let notifier: StatusNotifier;
  let staff: string;
  let client: string;
  let client2: string;
  const clientIds: Record<string, number> = {};
  const listeners: Listener[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    notifier = createHubNotifier(api.db, api.hub);
    [staff, client, client2] = await Promise.all(
      ["staff", "client", "client2"].map(async (u) => (await signIn(api, u)).access_token),
    );
    for (const row of await api.db.query<{ id: number; acronym: string }>(
      "select id, acronym from clients",
    )) {
      clientIds[row.acronym] = row.id;
    }
  });
  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((l) => l.connection.stop()));
  });
  afterAll(() => api.close());

  const listen = async (token: string, reconnect = false): Promise<Listener> => {
    const builder = new HubConnectionBuilder()
      .withUrl(`${api.url}/core/notification?user=test&api-version=1.0`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None);
    if (reconnect) builder.withAutomaticReconnect([0, 100, 500]);
    const listener = { connection: builder.build(), received: [] as NotificationMessage[] };
    listener.connection.on("receiveInfo", (m: NotificationMessage) => listener.received.push(m));
    listeners.push(listener);
    await listener.connection.start();
    return listener;
  };

  const join = (token: string, connectionId: string | null, groups: unknown) =>
    callApi(api, "/core/notification/group", token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ connectionId, groups }),
    });

  const sendMessage = (token: string, body: object) =>
    callApi(api, "/core/notification/sendmessage", token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  const change = (acronym: string, audience: StatusChange["audience"], subject: string): StatusChange => ({
    subject,
    status: "Completed",
    domain: "analysis",
    clientId: clientIds[acronym] ?? 0,
    createdBy: { username: "staff", sub: decodeJwt(staff).sub ?? "" },
    payload: { dataSetId: 7 },
    audience,
  });

  it("negotiates with the SignalR response, and refuses signed-out callers and other api versions", async () => {
    const negotiate = (query: string, init: RequestInit = {}) =>
      fetch(`${api.url}/core/notification/negotiate?negotiateVersion=1&${query}`, {
        method: "POST",
        ...init,
      });
    const ok = await negotiate(`api-version=1.0&access_token=${staff}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }],
    });
    expect((await negotiate("api-version=1.0")).status).toBe(401);
    expect((await negotiate("api-version=1.0&access_token=forged")).status).toBe(401);
    const badVersion = await negotiate("api-version=2.0", { headers: { authorization: `Bearer ${staff}` } });
    expect(badVersion.status).toBe(400);
    expect(((await badVersion.json()) as { errorMessage: string }).errorMessage).toContain(
      "Supported versions: 1.0",
    );
    await expect(listen("not-a-token")).rejects.toThrow(/401/);
  });

  it("pushes a published status change to staff and to the client's own users only", async () => {
    const dana = await listen(staff);
    const marcus = await listen(client);
    const elena = await listen(client2);
    expect((await join(staff, dana.connection.connectionId, ["analysis"])).status).toBe(200);
    const joined = await join(client, marcus.connection.connectionId, ["analysis:RFCU"]);
    expect(joined.status).toBe(200);
    expect(joined.body?.data).toEqual({
      model: { connectionId: marcus.connection.connectionId, groups: ["analysis:RFCU"] },
    });
    expect((await join(client2, elena.connection.connectionId, ["analysis:SVCU"])).status).toBe(200);

    const pushes: Push[] = [];
    const stopObserving = api.hub.observe((push) => pushes.push(push));
    await notifier.publish(change("SVCU", "client", "SVCU data set completed"));
    await notifier.publish(change("RFCU", "staff", "RFCU data set started (staff only)"));
    const published = await notifier.publish(change("RFCU", "client", "RFCU data set completed"));

    // Pushes over one socket keep their order: once the last arrives, anything earlier would have too.
    await expect.poll(() => marcus.received.map((m) => m.subject)).toEqual(["RFCU data set completed"]);
    expect(marcus.received[0]).toEqual(published);
    expect(marcus.received[0]).toMatchObject({
      subject: "RFCU data set completed",
      status: "Completed",
      domain: "analysis",
      createdBy: "staff",
      createdByUid: decodeJwt(staff).sub,
      createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      payload: { dataSetId: 7, clientId: clientIds.RFCU, status: "Completed" },
    });
    stopObserving();
    expect(pushes.map((p) => p.to.groups)).toEqual([
      ["analysis", "analysis:SVCU"],
      ["analysis"],
      ["analysis", "analysis:RFCU"],
    ]);
    expect(pushes[2]?.connectionIds.sort()).toEqual(
      [dana.connection.connectionId, marcus.connection.connectionId].sort(),
    );
    await expect.poll(() => dana.received.length).toBe(3);
    expect(elena.received.map((m) => m.subject)).toEqual(["SVCU data set completed"]);
  });

  it("refuses a client user the staff group and other clients' groups", async () => {
    const marcus = await listen(client);
    const id = marcus.connection.connectionId;
    for (const groups of [["analysis"], ["analysis:SVCU"], ["analysis:RFCU", "analysis"]]) {
      const res = await join(client, id, groups);
      expect(res.status).toBe(403);
      expect(res.body?.errorMessage).toContain("only their own client's groups");
    }
    await notifier.publish(change("SVCU", "client", "not for Marcus"));
    await notifier.publish(change("RFCU", "client", "not joined either"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(marcus.received).toEqual([]);
  });

  it("joins only the caller's own open connection and validates the body", async () => {
    const marcus = await listen(client);
    const dana = await listen(staff);
    expect((await join(staff, marcus.connection.connectionId, ["analysis"])).status).toBe(404);
    expect((await join(client, "no-such-connection", ["analysis:RFCU"])).status).toBe(404);
    expect((await join(staff, dana.connection.connectionId, [])).status).toBe(400);
    expect((await join(staff, dana.connection.connectionId, "analysis")).status).toBe(400);
    expect((await join(staff, null, ["analysis"])).status).toBe(400);
    const signedOut = await callApi(api, "/core/notification/group", undefined, { method: "POST" });
    expect(signedOut.status).toBe(401);
  });

  it("reconnects automatically after the server drops the socket and receives again after re-joining", async () => {
    const dana = await listen(staff, true);
    const firstId = dana.connection.connectionId ?? "";
    await join(staff, firstId, ["analysis"]);
    const rejoined = new Promise<number>((resolve) =>
      dana.connection.onreconnected((newId) => {
        void join(staff, newId ?? "", ["analysis"]).then((res) => resolve(res.status));
      }),
    );
    expect(api.hub.drop(firstId)).toBe(true);
    expect(await rejoined).toBe(200);
    expect(dana.connection.state).toBe(HubConnectionState.Connected);
    expect(dana.connection.connectionId).not.toBe(firstId);
    await notifier.publish(change("LCCU", "staff", "after reconnect"));
    await expect.poll(() => dana.received.map((m) => m.subject)).toContain("after reconnect");
  });

  it("sends messages to a user's connections for staff only, and validates the body", async () => {
    const marcus = await listen(client);
    const notices: unknown[] = [];
    marcus.connection.on("notice", (m: unknown) => notices.push(m));
    const message = { subject: "Your report is ready", status: "Completed", domain: "analysis" };
    const sent = await sendMessage(staff, { userId: "client", target: "notice", messages: [message] });
    expect(sent.status).toBe(200);
    expect(sent.body?.data).toEqual({ model: { target: "notice", messages: 1, connections: 1 } });
    await expect.poll(() => notices).toEqual([message]);

    const bySub = await sendMessage(staff, {
      userId: decodeJwt(client).sub,
      target: "notice",
      messages: message,
    });
    expect(bySub.status).toBe(200);
    await expect.poll(() => notices.length).toBe(2);

    const refused = await sendMessage(client, { userId: "client", target: "notice", messages: [message] });
    expect(refused.status).toBe(403);
    expect((await sendMessage(staff, { target: "notice", messages: [message] })).status).toBe(400);
    expect((await sendMessage(staff, { userId: "client", messages: [message] })).status).toBe(400);
    expect((await sendMessage(staff, { groups: ["analysis"], target: "notice", messages: [] })).status).toBe(
      400,
    );
    expect(notices).toHaveLength(2);
  });

  it("refuses a staff user's forged system event: receiveInfo and client groups are the server's only", async () => {
    const marcus = await listen(client);
    expect((await join(client, marcus.connection.connectionId, ["analysis:RFCU"])).status).toBe(200);
    const forged = { subject: "Board pack approved", status: "Completed", domain: "analysis" };
    for (const body of [
      { userId: "client", target: "receiveInfo", messages: [forged] },
      { userId: "client", target: "RECEIVEINFO", messages: [forged] },
      { groups: ["analysis:RFCU"], target: "notice", messages: [forged] },
      { groups: ["analysis", "analysis:RFCU"], target: "receiveInfo", messages: [forged] },
    ]) {
      const res = await sendMessage(staff, body);
      expect(res.status).toBe(403);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marcus.received).toEqual([]);
  });

  it("lists recent messages newest first, all for staff and the own client's client messages for a client", async () => {
    const old = await notifier.publish(change("RFCU", "client", "two hours ago"));
    await api.db.query("update notifications set created_date = now() - interval '2 hours' where id = $1", [
      old.id,
    ]);
    const messagesOf = async (token: string, query = "") => {
      const res = await callApi(api, `/core/notification/messages${query}`, token);
      expect(res.status).toBe(200);
      return (res.body?.data as { model: NotificationMessage[] }).model;
    };
    const all = await messagesOf(staff);
    expect(all.map((m) => m.subject)).not.toContain("two hours ago");
    expect(all.map((m) => m.subject)).toEqual(
      expect.arrayContaining(["SVCU data set completed", "after reconnect"]),
    );
    const dates = all.map((m) => m.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await messagesOf(staff, "?sinceMinutes=180")).map((m) => m.subject)).toContain("two hours ago");
    expect(await messagesOf(staff, "?pageSize=1")).toEqual([all[0]]);

    const mine = await messagesOf(client, "?sinceMinutes=180");
    expect(mine.length).toBeGreaterThan(0);
    for (const m of mine) expect(m.payload).toMatchObject({ clientId: clientIds.RFCU, audience: "client" });
    expect(mine.map((m) => m.subject)).not.toContain("RFCU data set started (staff only)");
    expect(mine.map((m) => m.subject)).toContain("two hours ago");

    // The gateway's service identity hears every message in the staff group, and reads the stored
    // ones (to resume a subscriber's status feed) as staff do; every other REST call stays refused.
    const hub = await fetch(`${api.config.OIDC_ISSUER}/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${api.config.HUB_CLIENT_ID}:${api.config.HUB_CLIENT_SECRET}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ grant_type: "client_credentials", scope: "hub" }),
    });
    const service = ((await hub.json()) as { access_token: string }).access_token;
    expect((await messagesOf(service)).map((m) => m.subject)).toEqual(all.map((m) => m.subject));
    expect((await callApi(api, "/core/clients", service)).status).toBe(403);

    for (const query of ["?sinceMinutes=0", "?sinceMinutes=10081", "?pageSize=abc"]) {
      expect((await callApi(api, `/core/notification/messages${query}`, staff)).status).toBe(400);
    }
    expect((await callApi(api, "/core/notification/messages")).status).toBe(401);
  });
});
