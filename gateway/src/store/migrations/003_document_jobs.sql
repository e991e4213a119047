-- Document jobs (Excel workbooks, PDF packages) and their files, shared by every gateway instance
-- (issue #16): any instance's worker runs any job (the queue is pg-boss, in schema gateway_queue),
-- any instance serves its progress and its file. The credential a job reads the reports with is
-- sealed, as the sessions' tokens are.

create table gateway.document_jobs (
  id text primary key,
  kind text not null,
  sub text not null,
  tenant text not null,
  client_id integer not null,
  report_definition_id integer not null,
  status text not null check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  done integer not null default 0,
  total integer not null,
  file_name text not null,
  content_type text not null,
  error text,
  error_messages jsonb not null default '[]',
  -- What the work needs besides the credential (sheets, entries, title), as JSON.
  params jsonb not null,
  -- The session id or Bearer token the job reads with, sealed; cleared once the job has finished.
  credential text,
  -- Each run of the job (a retry after its worker died) counts one up; only the latest run writes.
  attempt integer not null default 0,
  -- The instance running (or last running) the job: host, process id and a random part.
  runner text,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  expires_at timestamptz
);
create index document_jobs_owner on gateway.document_jobs (sub, tenant) where finished_at is null;
create index document_jobs_expires_at on gateway.document_jobs (expires_at);

-- Files in chunks of at most 1 MiB, read and written one chunk at a time: a 20 MB package is
-- never held twice in memory. A job's file is named by its id; a stored PDF package by its own.
create table gateway.document_chunks (
  file_id text not null,
  n integer not null,
  bytes bytea not null,
  primary key (file_id, n)
);

-- The latest PDF package per report definition and suffix (the Download Multiple menu's file):
-- it outlives jobs and is read by every reader of the report definition, on any instance. Its
-- file is the chunks named 'package-{deployment}-{report_definition_id}-{suffix}'. Kept per
-- deployment (its public URL, hashed), as the rate limits are: two deployments on one server have
-- report definitions of the same ids.
create table gateway.pdf_packages (
  deployment text not null,
  report_definition_id integer not null,
  suffix text not null,
  client_id integer not null,
  file_name text not null,
  -- When its rendering started: a report definition changed after this makes it outdated.
  created_at timestamptz not null,
  primary key (deployment, report_definition_id, suffix)
);
