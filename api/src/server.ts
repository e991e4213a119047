import type { AddressInfo } from "node:net";
import { createApiApp } from "./app.ts";
import { createTokenVerifier } from "./auth/token-verifier.ts";
import type { ApiConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import { createOidcProvider } from "./oidc/provider.ts";
import { seedDemoIfEmpty } from "./seed/seed-demo.ts";

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

/** Seeds, wires and listens; the caller owns the database. */
export async function startApiServer(config: ApiConfig, db: Database): Promise<RunningApi> {
  if (config.SEED_DEMO) await seedDemoIfEmpty(db);
  const provider = await createOidcProvider(db, config);
  const verifyToken = createTokenVerifier(config.OIDC_ISSUER, config.OIDC_AUDIENCE);
  const app = createApiApp({ db, provider, verifyToken, audience: config.OIDC_AUDIENCE });
  const server = app.listen(config.API_PORT);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
