import type { DocumentNode } from "graphql";

/** A query a screen asks as it opens, before anything on it has rendered (app/startup-queries.ts). */
export interface StartupQuery {
  query: DocumentNode;
  variables?: Record<string, string | number>;
  /**
   * The queries its answer names, sent the moment it arrives rather than once the app has started
   * and rendered (the dashboard's report pages follow its definitions). The answer's data is the
   * query's own (the same persisted document).
   */
  followUps?: (data: unknown) => StartupQuery[];
}
