import express, { Router } from "express";
import type Provider from "oidc-provider";
import { requireCaller } from "./auth/require-caller.ts";
import type { TokenVerifier } from "./auth/token-verifier.ts";
import type { Database } from "./db/database.ts";
import { requireApiVersion } from "./http/api-version.ts";
import { errorHandler, notFound } from "./http/http-error.ts";
import { interactionRoutes } from "./oidc/interaction-routes.ts";
import { routeAccess } from "./http/route-access.ts";
import type { ApiRoot, RegisteredRoute } from "./http/route-table.ts";
import { OIDC_MOUNT_PATH } from "./oidc/provider.ts";
import { routeTable } from "./routes.ts";

export interface ApiDependencies {
  db: Database;
  provider: Provider;
  verifyToken: TokenVerifier;
  audience: string;
}

/** One root per upstream the gateway configures: core (platform) and base (analysis). */
function restRoot(deps: ApiDependencies, name: ApiRoot, routes: RegisteredRoute[]): Router {
  const root = Router();
  root.use(requireApiVersion, requireCaller(deps.verifyToken), express.json({ limit: "1mb" }));
  for (const route of routes.filter((r) => r.root === name)) {
    root[route.method](route.path, routeAccess(deps.db, route), route.handler);
  }
  root.use((req) => {
    throw notFound(`No such call: ${req.method} ${req.baseUrl}${req.path}.`);
  });
  return root;
}

export function createApiApp(deps: ApiDependencies): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use(interactionRoutes(deps.provider, deps.db, deps.audience));
  app.use(OIDC_MOUNT_PATH, deps.provider.callback());
  const routes = routeTable({ db: deps.db });
  app.use("/core", restRoot(deps, "core", routes));
  app.use("/base", restRoot(deps, "base", routes));
  app.use(errorHandler);
  return app;
}
