-- The audit trail (api/src/audit): who did what, when and from where, for examiners. Append-only:
-- no route changes or deletes a row, and the trigger below refuses it to any SQL as well.
-- Never a secret: the target and detail name things (a token's name, a permission), never values.

create table audit_events (
  id bigserial primary key,
  at timestamptz not null default now(),
  -- The actor: a signed-in user or credential (sub, username, tenant); for a failed sign-in, the
  -- username that was typed (it may not exist).
  actor_sub text,
  actor_username text,
  actor_tenant text,
  -- Where the request came from (the address behind the proxies TRUST_PROXY names).
  address text,
  action text not null,
  -- What it was done to, in words (e.g. "report definition 12", "personal access token 7").
  target text,
  detail jsonb not null default '{}'
);
create index audit_events_at on audit_events (at desc, id desc);
create index audit_events_action on audit_events (action, at desc);

create function audit_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit events cannot be changed or deleted';
end;
$$;
create trigger audit_events_append_only before update or delete on audit_events
  for each row execute function audit_events_append_only();
