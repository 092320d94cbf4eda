CREATE TABLE "sim_kits" (
	"line_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"iccid" text NOT NULL,
	"tracking_number" text NOT NULL,
	"ordered_at" timestamp (3) with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "sim_kits" ADD CONSTRAINT "sim_kits_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_kits" ADD CONSTRAINT "sim_kits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;