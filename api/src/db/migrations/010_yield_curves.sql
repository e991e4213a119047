-- Yield curves uploaded by staff, one row per version of an as-of date's curve. A new upload for a
-- date that has one is a new version; runs use the latest version of the curve nearest their
-- as-of date. The built-in H.15 curves are served from the engine as version 1 of their dates
-- (api/src/curves/built-in-curves.ts), so uploads for those dates start at version 2.
-- points: [{ "tenorMonths": 3, "rate": 4.12 }, ...], rates in annual percent, tenors increasing.
create table yield_curves (
  id serial primary key,
  as_of_date date not null,
  version integer not null check (version >= 1),
  source text not null,
  points jsonb not null,
  file_name text not null,
  uploaded_by text not null,
  uploaded_date timestamptz not null default now(),
  unique (as_of_date, version)
);
