-- The second factor of the embedded identity provider: TOTP authenticators, one-time
-- recovery codes, and sign-ins that passed the password step and wait for the second factor.
create table mfa_authenticators (
  sub text primary key references users (sub) on delete cascade,
  -- AES-256-GCM under the api's MFA key: never returned after enrolment.
  secret_ciphertext text not null,
  -- The last TOTP time step accepted: a code of that step or earlier is a replay.
  last_time_step bigint,
  enrolled_date timestamptz not null default now()
);

create table mfa_recovery_codes (
  sub text not null references users (sub) on delete cascade,
  code_hash text not null,
  used_date timestamptz,
  primary key (sub, code_hash)
);

create table mfa_pending_sign_ins (
  interaction_uid text primary key,
  sub text not null references users (sub) on delete cascade,
  -- A secret offered on the enrolment page, kept until the user confirms it with a code.
  enrolment_ciphertext text,
  -- Set when enrolment is confirmed: the recovery codes page may then finish the sign-in.
  second_factor_passed boolean not null default false,
  -- Wrong codes in this sign-in: past the limit the password must be given again.
  failed_attempts integer not null default 0,
  expires_at timestamptz not null
);
