CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_received_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"user_id" integer NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "road_metres" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "road_metres_key" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "road_measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "miles" double precision;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "status" text DEFAULT 'requires_payment_method' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "delivery_type" text DEFAULT 'Pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "appuser_address_id" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "address_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "items_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "pallets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "delivery_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "miles" double precision;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_appuser_address_id_fkey" FOREIGN KEY ("appuser_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_delivery_type_check" CHECK ("payment_intents"."delivery_type" = ANY (ARRAY['Pickup'::text, 'Delivery'::text]));--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_refund_status_check" CHECK ("payment_intents"."refund_status" = ANY (ARRAY['pending'::text, 'refunded'::text]));