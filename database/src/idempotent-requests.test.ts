import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pgliteTestOptions } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { IdempotencyKeys, idempotentRequests } from "./idempotent-requests.ts";
import { openPgliteDatabase } from "./pglite-database.ts";

/**
 * A write endpoint behind the middleware, on a real HTTP server and database: each run of the
 * handler inserts a row, so the rows count the writes. `delay` (ms) holds a run open.
 */
describe("idempotent requests", () => {
  let db: Database;
  let server: Server;
  let url = "";
  // A short lease: a run whose instance "died" is taken over within it.
  let keys: IdempotencyKeys;

  beforeAll(async () => {
    db = await openPgliteDatabase(undefined, pgliteTestOptions("migrated"));
    await db.exec(`
      create table idem (caller text not null, key text not null, request_hash text not null,
        owner text not null, lease_until timestamptz, status integer, content_type text, body bytea,
        expires_at timestamptz not null, primary key (caller, key));
      create table writes (id serial primary key, body text not null);`);
    keys = new IdempotencyKeys(db, { table: "idem", leaseMs: 600, waitMs: 3000 });
    const middleware = idempotentRequests(
      keys,
      (req) => (typeof req.headers["x-caller"] === "string" ? req.headers["x-caller"] : undefined),
      (res, { status, message }) => {
        res.statusCode = status;
        res.end(message);
      },
      // As the gateway's: an answer that says a service behind did not answer is not kept.
      { keeps: (_status, body) => !body.toString().includes("UPSTREAM_UNAVAILABLE") },
    );
    server = createServer((req, res) => {
      let text = "";
      req.on("data", (d: Buffer) => (text += d.toString()));
      req.on("end", () => {
        const request = Object.assign(req, { body: JSON.parse(text || "null") as unknown });
        middleware(request, res, () => {
          const {
            delay = 0,
            fail = false,
            code,
          } = (request.body ?? {}) as { delay?: number; fail?: boolean; code?: string };
          setTimeout(() => {
            void db
              .query<{ id: number }>("insert into writes (body) values ($1) returning id", [text])
              .then(([row]) => {
                res.statusCode = fail ? 503 : 201;
                res.setHeader("content-type", "application/json");
                res.end(JSON.stringify({ id: row?.id, code }));
              });
          }, delay);
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
  });

  const post = async (body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "x-caller": "alice", ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text(), replayed: res.headers.get("idempotent-replayed") };
  };
  const writesOf = async (marker: string) =>
    (
      await db.query<{ n: number }>("select count(*)::int as n from writes where body like $1", [
        `%${marker}%`,
      ])
    )[0]?.n;

  it("writes once under one key and answers the repeat with the first answer", async () => {
    const first = await post({ m: "once" }, { "idempotency-key": "k-once" });
    const again = await post({ m: "once" }, { "idempotency-key": "k-once" });
    expect(first.status).toBe(201);
    expect(again).toEqual({ ...first, replayed: "true" });
    expect(await writesOf("once")).toBe(1);
  });

  it("writes every time without a key, and keeps a caller's keys apart from another's", async () => {
    await post({ m: "nokey" });
    await post({ m: "nokey" });
    await post({ m: "callers" }, { "idempotency-key": "k-shared" });
    await post({ m: "callers" }, { "idempotency-key": "k-shared", "x-caller": "bob" });
    expect(await writesOf("nokey")).toBe(2);
    expect(await writesOf("callers")).toBe(2);
  });

  it("refuses the same key with another request (422)", async () => {
    await post({ m: "first" }, { "idempotency-key": "k-reused" });
    const other = await post({ m: "second" }, { "idempotency-key": "k-reused" });
    expect(other.status).toBe(422);
    expect(await writesOf("second")).toBe(0);
  });

  it("holds a repeat until the first run answers, then gives it that answer", async () => {
    const [first, repeat] = await Promise.all([
      post({ m: "concurrent", delay: 400 }, { "idempotency-key": "k-concurrent" }),
      new Promise((r) => setTimeout(r, 50)).then(() =>
        post({ m: "concurrent", delay: 400 }, { "idempotency-key": "k-concurrent" }),
      ),
    ]);
    expect(repeat.text).toBe(first.text);
    expect(await writesOf("concurrent")).toBe(1);
  });

  it("refuses a repeat with 409 when the first run outlasts the wait", async () => {
    const impatient = new IdempotencyKeys(db, { table: "idem", leaseMs: 600, waitMs: 0 });
    const running = post({ m: "slow", delay: 700 }, { "idempotency-key": "k-slow" });
    await new Promise((r) => setTimeout(r, 100));
    expect(await impatient.claim("alice", "k-slow", "whatever-hash")).toEqual({ kind: "mismatch" });
    const [row] = await db.query<{ request_hash: string }>(
      "select request_hash from idem where key = 'k-slow'",
    );
    expect(await impatient.claim("alice", "k-slow", row?.request_hash ?? "")).toEqual({ kind: "busy" });
    await running;
  });

  it("lets a repeat take over a key whose first run stopped renewing it (its instance died)", async () => {
    // A claim no process renews: what a killed instance leaves behind.
    const [row] = await db.query<{ request_hash: string }>(
      "select request_hash from idem where key = 'k-once'",
    );
    const dead = await keys.claim("alice", "k-dead", row?.request_hash ?? "");
    expect(dead.kind).toBe("run");
    const started = Date.now();
    // The same request as k-once's, so its hash matches the dead claim's.
    const repeat = await post({ m: "once" }, { "idempotency-key": "k-dead" });
    expect(repeat.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(await writesOf("once")).toBe(2);
  });

  const boxOf = (key: Buffer) => ({
    seal: (plain: string) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64")).join(".");
    },
    open: (sealed: string) => {
      const [iv = "", tag = "", body = ""] = sealed.split(".");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
      decipher.setAuthTag(Buffer.from(tag, "base64"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
    },
  });

  it("keeps answers sealed with the service's box and opens them for a repeat", async () => {
    const sealed = new IdempotencyKeys(db, { table: "idem", box: boxOf(randomBytes(32)) });
    const claim = await sealed.claim("carol", "k-sealed", "h");
    if (claim.kind !== "run") throw new Error(claim.kind);
    const secret = Buffer.from('{"secret":"almpat_abc"}');
    await sealed.keep("carol", "k-sealed", claim.owner, {
      status: 200,
      contentType: "application/json",
      body: secret,
    });
    const [row] = await db.query<{ body: Uint8Array }>("select body from idem where key = 'k-sealed'");
    expect(Buffer.from(row?.body ?? []).toString()).not.toContain("almpat_abc");
    expect(await sealed.claim("carol", "k-sealed", "h")).toMatchObject({ kind: "replay", body: secret });
  });

  // Before: the box's error went to the service's error handler, a 500 that said nothing.
  it("says so when a kept answer can no longer be opened (the service's key changed)", async () => {
    const before = new IdempotencyKeys(db, { table: "idem", box: boxOf(randomBytes(32)) });
    const claim = await before.claim("dave", "k-rekeyed", "h");
    if (claim.kind !== "run") throw new Error(claim.kind);
    await before.keep("dave", "k-rekeyed", claim.owner, {
      status: 201,
      contentType: "application/json",
      body: Buffer.from("{}"),
    });
    const after = new IdempotencyKeys(db, { table: "idem", box: boxOf(randomBytes(32)) });
    expect(await after.claim("dave", "k-rekeyed", "h")).toEqual({ kind: "unreadable" });
  });

  // An API consumer's review: a gateway's "a service did not answer" (GraphQL, status 200) was
  // kept and given again for a day to every retry under the same key.
  it("keeps no answer its service says not to: a repeat runs again", async () => {
    const first = await post(
      { m: "unanswered", code: "UPSTREAM_UNAVAILABLE" },
      { "idempotency-key": "k-up" },
    );
    const again = await post(
      { m: "unanswered", code: "UPSTREAM_UNAVAILABLE" },
      { "idempotency-key": "k-up" },
    );
    expect([first.status, again.status, again.replayed]).toEqual([201, 201, null]);
    expect(await writesOf("unanswered")).toBe(2);
  });

  it("keeps no failed answer: a repeat after a 503 runs again", async () => {
    expect((await post({ m: "fails", fail: true }, { "idempotency-key": "k-fail" })).status).toBe(503);
    expect((await post({ m: "fails", fail: true }, { "idempotency-key": "k-fail" })).status).toBe(503);
    expect(await writesOf("fails")).toBe(2);
  });
});
