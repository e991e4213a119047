-- Uploaded files are stored out of line without compression, so that a run reads a large file in
-- slices (substring) without decompressing the whole file for every slice: each slice then holds
-- the api's event loop for a few milliseconds. Applies to files stored from now on.
alter table data_set_files alter column content set storage external;
