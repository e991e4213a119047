-- Personal access tokens: secrets a person makes for their own scripts, sent as Bearer tokens.
-- A token acts as its user (sub, tenant) with at most its scopes, and never more than the user
-- holds at the time of each call (permissions are read per call). Only a SHA-256 hash of the
-- secret is kept (random, 256 bits: a fast hash is as safe as a slow one); the unique index finds
-- a presented secret's row. A revoked token keeps its row (name, dates) but is refused.
create table personal_access_tokens (
  id text primary key,
  sub text not null references users (sub) on delete cascade,
  tenant text not null references tenants (code),
  name text not null,
  -- Permission names in the analysis domain (or the user's 'user' list), e.g. {View}.
  scopes text[] not null,
  secret_hash text not null unique,
  created_date timestamptz not null default now(),
  expires_date timestamptz not null,
  last_used_date timestamptz,
  revoked_date timestamptz
);

create index personal_access_tokens_sub on personal_access_tokens (sub);
