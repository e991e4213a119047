-- The lists staff open most join report definitions to data sets and files to data sets.
create index report_definitions_base on report_definitions (base_data_set_id);
create index report_definitions_compare on report_definitions (compare_data_set_id);
create index data_set_files_data_set on data_set_files (data_set_id);
