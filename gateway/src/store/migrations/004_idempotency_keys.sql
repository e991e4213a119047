-- Idempotency keys of GraphQL mutations (server/graphql-server.ts, @alm/database's
-- idempotent-requests.ts): a client's repeat of a write it is not sure went through gets the
-- first answer, whichever instance it reaches, instead of a second write.
create table gateway.idempotency_keys (
  -- Tenant and subject of who sent it: another caller's key is another key.
  caller text not null,
  key text not null,
  -- SHA-256 of the method, path and body: the same key with another request is refused.
  request_hash text not null,
  -- The attempt running it and how long it holds the key (renewed while it runs; null once done).
  owner text not null,
  lease_until timestamptz,
  -- The answer, once there is one.
  status integer,
  content_type text,
  body bytea,
  expires_at timestamptz not null,
  primary key (caller, key)
);
create index idempotency_keys_expires_at on gateway.idempotency_keys (expires_at);
