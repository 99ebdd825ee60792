CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"has_alpha" boolean DEFAULT false NOT NULL,
	"bytes" "bytea",
	"original_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
-- Pictures and videos are compressed already: stored out of line uncompressed, so a byte range of a video is
-- read without the whole value (substring on an EXTERNAL column fetches only the slices it needs).
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
