CREATE TABLE "application_import_cursors" (
	"company_id" uuid NOT NULL,
	"connector" text NOT NULL,
	"updated_since" timestamp with time zone,
	"run_started_at" timestamp with time zone,
	"next_page" text,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_import_cursors_company_id_connector_pk" PRIMARY KEY("company_id","connector")
);
--> statement-breakpoint
CREATE TABLE "application_imports" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"connector" text NOT NULL,
	"base_url" text NOT NULL,
	"credential" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"last_imported_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_imports_connector" CHECK ("application_imports"."connector" in ('greenhouse', 'lever', 'personio')),
	CONSTRAINT "application_imports_status" CHECK ("application_imports"."status" in ('idle', 'running', 'error'))
);
--> statement-breakpoint
CREATE TABLE "ats_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"connector" text NOT NULL,
	"external_id" text NOT NULL,
	"ats_job_id" text,
	"vacancy_id" uuid,
	"campaign_id" uuid,
	"channel_id" uuid,
	"attribution_rule" text DEFAULT 'unattributed' NOT NULL,
	"source_name" text,
	"stage_id" text,
	"stage_name" text,
	"stage" text DEFAULT 'applied' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"interview_at" timestamp with time zone,
	"offer_at" timestamp with time zone,
	"hired_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"ats_updated_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ats_applications_stage" CHECK ("ats_applications"."stage" in ('applied', 'screening', 'interview', 'offer', 'hired')),
	CONSTRAINT "ats_applications_status" CHECK ("ats_applications"."status" in ('active', 'rejected', 'hired', 'withdrawn')),
	CONSTRAINT "ats_applications_rule" CHECK ("ats_applications"."attribution_rule" in ('tracking-parameter', 'source-mapping', 'visitor', 'unattributed'))
);
--> statement-breakpoint
CREATE TABLE "ats_source_mappings" (
	"company_id" uuid NOT NULL,
	"source_name" text NOT NULL,
	"channel_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ats_source_mappings_company_id_source_name_pk" PRIMARY KEY("company_id","source_name")
);
--> statement-breakpoint
ALTER TABLE "application_import_cursors" ADD CONSTRAINT "application_import_cursors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_imports" ADD CONSTRAINT "application_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_applications" ADD CONSTRAINT "ats_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_applications" ADD CONSTRAINT "ats_applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_applications" ADD CONSTRAINT "ats_applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_applications" ADD CONSTRAINT "ats_applications_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_source_mappings" ADD CONSTRAINT "ats_source_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_source_mappings" ADD CONSTRAINT "ats_source_mappings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ats_applications_company_external" ON "ats_applications" USING btree ("company_id","connector","external_id");--> statement-breakpoint
CREATE INDEX "ats_applications_campaign" ON "ats_applications" USING btree ("campaign_id","channel_id");