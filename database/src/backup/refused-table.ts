/**
 * A fault for the restore tests: a database that refuses to make the table `public.notes` (an
 * event trigger raising 'notes refused'), so that a restore fails part-way, after it has dropped
 * what the database held and while it makes the dump's own tables.
 */
export const REFUSE_NOTES_TABLE = `
  create schema guard;
  create function guard.refuse_notes() returns event_trigger language plpgsql as $$
  begin
    if exists (select 1 from pg_event_trigger_ddl_commands() where object_identity = 'public.notes') then
      raise exception 'notes refused';
    end if;
  end $$;
  create event trigger refuse_notes on ddl_command_end execute function guard.refuse_notes();`;
