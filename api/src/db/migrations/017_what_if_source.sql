-- A What If data set saved from a what-if names the data set it was made from; deleting that
-- source leaves the What If data set (its files are its own copy) without the link.
alter table data_sets add column what_if_source_id integer references data_sets (id) on delete set null;
