CREATE TABLE "payment_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" integer,
	"refund_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"waited_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settlements_outcome_check" CHECK ("payment_settlements"."outcome" = ANY (ARRAY['ordered'::text, 'refunded'::text, 'refund_failed'::text]))
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "settle_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "settle_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_settlements_payment_idx" ON "payment_settlements" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_settlements_created_at_idx" ON "payment_settlements" USING btree ("created_at");