-- Sign-in throttling counters (api/src/oidc/sign-in-throttle.ts), in the shape rate-limiter-flexible's
-- Postgres store reads and writes, so that every api instance on one database shares them.
-- `expire` is epoch milliseconds as double precision rather than the library's bigint: both pg and
-- PGlite hand it back as a JavaScript number (bigint comes back as a string or a BigInt).
create table sign_in_attempts (
  key varchar(255) primary key,
  points integer not null default 0,
  expire double precision
);
create index sign_in_attempts_expire on sign_in_attempts (expire);
