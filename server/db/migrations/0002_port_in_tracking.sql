ALTER TABLE "lines" ADD COLUMN "port_in_submitted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "port_in_failure_reason" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "port_in_failure_field" text;