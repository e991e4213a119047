import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { STAFF_TENANT, type Caller } from "../auth/caller.ts";
import { unauthorized } from "../http/http-error.ts";
import type { HubAuthenticator } from "./hub-auth.ts";
import { RECORD_SEPARATOR } from "./hub-protocol.ts";
import { NotificationHub } from "./notification-hub.ts";

// Tokens of this fake authenticator read `sub:tenant[:ms until expiry]`; protocol details need no identity provider.
const authenticate: HubAuthenticator = async (token) => {
  const [sub, tenant, ttl] = token.split(":");
  if (!sub || !tenant) throw unauthorized("bad token");
  const caller: Caller = { sub, username: sub, name: sub, tenant, isStaff: tenant === STAFF_TENANT };
  return { caller, expiresAt: ttl ? Date.now() + Number(ttl) : undefined };
};

type Record_ = {
  type?: number;
  error?: string;
  allowReconnect?: boolean;
  target?: string;
  arguments?: unknown[];
};

/** A bare WebSocket speaking the protocol by hand, to see exactly what the hub sends. */
class RawClient {
  readonly records: Record_[] = [];
  readonly ws: WebSocket;
  readonly closed: Promise<void>;
  constructor(url: string, token?: string) {
    this.ws = new WebSocket(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    this.ws.on("message", (data) => {
      for (const text of data.toString().split(RECORD_SEPARATOR).filter(Boolean)) {
        this.records.push(JSON.parse(text) as Record_);
      }
    });
    this.closed = new Promise((resolve) => this.ws.once("close", () => resolve()));
  }
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once("open", () => resolve());
      this.ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      this.ws.once("error", reject);
    });
  }
  send(message: object): void {
    this.ws.send(JSON.stringify(message) + RECORD_SEPARATOR);
  }
  async handshake(): Promise<void> {
    await this.opened();
    this.send({ protocol: "json", version: 1 });
    await expect.poll(() => this.records[0]).toEqual({});
  }
}

