CREATE TABLE "throttle_counters" (
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"hits" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_counters_pkey" PRIMARY KEY("scope","key_hash"),
	CONSTRAINT "throttle_counters_hits_check" CHECK ("throttle_counters"."hits" >= 0)
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_expires_at_idx" ON "throttle_counters" USING btree ("expires_at");