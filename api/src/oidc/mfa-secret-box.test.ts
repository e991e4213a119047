import { randomBytes } from "node:crypto";
import type { Database } from "@alm/database";
import { afterEach, describe, expect, it } from "vitest";
import {
  callApi,
  defaultTestDatabase,
  openTestDatabase,
  restartTestApi,
  signIn,
  startTestApiOn,
  type TestApi,
} from "../testing/test-api.ts";
import { newTotpSecret, saveAuthenticator } from "./mfa-authenticators.ts";
import { createSecretBox } from "./mfa-secret-box.ts";

const newKey = () => randomBytes(32).toString("base64");

/** Sets up an authenticator for the demo's client2 as enrolment does, sealed by the box `key` picks. */
async function enrol(db: Database, key: string | undefined): Promise<string> {
  const [user] = await db.query<{ sub: string }>("select sub from users where username = 'client2'");
  const box = createSecretBox(db, key === undefined ? undefined : Buffer.from(key, "base64"));
  const secret = newTotpSecret();
  await saveAuthenticator(db, box, user?.sub ?? "", secret, 1);
  return secret;
}

// The operator's review: with MFA_ENCRYPTION_KEY set after users had set up authenticators under
// the key kept in the database, the api started and every TOTP sign-in of theirs failed
// ("Unsupported state or unable to authenticate data").
describe("MFA_ENCRYPTION_KEY against the authenticators the database holds", () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("seals again under a key set after authenticators were sealed with the kept one", async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true, computed: true });
    const secret = await enrol(db, undefined);
    const key = newKey();
    // Refused before: MFA_ENCRYPTION_KEY set after users set up authenticators failed their sign-ins.
    const api = await startTestApiOn(db, { MFA_ENCRYPTION_KEY: key });
    await api.stop();
    const [row] = await db.query<{ secret_ciphertext: string }>(
      "select secret_ciphertext from mfa_authenticators",
    );
    expect(await createSecretBox(db, Buffer.from(key, "base64")).open(row?.secret_ciphertext ?? "")).toBe(
      secret,
    );
  });

  it("refuses a changed key, and no key at all, once authenticators were sealed with a given one", async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true, computed: true });
    const key = newKey();
    await enrol(db, key);
    await expect(startTestApiOn(db, { MFA_ENCRYPTION_KEY: newKey() })).rejects.toThrow(
      /MFA_ENCRYPTION_KEY: differs from the key 1 of the 1 users' authenticators were sealed with.*set it to the key they were sealed with, or reset those authenticators/,
    );
    await expect(startTestApiOn(db, {})).rejects.toThrow(
      /MFA_ENCRYPTION_KEY: unset, but 1 of the 1 users' authenticators were sealed with a key it was set to/,
    );
    // Refused without a word written: no key was made and kept for the unset case.
    expect(await db.query("select 1 from oidc_secrets where name = 'mfa'")).toEqual([]);
    const api = await startTestApiOn(db, { MFA_ENCRYPTION_KEY: key });
    await api.stop();
  });

  // The answers kept for Idempotency-Keys are sealed with the same box: a repeat of a write made
  // just before the key was set failed (the kept answer could not be opened) until they were too.
  it("gives a write repeated after the key was set the answer kept before it", async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true, computed: true });
    const makeToken = async (api: TestApi) =>
      callApi(api, "/core/personalaccesstokens", (await signIn(api, "client")).access_token, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "before-the-key" },
        body: JSON.stringify({ name: "Made before the key", scopes: ["View"], lifetimeDays: 7 }),
      });
    const before = await startTestApiOn(db);
    const first = await makeToken(before);
    expect(first.status).toBe(201);
    const after = await restartTestApi(before, { MFA_ENCRYPTION_KEY: newKey() });
    const again = await makeToken(after);
    await after.stop();
    expect(again).toEqual(first);
    const [made] = await db.query<{ n: number }>(
      "select count(*)::int as n from personal_access_tokens where name = 'Made before the key'",
    );
    expect(made?.n).toBe(1);
  });

  // Left open by the last stop: an answer sealed under a key the api no longer has was a 500.
  it("says why a write repeated under a key whose kept answer no longer opens is refused", async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true, computed: true });
    const api = await startTestApiOn(db, { MFA_ENCRYPTION_KEY: newKey() });
    try {
      const token = (await signIn(api, "client")).access_token;
      const write = () =>
        callApi(api, "/core/personalaccesstokens", token, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": "sealed-elsewhere" },
          body: JSON.stringify({ name: "Sealed elsewhere", scopes: ["View"], lifetimeDays: 7 }),
        });
      expect((await write()).status).toBe(201);
      // What a key changed within the day leaves: the answer sealed under a key the api has not.
      await db.query(
        "update idempotency_keys set body = convert_to($1, 'utf8') where key = 'sealed-elsewhere'",
        [await createSecretBox(db, randomBytes(32)).seal(Buffer.from("{}").toString("base64"))],
      );
      const again = await write();
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ reason: "IDEMPOTENCY_ANSWER_UNREADABLE" });
    } finally {
      await api.stop();
    }
  });

  // An operator's review: the provider's RS256 private key sat plain in oidc_secrets, so a copy of
  // the database (a pg_dump, a backup set) let its holder sign tokens for any user.
  it("keeps the identity provider's signing key sealed under the key, the same keys before and after", async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true, computed: true });
    // The keys published for verifying tokens: the same keys sign before and after the sealing.
    const jwks = async (api: TestApi) => (await fetch(`${api.url}/oidc/jwks`)).json() as Promise<unknown>;
    const keptPlain = await startTestApiOn(db);
    const published = await jwks(keptPlain);
    const key = newKey();
    const sealed = await restartTestApi(keptPlain, { MFA_ENCRYPTION_KEY: key });
    expect(await jwks(sealed)).toEqual(published);
    expect((await signIn(sealed, "client")).access_token).toBeTruthy();
    await sealed.stop();
    const [row] = await db.query<{ text: string }>(
      "select value::text as text from oidc_secrets where name = 'provider'",
    );
    expect(Object.keys(JSON.parse(row?.text ?? "{}"))).toEqual(["sealed"]);
    for (const part of ['"d"', '"p"', '"q"', "signingKeys", "cookieKeys"])
      expect(row?.text).not.toContain(part);
    await expect(startTestApiOn(db, { MFA_ENCRYPTION_KEY: newKey() })).rejects.toThrow(
      /MFA_ENCRYPTION_KEY: differs from the key the identity provider's signing keys were sealed with: set it back to that key, or delete the row 'provider'/,
    );
    await expect(startTestApiOn(db, {})).rejects.toThrow(
      /MFA_ENCRYPTION_KEY: unset, but the identity provider's signing keys were sealed with a key it was set to/,
    );
    const again = await startTestApiOn(db, { MFA_ENCRYPTION_KEY: key });
    try {
      expect(await jwks(again)).toEqual(published);
    } finally {
      await again.stop();
    }
  });
});
