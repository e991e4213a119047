-- Tenants, users and their permissions; the identity provider's own storage.
create table tenants (
  code text primary key,
  name text not null,
  is_staff boolean not null default false
);

create table users (
  sub text primary key,
  username text not null unique,
  password_hash text not null,
  name text not null,
  given_name text not null,
  email text not null,
  tenant text not null references tenants (code),
  job_title text not null default '',
  is_in_mfa_group boolean not null default false,
  created_date timestamptz not null default now()
);

create table permissions (
  sub text not null references users (sub) on delete cascade,
  tenant text not null references tenants (code),
  domain text not null,
  permission text not null,
  policy_path text not null,
  inherited boolean not null default false,
  primary key (sub, tenant, domain, permission)
);

create table clients (
  id serial primary key,
  name text not null,
  acronym text not null unique
);

create table oidc_payloads (
  id text not null,
  type text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (id, type)
);
create index oidc_payloads_grant_id on oidc_payloads (grant_id);
create index oidc_payloads_uid on oidc_payloads (uid);

-- Signing keys and cookie secrets survive restarts so sessions and tokens do too.
create table oidc_secrets (
  name text primary key,
  value jsonb not null,
  created_date timestamptz not null default now()
);
