import { copyOfSeededPostgres } from "./postgres-template.ts";
import { copySeededDatabase } from "./seeded-template.ts";

/** The database of a test's api process: its DATABASE_URL ("" for embedded PGlite) and its removal. */
export interface ApiDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * With DATABASE_URL set (CI), a copy of the server's seeded, computed template, made in half a
 * second: the api process is healthy 2.4 s after the copy begins instead of 3.2 s, and its
 * queries run on native PostgreSQL instead of WebAssembly. Otherwise, or for a test that starts
 * the api again on the same data directory (`keepInDataDir`), embedded PGlite on a copy of the
 * seeded data directory in `dataDir`.
 * The api's own tests and the browser journeys keep PGlite, the product's default.
 */
export async function provideApiDatabase(dataDir: string, keepInDataDir = false): Promise<ApiDatabase> {
  const server = process.env.DATABASE_URL;
  if (!server || keepInDataDir) {
    copySeededDatabase(dataDir);
    return { url: "", drop: async () => {} };
  }
  const copy = await copyOfSeededPostgres(server);
  return { url: copy.url, drop: copy.drop };
}
