-- Enrolment bound to the person (issue 42, item 3): knowing the password is no longer enough to
-- set up the authenticator. A first enrolment needs a one-time ticket the password does not give:
-- a link e-mailed to the user's address on file (bound to the sign-in that asked for it), or a
-- code staff with 'Manage Authenticators' issue. Only a SHA-256 hash of the ticket's secret is
-- kept (random, 160 bits or more: a fast hash is enough); a ticket is spent once.
create table mfa_enrolment_tickets (
  id bigserial primary key,
  sub text not null references users (sub) on delete cascade,
  kind text not null check (kind in ('link', 'staff')),
  secret_hash text not null unique,
  -- A link belongs to the sign-in (interaction) it was sent for; a staff code to none.
  interaction_uid text,
  issued_by text,
  created_date timestamptz not null default now(),
  expires_at timestamptz not null,
  used_date timestamptz
);
create index mfa_enrolment_tickets_sub on mfa_enrolment_tickets (sub);

-- Set when a ticket was spent for this sign-in: only then is the enrolment page shown.
alter table mfa_pending_sign_ins add column enrolment_allowed boolean not null default false;

-- MFA reaches credentials made before it was required (item 2): whether a personal access token
-- was made in a sign-in with a second factor. One made without is refused while its user needs
-- MFA (decided at each call against the requirement of that moment); tokens made before this
-- column existed count as made without.
alter table personal_access_tokens add column second_factor boolean not null default false;

-- Staff who reach every client may issue enrolment codes and reset authenticators.
insert into permissions (sub, tenant, domain, permission, policy_path)
select p.sub, p.tenant, 'analysis', 'Manage Authenticators', '/'
from permissions p
where p.tenant = 'ALM' and p.domain = 'analysis' and p.permission = 'View All Clients'
on conflict do nothing;
