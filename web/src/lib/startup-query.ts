import type { DocumentNode } from "graphql";

/** A query a screen asks as it opens, before anything on it has rendered (app/startup-queries.ts). */
export interface StartupQuery {
  query: DocumentNode;
  variables?: Record<string, string>;
}
