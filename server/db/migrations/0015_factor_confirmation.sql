ALTER TABLE "customers" ADD COLUMN "totp_added_by_session" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "second_step_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "esim_installed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "passkeys" ADD COLUMN "added_by_session" text;--> statement-breakpoint
-- A live eSIM line had its profile downloaded long ago: from now on the SIM change lock guards its code.
UPDATE "lines" SET "esim_installed_at" = coalesce("activated_at", now()) WHERE "sim_type" = 'esim' AND "sim_status" = 'active' AND "esim_activation_code" IS NOT NULL;
