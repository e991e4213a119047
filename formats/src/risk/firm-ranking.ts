import { RATINGS } from "./risk-figures.ts";

export interface RankedClient {
  clientId: string;
  name: string;
  /** The NCUA rating of the client's latest published report; null without one. */
  rating: string | null;
  /** Its post-shock NEV ratio, the tie-breaker: the lower, the riskier. */
  postShockRatio: number | null;
}

const severity = (rating: string | null) => RATINGS.indexOf(rating as (typeof RATINGS)[number]);

/**
 * Clients by risk: the most severe rating first, then the lowest post-shock NEV ratio; clients
 * without a rating (no published report) last, by name.
 */
export function rankClients<C extends RankedClient>(clients: readonly C[]): C[] {
  return [...clients].sort(
    (a, b) =>
      severity(b.rating) - severity(a.rating) ||
      (a.postShockRatio ?? Infinity) - (b.postShockRatio ?? Infinity) ||
      a.name.localeCompare(b.name),
  );
}
