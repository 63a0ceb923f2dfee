-- pg_trgm: trigram search of channel names, job titles and locations (PGlite loads it too: app/db/client.server.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "channel_track_records" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"campaigns" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"homepage" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"audience" text DEFAULT 'generic' NOT NULL,
	"focus" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"duration_days" integer NOT NULL,
	"process_days" integer DEFAULT 1 NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"crosspostings" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_html_posting" boolean DEFAULT false NOT NULL,
	"available_for_purchase" boolean DEFAULT true NOT NULL,
	"bundle_id" text,
	"is_addon" boolean DEFAULT false NOT NULL,
	"is_event" boolean DEFAULT false NOT NULL,
	"location_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_function_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"seniority_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"working_term_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"education_level_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_match_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_function_match_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"cta_min" integer DEFAULT 0 NOT NULL,
	"cta_max" integer DEFAULT 0 NOT NULL,
	"editorial_boost" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "isco_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_de" text NOT NULL,
	"label_nl" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_functions" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"label_en" text NOT NULL,
	"label_de" text NOT NULL,
	"label_nl" text NOT NULL,
	"isco_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_title_labels" (
	"job_title_id" text NOT NULL,
	"lang" text NOT NULL,
	"label" text NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	CONSTRAINT "job_title_labels_job_title_id_lang_label_pk" PRIMARY KEY("job_title_id","lang","label")
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"id" text PRIMARY KEY NOT NULL,
	"job_function_id" text NOT NULL,
	"isco_code" text,
	"esco_code" text,
	"label_en" text NOT NULL,
	"label_de" text NOT NULL,
	"label_nl" text NOT NULL,
	"source" text DEFAULT 'builtin' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"country_code" text NOT NULL,
	"parent_id" text,
	"name_en" text NOT NULL,
	"name_de" text NOT NULL,
	"name_nl" text NOT NULL,
	"label_en" text NOT NULL,
	"label_de" text NOT NULL,
	"label_nl" text NOT NULL,
	"canonical_name" text NOT NULL,
	"search_text" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy_terms" (
	"vocabulary" text NOT NULL,
	"id" text NOT NULL,
	"label_en" text NOT NULL,
	"label_de" text NOT NULL,
	"label_nl" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "taxonomy_terms_vocabulary_id_pk" PRIMARY KEY("vocabulary","id")
);
--> statement-breakpoint
ALTER TABLE "channel_track_records" ADD CONSTRAINT "channel_track_records_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_title_labels" ADD CONSTRAINT "job_title_labels_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_job_function_id_job_functions_id_fk" FOREIGN KEY ("job_function_id") REFERENCES "public"."job_functions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channels_company" ON "channels" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "channels_search_vector" ON "channels" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "channels_name_trgm" ON "channels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_location_match" ON "channels" USING gin ("location_match_ids");--> statement-breakpoint
CREATE INDEX "channels_function_match" ON "channels" USING gin ("job_function_match_ids");--> statement-breakpoint
CREATE INDEX "channels_industries" ON "channels" USING gin ("industry_ids");--> statement-breakpoint
CREATE INDEX "job_title_labels_trgm" ON "job_title_labels" USING gin ("label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_titles_function" ON "job_titles" USING btree ("job_function_id");--> statement-breakpoint
CREATE INDEX "locations_parent" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "locations_search_trgm" ON "locations" USING gin ("search_text" gin_trgm_ops);