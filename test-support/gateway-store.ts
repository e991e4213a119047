/**
 * Where a test's gateway keeps the state its instances share (sessions, sign-ins, print grants):
 * with DATABASE_URL set (CI), that PostgreSQL server, in its schema `gateway`, which any number of
 * test gateways share safely (every row is keyed by a random id) and which opens at once; otherwise
 * embedded PGlite in `dataDir` (a fresh cluster takes seconds). `dataDir` must be the test's own.
 */
export function gatewayStoreEnv(dataDir: string): Record<string, string> {
  const url = process.env.DATABASE_URL;
  return url
    ? { GATEWAY_DATABASE_URL: url, DATA_DIR: dataDir }
    : { DATA_DIR: dataDir, GATEWAY_DATABASE_URL: "" };
}
