-- Requests counted per caller and window (@alm/database request-counts.ts): e-mails per user and
-- hour, shared by every api instance so that N instances do not grant a user N times the limit.
-- Keys are SHA-256 hashes. Unlogged: after a crash of the server the windows start again, empty.

create unlogged table request_counts (
  -- The counter's name and limit, then the caller's hash.
  key text primary key,
  count integer not null,
  -- The end of the window (the database's clock: instances' clocks may differ).
  resets_at timestamptz not null
);
create index request_counts_resets_at on request_counts (resets_at);
