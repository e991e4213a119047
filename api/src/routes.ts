import { authRoutes } from "./core/auth-routes.ts";
import type { Database } from "./db/database.ts";
import type { RegisteredRoute, RouteDef, ApiRoot } from "./http/route-table.ts";

export interface RouteDependencies {
  db: Database;
}

const under = (root: ApiRoot, defs: RouteDef[]): RegisteredRoute[] => defs.map((d) => ({ ...d, root }));

/** Every REST call of both roots: the app, the OpenAPI document and the isolation matrix read it. */
export function routeTable(deps: RouteDependencies): RegisteredRoute[] {
  return [...under("core", authRoutes(deps.db))];
}
