import { copyOfGatewayStore } from "./postgres-template.ts";

/** A test gateway's store: the configuration that points its instances at it, and its removal. */
export interface GatewayStore {
  env: Record<string, string>;
  /** Drops the store's database (after its gateways stopped); the caller removes `dataDir`. */
  drop(): Promise<void>;
}

/**
 * Where a test's gateways keep the state their instances share (sessions, sign-ins, print grants,
 * document jobs, packages): with DATABASE_URL set (CI), a database of their own on that server,
 * copied from a template with its schema in place (postgres-template.ts); otherwise embedded
 * PGlite in `dataDir`, which must be the test's own. A store is never shared between stacks: each
 * stack's api is seeded afresh with the same ids, so a package or job another stack left under the
 * same address would pass for its own.
 */
export async function openGatewayStore(dataDir: string): Promise<GatewayStore> {
  const url = process.env.DATABASE_URL;
  if (!url) return { env: { DATA_DIR: dataDir, GATEWAY_DATABASE_URL: "" }, drop: async () => {} };
  const database = await copyOfGatewayStore(url);
  return { env: { GATEWAY_DATABASE_URL: database.url, DATA_DIR: dataDir }, drop: database.drop };
}
