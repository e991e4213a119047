/**
 * Whether a file that needs a service of the machine (a PostgreSQL server, Debian's haproxy or
 * nginx) skips: `missing` names what is not there. On a developer's machine it skips; in CI, which
 * installs every one of them (.ci/run), a missing service fails the file instead, so that a broken
 * install can never pass as a green run that tested nothing.
 */
export function skipsWithout(missing: string | undefined): boolean {
  if (missing === undefined) return false;
  if (process.env.CI) throw new Error(`CI installs everything this file needs, but it ${missing}.`);
  return true;
}

/** What a file that needs a real PostgreSQL server misses here: undefined when DATABASE_URL names one. */
export const postgresMissing = (): string | undefined =>
  process.env.DATABASE_URL ? undefined : "needs DATABASE_URL for a real PostgreSQL server";

/** skipsWithout for what needs a real PostgreSQL server: skipped on a developer's machine, failed in CI. */
export const skipsWithoutPostgres = (): boolean => skipsWithout(postgresMissing());
