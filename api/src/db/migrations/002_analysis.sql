-- The analysis domain: client settings, charts of accounts, data sets, report definitions,
-- and the platform's preferences, messages, notifications and outgoing email.
create table client_settings (
  client_id integer primary key references clients (id) on delete cascade,
  nii_years integer not null default 2 check (nii_years between 1 and 10),
  reports jsonb not null default '[]',
  zm_database_name text,
  updated_date timestamptz not null default now(),
  updated_by text not null
);

create table charts_of_accounts (
  id serial primary key,
  client_id integer not null references clients (id) on delete cascade,
  name text not null,
  tree jsonb not null,
  source_run_result_id text,
  created_date timestamptz not null default now(),
  created_by text not null,
  updated_date timestamptz not null default now(),
  updated_by text not null,
  unique (client_id, name)
);

create table data_sets (
  id serial primary key,
  client_id integer not null references clients (id) on delete cascade,
  name text not null,
  data_set_type integer not null check (data_set_type in (0, 1, 2, 99)),
  as_of_date date not null,
  description text,
  status text check (status in ('Started', 'Completed', 'Failed')),
  status_reason text,
  run_results jsonb not null,
  use_tcu_fund boolean not null default false,
  created_date timestamptz not null default now(),
  created_by text not null,
  updated_date timestamptz not null default now(),
  updated_by text not null,
  unique (client_id, name)
);
create index data_sets_client on data_sets (client_id, updated_date desc);

create table data_set_files (
  id serial primary key,
  data_set_id integer not null references data_sets (id) on delete cascade,
  file_name text not null,
  content_type text not null,
  content bytea not null,
  uploaded_date timestamptz not null default now(),
  uploaded_by text not null
);

create table report_definitions (
  id serial primary key,
  client_id integer not null references clients (id) on delete cascade,
  name text not null,
  status text check (status in ('Started', 'Completed', 'Failed')),
  base_data_set_id integer references data_sets (id),
  compare_data_set_id integer references data_sets (id),
  chart_of_accounts_id integer not null references charts_of_accounts (id),
  nii_years integer not null check (nii_years between 1 and 10),
  report_tag text,
  min_scenario integer not null default -400,
  max_scenario integer not null default 500,
  declining_scenario integer not null default -300,
  rising_scenario integer not null default 300,
  shock_scenario integer not null default 300,
  selected_sub_report_definitions jsonb not null default '[]',
  commentary text,
  approved_by text,
  approved_by_date timestamptz,
  published_by text,
  published_by_date timestamptz,
  created_date timestamptz not null default now(),
  created_by text not null,
  updated_date timestamptz not null default now(),
  updated_by text not null,
  unique (client_id, name)
);
create index report_definitions_client on report_definitions (client_id, updated_date desc);

create table report_pdfs (
  id serial primary key,
  report_definition_id integer not null references report_definitions (id) on delete cascade,
  name text not null,
  uri text not null,
  status text not null,
  content bytea,
  created_date timestamptz not null default now(),
  unique (report_definition_id, name)
);

create table preferences (
  id serial primary key,
  type text not null check (type in ('user', 'client')),
  owner_id text not null,
  domain text not null,
  pref_key text not null,
  pref_value jsonb not null,
  updated_date timestamptz not null default now(),
  unique (type, owner_id, domain, pref_key)
);

create table tenant_security (
  sub text not null references users (sub) on delete cascade,
  tenant text not null references tenants (code),
  settings jsonb not null default '{}',
  updated_date timestamptz not null default now(),
  primary key (sub, tenant)
);

create table info_messages (
  id serial primary key,
  domain text,
  severity text not null check (severity in ('Info', 'Warning', 'Error')),
  message text not null,
  created_date timestamptz not null default now(),
  created_by text not null
);

create table notifications (
  id serial primary key,
  subject text not null,
  status text not null,
  domain text not null,
  client_id integer references clients (id) on delete cascade,
  target_user text,
  payload jsonb not null,
  created_by text not null,
  created_by_uid text not null,
  created_date timestamptz not null default now()
);
create index notifications_recent on notifications (created_date desc);

create table email_outbox (
  id serial primary key,
  subject text not null,
  to_addresses text not null,
  cc_addresses text,
  bcc_addresses text not null,
  reply_to text,
  from_address text not null,
  body text not null,
  attachment_name text,
  mime_type text,
  attachment bytea,
  categories jsonb not null default '[]',
  high_priority boolean not null default false,
  sent_by text not null,
  status text not null default 'Queued' check (status in ('Queued', 'Sent', 'Failed')),
  error text,
  created_date timestamptz not null default now(),
  sent_date timestamptz
);

create table ux_settings (
  id serial primary key,
  category text not null,
  domain text not null,
  path text not null unique,
  settings jsonb not null,
  updated_date timestamptz not null default now()
);
