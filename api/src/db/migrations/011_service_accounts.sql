-- Service accounts: scripts and services of an institution (tenant) or of the firm (ALM) that get
-- tokens with the OAuth client_credentials grant of the embedded provider. client_id is also the
-- tokens' subject. Only a SHA-256 hash of the secret is kept: the secret is random (256 bits), so
-- a fast hash is as safe as a slow one and costs nothing per token request. A revoked account keeps
-- its row (who made it, when it ended) but gets no token and its tokens lose every permission.
create table service_accounts (
  client_id text primary key,
  name text not null,
  tenant text not null references tenants (code),
  -- Permission names in the analysis domain, e.g. {View}.
  permissions text[] not null,
  secret_hash text not null,
  created_by text not null,
  created_date timestamptz not null default now(),
  secret_rotated_date timestamptz not null default now(),
  revoked_date timestamptz
);

create index service_accounts_tenant on service_accounts (tenant);