describe("notification hub protocol", () => {
  let server: Server;
  let hub: NotificationHub;
  let base: string;
  const clients: RawClient[] = [];

  beforeAll(async () => {
    hub = new NotificationHub({
      authenticate,
      pingIntervalMs: 50,
      clientTimeoutMs: 400,
      handshakeTimeoutMs: 400,
    });
    server = createServer((_req, res) => res.writeHead(404).end());
    hub.attach(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/core/notification`;
  });
  afterEach(() => clients.splice(0).forEach((c) => c.ws.terminate()));
  afterAll(async () => {
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const open = async (token: string, query = "api-version=1.0") => {
    const sub = token.split(":")[0] ?? "";
    const negotiation = hub.negotiate({ sub, username: sub, name: sub, tenant: "ALM", isStaff: true });
    const client = new RawClient(`${base}?${query}&id=${negotiation.connectionToken}`, token);
    clients.push(client);
    return { client, negotiation };
  };

  it("answers the json handshake, pings, and pushes invocations to a group", async () => {
    const { client, negotiation } = await open("dana:ALM");
    await client.handshake();
    const socket = hub.connection(negotiation.connectionId);
    expect(socket?.caller.sub).toBe("dana");
    hub.join(socket!, ["analysis"]);
    expect(hub.sendToGroups(["analysis", "other"], "receiveInfo", [{ subject: "Done" }])).toBe(1);
    await expect
      .poll(() => client.records)
      .toContainEqual({
        type: 1,
        target: "receiveInfo",
        arguments: [{ subject: "Done" }],
      });
    await expect.poll(() => client.records.some((r) => r.type === 6)).toBe(true);
  });

  it("refuses other protocols with an error handshake response", async () => {
    const { client } = await open("dana:ALM");
    await client.opened();
    client.send({ protocol: "messagepack", version: 1 });
    await client.closed;
    expect(client.records[0]?.error).toContain("'messagepack' is not supported");
  });

  it("refuses unknown, reused and other users' connection tokens, bad versions and missing tokens", async () => {
    const refused = (url: string, token?: string) => {
      const client = new RawClient(url, token);
      clients.push(client);
      return client.opened().then(
        () => "opened",
        (error: Error) => error.message,
      );
    };
    expect(await refused(`${base}?api-version=1.0&id=nope`, "dana:ALM")).toBe("HTTP 404");
    const { client, negotiation } = await open("dana:ALM");
    await client.handshake();
    const again = `${base}?api-version=1.0&id=${negotiation.connectionToken}`;
    expect(await refused(again, "dana:ALM")).toBe("HTTP 404");
    const other = hub.negotiate({ sub: "dana", username: "dana", name: "", tenant: "ALM", isStaff: true });
    expect(await refused(`${base}?api-version=1.0&id=${other.connectionToken}`, "marcus:RFCU")).toBe(
      "HTTP 404",
    );
    expect(await refused(`${base}?api-version=2.0&id=${other.connectionToken}`, "dana:ALM")).toBe("HTTP 400");
    expect(await refused(`${base}?api-version=1.0&id=${other.connectionToken}`)).toBe("HTTP 401");
    // The refused attempts did not use up the owner's token.
    expect(await refused(`${base}?api-version=1.0&id=${other.connectionToken}`, "dana:ALM")).toBe("opened");
  });

  it("accepts the token in the access_token query parameter, as browsers send it", async () => {
    const negotiation = hub.negotiate({
      sub: "dana",
      username: "dana",
      name: "",
      tenant: "ALM",
      isStaff: true,
    });
    const client = new RawClient(
      `${base}?api-version=1.0&id=${negotiation.connectionToken}&access_token=dana:ALM`,
    );
    clients.push(client);
    await client.handshake();
  });

  it("closes with an error and allowReconnect when the access token expires", async () => {
    const { client } = await open("dana:ALM:250");
    await client.handshake();
    await client.closed;
    expect(client.records.at(-1)).toMatchObject({ type: 7, allowReconnect: true });
    expect(client.records.at(-1)?.error).toContain("expired");
  });

  it("drops a client that sends nothing within the timeout, and keeps one that pings", async () => {
    const silent = await open("dana:ALM");
    const pinging = await open("dana:ALM");
    await Promise.all([silent.client.handshake(), pinging.client.handshake()]);
    const timer = setInterval(() => pinging.client.send({ type: 6 }), 100);
    await silent.client.closed;
    clearInterval(timer);
    expect(silent.client.records.at(-1)).toMatchObject({ type: 7, allowReconnect: true });
    expect(pinging.client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("answers invocations of hub methods with an error completion", async () => {
    const { client } = await open("dana:ALM");
    await client.handshake();
    client.send({ type: 1, invocationId: "1", target: "JoinGroup", arguments: ["analysis"] });
    await expect
      .poll(() => client.records)
      .toContainEqual({
        type: 3,
        invocationId: "1",
        error: "Unknown hub method 'JoinGroup'.",
      });
  });

  it("tells clients to reconnect elsewhere when it shuts down", async () => {
    const other = new NotificationHub({ authenticate });
    const otherServer = createServer();
    other.attach(otherServer);
    await new Promise<void>((resolve) => otherServer.listen(0, "127.0.0.1", resolve));
    const { port } = otherServer.address() as AddressInfo;
    const negotiation = other.negotiate({
      sub: "dana",
      username: "dana",
      name: "",
      tenant: "ALM",
      isStaff: true,
    });
    const client = new RawClient(
      `ws://127.0.0.1:${port}/core/notification?api-version=1.0&id=${negotiation.connectionToken}`,
      "dana:ALM",
    );
    clients.push(client);
    await client.handshake();
    await other.close();
    await client.closed;
    await new Promise((resolve) => otherServer.close(resolve));
    expect(client.records.at(-1)).toMatchObject({
      type: 7,
      allowReconnect: true,
      error: "The server is shutting down.",
    });
  });
});
