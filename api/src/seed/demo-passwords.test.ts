import type { Database } from "@alm/database";
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/passwords.ts";
import { defaultTestDatabase, openTestDatabase, startTestApiOn } from "../testing/test-api.ts";
import { DEMO_USERS } from "./demo-identity.ts";

/** An api deployed behind a URL other machines reach, with strong secrets of its own. */
const DEPLOYED = {
  API_PUBLIC_URL: "https://alm.example.com",
  SEED_DEMO: "false",
  OIDC_CLIENT_SECRET: "q3V9-xT7kLw2pZr8NcY4hJ6mB1sD0fGe",
  HUB_CLIENT_SECRET: "Zr8NcY4hJ6mB1sD0fGe-q3V9-xT7kLw2p",
  MFA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

/** What a start may write: the provider's keys, sessions, run claims. */
const snapshot = (db: Database) =>
  Promise.all([
    db.query("select name from oidc_secrets order by name"),
    db.query("select username, password_hash from users order by username"),
  ]);

// The operator's review: a database seeded on localhost, restarted behind https://alm.example.com
// with strong secrets, was ready and let staff/staff (every permission, no MFA) sign in.
describe("a database seeded with the demo, served behind a public URL", () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("refuses the start while a demo user signs in with its published password, and leaves the database alone", async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true, computed: true });
    const before = await snapshot(db);
    const refused = startTestApiOn(db, DEPLOYED);
    await expect(refused).rejects.toThrow(
      /API_PUBLIC_URL \(https:\/\/alm\.example\.com\) is not localhost, but the demo's users staff, analyst, client, prospect, client2 still sign in with their published passwords .*serve this database on localhost only, or start on a new database/,
    );
    expect(await snapshot(db)).toEqual(before);
    // On this machine the demo is served as before.
    const local = await startTestApiOn(db, { ...DEPLOYED, API_PUBLIC_URL: "http://alm.localhost:8080" });
    await local.stop();
  });

  it("starts once every demo user's password was changed, and names only those left", async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true, computed: true });
    const changed = DEMO_USERS.filter((u) => u.username !== "client2");
    for (const user of changed) {
      await db.query("update users set password_hash = $2 where username = $1", [
        user.username,
        await hashPassword(`${user.username}-changed-at-deployment`),
      ]);
    }
    await expect(startTestApiOn(db, DEPLOYED)).rejects.toThrow(/the demo's users client2 still sign in/);
    await db.query("update users set password_hash = $1 where username = 'client2'", [
      await hashPassword("client2-changed-at-deployment"),
    ]);
    const api = await startTestApiOn(db, DEPLOYED);
    try {
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    } finally {
      await api.stop();
    }
  }, 60_000);
});
