import type { Queryable } from "@alm/database";
import { isLocalUrl } from "@alm/service";
import { verifyPassword } from "../auth/passwords.ts";
import { DEMO_USERS } from "./demo-identity.ts";

/** The demo's users that still sign in with the password the README publishes for them. */
export async function demoUsersWithPublishedPasswords(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ username: string; password_hash: string }>(
    "select username, password_hash from users where lower(username) = any($1)",
    [DEMO_USERS.map((user) => user.username.toLowerCase())],
  );
  const published = await Promise.all(
    DEMO_USERS.map(async (demo) => {
      const row = rows.find((r) => r.username.toLowerCase() === demo.username.toLowerCase());
      return row !== undefined && (await verifyPassword(demo.password, row.password_hash));
    }),
  );
  return DEMO_USERS.filter((_, i) => published[i]).map((user) => user.username);
}

/**
 * SEED_DEMO seeds only an empty database and is refused behind a URL others reach, but a database
 * seeded on localhost and then served behind one kept the demo's users: anyone who read the README
 * signed in as staff/staff, every permission and no second factor (an operator's review). The api
 * refuses to start so, read only, before it serves anything; a demo user whose password was
 * changed no longer counts.
 */
export async function demoPasswordsProblem(db: Queryable, publicUrl: string): Promise<string | undefined> {
  if (isLocalUrl(publicUrl)) return undefined;
  const users = await demoUsersWithPublishedPasswords(db);
  if (users.length === 0) return undefined;
  return (
    `API_PUBLIC_URL (${publicUrl}) is not localhost, but the demo's users ${users.join(", ")} still sign ` +
    `in with their published passwords (the README's, e.g. staff/staff): serve this database on localhost ` +
    `only, or start on a new database (the demo is not seeded behind a URL other machines reach)`
  );
}
