-- GraphQL requests counted per caller and window (graphql/rate-limit-store.ts), shared by every
-- gateway instance so that N instances do not grant a caller N times the limit.
-- What a caller is known by (a session id, an address) is kept as its SHA-256 hash.
-- Unlogged: a count is worth less than the WAL flush that would make each counted request cost
-- several milliseconds; after a crash of the server the windows start again, empty.

create unlogged table gateway.request_counts (
  -- The deployment (its public URL), the counter's name and limit, then the caller's hash.
  key text primary key,
  count integer not null,
  -- The end of the window (the database's clock: instances' clocks may differ).
  resets_at timestamptz not null
);
create index request_counts_resets_at on gateway.request_counts (resets_at);
