import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, reportDefinitionIds, sendJson, type TestApi } from "../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";

/** A keyed write of a real api on its database: a personal access token made per run. */
describe("REST writes with an Idempotency-Key", () => {
  let api: TestApi;
  let t: Tokens;
  beforeAll(async () => ({ api, t } = await startSignedInApi()));
  afterAll(() => api.close());

  const make = (token: string, key: string, name: string) =>
    callApi(api, "/core/personalaccesstokens", token, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({ name, scopes: ["View"], lifetimeDays: 7 }),
    });
  const rows = async (name: string) =>
    (
      await api.db.query<{ n: number }>(
        "select count(*)::int as n from personal_access_tokens where name = $1",
        [name],
      )
    )[0]?.n;

  it("makes one token for two calls with one key, and answers the second as the first, secret included", async () => {
    const first = await make(t.client, "key-one", "Keyed once");
    const again = await make(t.client, "key-one", "Keyed once");
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(await rows("Keyed once")).toBe(1);
    // Kept sealed: the secret is not in the table as it was answered.
    const secret = (first.body?.data as { model: { secret: string } }).model.secret;
    const [kept] = await api.db.query<{ body: Uint8Array }>(
      "select body from idempotency_keys where key = 'key-one'",
    );
    expect(Buffer.from(kept?.body ?? []).toString()).not.toContain(secret);
  });

  it("refuses the key with another body (422), and keeps callers' keys apart", async () => {
    await make(t.client, "key-two", "Keyed two");
    const other = await make(t.client, "key-two", "Keyed other");
    expect(other.status).toBe(422);
    expect(failureOf(other).reason).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await make(t.analyst, "key-two", "Keyed two")).status).toBe(201);
    expect(await rows("Keyed two")).toBe(2);
    expect(await rows("Keyed other")).toBe(0);
  });

  it("keeps a personal access token's keys apart from its owner's other credentials", async () => {
    const made = await make(t.client, "key-three", "Keyed three");
    const secret = (made.body?.data as { model: { secret: string } }).model.secret;
    // The token made above may not make credentials: the same call with the same key is refused
    // afresh, where it used to be given its owner's kept answer, that secret with it.
    const byToken = await make(secret, "key-three", "Keyed three");
    expect(byToken.status).toBe(403);
    expect(JSON.stringify(byToken.body)).not.toContain(secret);
    expect(await rows("Keyed three")).toBe(1);
  });

  it("runs nothing for a caller gone before its body was read, so its retry under the key writes once", async () => {
    // A gateway killed with its write to the api in flight: the proxy between them closes the
    // connection while the api still checks the token. Express's body parser then leaves the body
    // unread; the write ran without it (400, kept for the key) and the retry with the body was
    // refused as another request (422), which failed a user action in the kill -9 test.
    const body = JSON.stringify({ name: "Keyed after a hang-up", scopes: ["View"], lifetimeDays: 7 });
    const url = new URL(api.url);
    const socket = connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.end(
      `POST /core/personalaccesstokens?api-version=1.0 HTTP/1.1\r\nHost: ${url.host}\r\n` +
        `Authorization: Bearer ${t.client}\r\nContent-Type: application/json\r\n` +
        `Idempotency-Key: key-hung-up\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const [claimed] = await api.db.query<{ n: number }>(
      "select count(*)::int as n from idempotency_keys where key = 'key-hung-up'",
    );
    expect(claimed?.n).toBe(0);
    const retried = await make(t.client, "key-hung-up", "Keyed after a hang-up");
    expect(retried.status).toBe(201);
    expect(await rows("Keyed after a hang-up")).toBe(1);
  });

  it("keeps no answer for a computation: a what-if repeated after its report was unpublished is refused", async () => {
    const definition = (await reportDefinitionIds(api))["RFCU:Q4 2021 ALM Report"] as number;
    const [row] = await api.db.query<{ id: number }>(
      "select base_data_set_id as id from report_definitions where id = $1",
      [definition],
    );
    const whatIf = () =>
      callApi(api, `/core/datasets/${row?.id}/whatif`, t.client, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "what-if-once" },
        body: JSON.stringify({ reportDefinitionId: definition, changes: [] }),
      });
    const workflow = (action: string) =>
      sendJson(api, "PUT", `/base/analysis/reportdefinitions/${definition}/${action}`, t.staff);
    expect((await whatIf()).status).toBe(200);
    expect((await workflow("unpublish")).status).toBe(200);
    try {
      // Given the kept figures again before (200, idempotent-replayed), the report unpublished.
      expect((await whatIf()).status).toBe(404);
    } finally {
      for (const action of ["approve", "publish"]) expect((await workflow(action)).status).toBe(200);
    }
  });

  // An attacker's review: the key's check ran before the multipart body was read, so a second,
  // different file under the first's key was answered as the first (201, replayed) and never stored.
  it("refuses an upload's key with another file (422), and gives the same file its first answer", async () => {
    const upload = (rates: string) => {
      const form = new FormData();
      const csv = `tenorMonths,rate\n${[1, 3, 6, 12, 24, 36, 60, 84, 120, 240, 360].map((m, i) => `${m},${rates}.${i}`).join("\n")}\n`;
      form.append("file", new Blob([csv]), "curve.csv");
      return callApi(api, "/base/analysis/yieldcurves/2024-03-29", t.staff, {
        method: "POST",
        headers: { "idempotency-key": "curve-upload-once" },
        body: form,
      });
    };
    const versions = async () =>
      (
        await api.db.query<{ n: number }>(
          "select count(*)::int as n from yield_curves where as_of_date = '2024-03-29'",
        )
      )[0]?.n;
    const first = await upload("1");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const other = await upload("4");
    expect(other.status).toBe(422);
    expect(failureOf(other).reason).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await upload("1")).toEqual(first);
    expect(await versions()).toBe(1);
  });
});
