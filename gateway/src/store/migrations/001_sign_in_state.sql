-- What every gateway instance must see: sign-ins under way, sessions and print grants (issue #16).
-- Identifiers a browser or a print link holds are kept as SHA-256 hashes, and tokens sealed with
-- AES-256-GCM, so a copy of this schema alone lets nobody act as a user.

create table gateway.secrets (
  name text primary key,
  value text not null
);

create table gateway.sessions (
  -- SHA-256 of the session id the cookie carries.
  key text primary key,
  sub text not null,
  tenant text not null,
  -- The provider's tokens (access, refresh, ID), sealed.
  tokens text not null,
  -- Moves on with every refresh: an instance that lost the race reads the winner's tokens.
  tokens_version integer not null default 1,
  -- An instance refreshing the tokens holds this lease: refresh tokens are single-use.
  refreshing_until timestamptz,
  perpetual boolean not null,
  expires_at timestamptz not null,
  last_active_at timestamptz not null
);
create index sessions_expires_at on gateway.sessions (expires_at);

create table gateway.login_transactions (
  state text primary key,
  -- The PKCE code verifier, sealed.
  code_verifier text not null,
  nonce text not null,
  return_to text not null,
  created_at timestamptz not null default now()
);
create index login_transactions_created_at on gateway.login_transactions (created_at);

create table gateway.print_grants (
  -- SHA-256 of the grant id the signed ticket names.
  key text primary key,
  client_id integer not null,
  report_definition_id integer not null,
  sub text not null,
  tenant text not null,
  -- The session id or Bearer token the print pages read with, sealed.
  credential text not null,
  expires_at timestamptz not null
);
create index print_grants_expires_at on gateway.print_grants (expires_at);
