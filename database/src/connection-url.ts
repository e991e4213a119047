import { openPostgresDatabase, type PostgresOptions } from "./postgres-database.ts";
import type { Database } from "./database.ts";

/** A connection URL as an error may show it: its password hidden. */
export const withoutPassword = (text: string): string =>
  text.replace(/(\/\/[^:/@\s]+):[^@/\s]*@/g, "$1:***@");

/**
 * The PostgreSQL database a setting (`variable`) names; when it cannot be opened, a failure that
 * names the setting, the URL without its password and what to check.
 */
export async function openConfiguredPostgres(
  variable: string,
  url: string,
  options: PostgresOptions = {},
): Promise<Database> {
  try {
    return await openPostgresDatabase(url, { setting: variable, ...options });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${variable} names a database that could not be opened (${withoutPassword(url)}): ${reason}. ` +
        `Check that PostgreSQL runs at that address, that the database exists (createdb) and the user and password, then start again.`,
      { cause: error },
    );
  }
}
