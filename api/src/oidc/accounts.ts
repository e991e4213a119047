import type { Database } from "@alm/database";

export interface UserRecord {
  sub: string;
  username: string;
  password_hash: string;
  name: string;
  given_name: string;
  email: string;
  tenant: string;
  job_title: string;
  is_in_mfa_group: boolean;
}

/** How every message about a person's own sign-in security greets them. */
export const greetingOf = (user: Pick<UserRecord, "given_name" | "name">) =>
  `Hello ${user.given_name || user.name},`;

/** The token claims of spec shell-and-reports section 3. */
export function claimsOf(user: UserRecord) {
  return {
    sub: user.sub,
    name: user.name,
    username: user.username,
    given_name: user.given_name,
    emails: [user.email],
    tenant: user.tenant,
    jobTitle: user.job_title,
  };
}

export async function findUserBySub(db: Database, sub: string) {
  const rows = await db.query<UserRecord>("select * from users where sub = $1", [sub]);
  return rows[0];
}

export async function findUserByUsername(db: Database, username: string) {
  const rows = await db.query<UserRecord>("select * from users where lower(username) = lower($1)", [
    username.trim(),
  ]);
  return rows[0];
}
