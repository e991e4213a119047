-- Runs of data sets through the engine: a durable job queue, the stored results, and the
-- per-client policy limits that the compliance reports compare the results with.

-- One row per Run or Rerun (kind 'run'), or per computation of a Completed data set's results in
-- the background (kind 'precompute': the demo seed's data sets at first start; no status change
-- unless it fails). A job is queued, then running (claimed by one worker, which holds it until
-- locked_until), then completed or failed. A running job whose lock has expired was interrupted
-- (crash, restart) and is claimed again.
create table run_jobs (
  id serial primary key,
  data_set_id integer not null references data_sets (id) on delete cascade,
  kind text not null default 'run' check (kind in ('run', 'precompute')),
  status text not null default 'queued' check (status in ('queued', 'running', 'completed', 'failed')),
  requested_by text not null,
  requested_by_uid text not null,
  attempts integer not null default 0,
  locked_by text,
  locked_until timestamptz,
  reason text,
  created_date timestamptz not null default now(),
  started_date timestamptz,
  finished_date timestamptz
);
-- Two runs of one data set never overlap: at most one queued or running run per data set.
create unique index run_jobs_one_active on run_jobs (data_set_id) where status in ('queued', 'running') and kind = 'run';
create index run_jobs_claimable on run_jobs (status, created_date);

-- Engine results of a data set rolled up over one chart of accounts. tree_hash identifies the
-- chart's structure (ids, parents, keys, folder types, roll-up); visibility and descriptions
-- are read from the chart at report time, so toggling them needs no new run. inputs_key names
-- the inputs (as-of date and stored files) the results were computed from.
create table run_results (
  id serial primary key,
  data_set_id integer not null references data_sets (id) on delete cascade,
  chart_of_accounts_id integer not null references charts_of_accounts (id) on delete cascade,
  results_version integer not null,
  tree_hash text not null,
  inputs_key text not null,
  nii_years integer not null,
  result jsonb not null,
  computed_date timestamptz not null default now(),
  unique (data_set_id, chart_of_accounts_id)
);

-- Policy limits per client: NEV ratio minimums, NEV change and NII change limits per scenario.
-- Ratios and changes are decimal fractions (0.07 = 7%, -0.25 = a decline of at most 25%).
create table policy_limits (
  id serial primary key,
  client_id integer not null references clients (id) on delete cascade,
  measure text not null check (measure in ('nevRatio', 'nevChange', 'niiChange', 'netIncomeChange')),
  scenario text not null,
  limit_value double precision not null,
  updated_date timestamptz not null default now(),
  updated_by text not null,
  unique (client_id, measure, scenario)
);
