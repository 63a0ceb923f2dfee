CREATE TABLE "ats_integrations" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"connector" text NOT NULL,
	"base_url" text NOT NULL,
	"board_token" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"feed_key" text NOT NULL,
	"fetch_status" text DEFAULT 'fetched' NOT NULL,
	"fetch_requested_by" uuid,
	"fetch_requested_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"last_error_detail" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ats_integrations_feed_key_unique" UNIQUE("feed_key"),
	CONSTRAINT "ats_integrations_fetch_status" CHECK ("ats_integrations"."fetch_status" in ('requesting', 'fetched', 'error'))
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"details" jsonb NOT NULL,
	"region_label" text,
	"location_id" text,
	"contact_name" text,
	"status" text DEFAULT 'open' NOT NULL,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancies_status" CHECK ("vacancies"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "ats_integrations" ADD CONSTRAINT "ats_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_integrations" ADD CONSTRAINT "ats_integrations_fetch_requested_by_users_id_fk" FOREIGN KEY ("fetch_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vacancies_company_source_external" ON "vacancies" USING btree ("company_id","source","external_id");--> statement-breakpoint
CREATE INDEX "vacancies_company_status_created" ON "vacancies" USING btree ("company_id","status","created_at");