DROP INDEX "content_entries_type_slug_idx";--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_type_slug_locale_idx" ON "content_entries" USING btree ("type","slug","locale");