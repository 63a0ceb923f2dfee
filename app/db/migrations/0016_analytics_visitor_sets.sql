CREATE TABLE "analytics_visitor_numbers" (
	"company_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "analytics_visitor_numbers_company_id_visitor_id_pk" PRIMARY KEY("company_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_set_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_visitor_set_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_set_state" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"numbered" integer DEFAULT 0 NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"closed_generation" integer DEFAULT 0 NOT NULL,
	"clicks_through" date,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_sets" (
	"company_id" uuid NOT NULL,
	"dim" text NOT NULL,
	"grain" text NOT NULL,
	"start" date NOT NULL,
	"key" text NOT NULL,
	"visitors" "bytea",
	"size" integer NOT NULL,
	CONSTRAINT "analytics_visitor_sets_company_id_dim_grain_start_key_pk" PRIMARY KEY("company_id","dim","grain","start","key")
);
--> statement-breakpoint
ALTER TABLE "analytics_visitor_set_state" ADD CONSTRAINT "analytics_visitor_set_state_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A Roaring bitmap is already compact: keep it out of line but uncompressed, so reading one is a copy,
-- not a pglz decompression (docs/decisions/025).
ALTER TABLE "analytics_visitor_sets" ALTER COLUMN "visitors" SET STORAGE EXTERNAL;
