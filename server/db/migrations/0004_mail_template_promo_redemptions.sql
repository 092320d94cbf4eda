CREATE TABLE "promo_redemptions" (
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_customer_id_code_pk" PRIMARY KEY("customer_id","code")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;