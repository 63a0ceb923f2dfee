CREATE TABLE "client_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"source" text,
	"line" integer,
	"column" integer,
	"stack" text,
	"page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_edited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "client_errors_time" ON "client_errors" USING btree ("created_at");