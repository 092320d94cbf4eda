-- What the public pages show (the plans and the content service's entries) announces its changes on the channel
-- public_data_changed, whoever makes them (the app, a seed, an editor's SQL): each server process listening drops
-- the pages it rendered from the old data (server/lib/pages.ts).
CREATE OR REPLACE FUNCTION notify_public_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER plans_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER content_entries_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
