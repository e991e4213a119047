import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, type TestApi } from "../testing/test-api.ts";
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
});
