CREATE TABLE "line_billing" (
	"line_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"autopay" boolean DEFAULT true NOT NULL,
	"renews_at" timestamp (3) with time zone NOT NULL,
	"state" text DEFAULT 'current' NOT NULL,
	"lost_since" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"line_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"period_start" timestamp (3) with time zone NOT NULL,
	"plan_id" text NOT NULL,
	"plan_price" numeric(10, 2) NOT NULL,
	"regulatory_fee" numeric(10, 2) NOT NULL,
	"tax_amount" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"claimed_at" timestamp (3) with time zone,
	"failure_message" text,
	"transaction_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "line_billing" ADD CONSTRAINT "line_billing_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_billing" ADD CONSTRAINT "line_billing_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_line_period_idx" ON "renewals" USING btree ("line_id","period_start");--> statement-breakpoint
CREATE INDEX "renewals_due_idx" ON "renewals" USING btree ("status","next_attempt_at");