CREATE TABLE "carrier_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_key" text NOT NULL,
	"plan_id" text NOT NULL,
	"number_type" text NOT NULL,
	"zip_code" text NOT NULL,
	"port_msisdn" text,
	"imei" text NOT NULL,
	"sim_type" text NOT NULL,
	"iccid" text,
	"shipping" jsonb,
	"promo_code" text,
	"plan_price" numeric(10, 2) NOT NULL,
	"sim_kit_fee" numeric(10, 2) NOT NULL,
	"activation_fee" numeric(10, 2) NOT NULL,
	"regulatory_fee" numeric(10, 2) NOT NULL,
	"tax_amount" numeric(10, 2) NOT NULL,
	"discount_amount" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp (3) with time zone,
	"session_id" text,
	"provider_session_id" text,
	"details_hash" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"line_id" text,
	"transaction_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"customer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"order_id" text,
	"amount" numeric(10, 2),
	"url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"transaction_id" text,
	"card_id" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone,
	CONSTRAINT "payment_sessions_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"outcome" text NOT NULL,
	"network" text,
	"last4" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "sandbox_outcome" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "status_changed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "esim_activation_code" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sim_kit_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_key_idx" ON "orders" USING btree ("customer_id","order_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_customer_provider_idx" ON "payment_customers" USING btree ("customer_id","provider");--> statement-breakpoint
CREATE INDEX "payment_sessions_customer_idx" ON "payment_sessions" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_order_id_unique" UNIQUE("order_id");