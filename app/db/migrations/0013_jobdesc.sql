CREATE TABLE "jobdesc_company_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"value_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobdesc_company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"section_titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text DEFAULT '#000000' NOT NULL,
	"header_image" "bytea",
	"header_image_mime" text,
	"footer_image" "bytea",
	"footer_image_mime" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobdesc_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobdesc_pdfs" (
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"input_hash" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobdesc_pdfs_company_id_campaign_id_pk" PRIMARY KEY("company_id","campaign_id")
);
--> statement-breakpoint
ALTER TABLE "jobdesc_company_options" ADD CONSTRAINT "jobdesc_company_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobdesc_company_settings" ADD CONSTRAINT "jobdesc_company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobdesc_generations" ADD CONSTRAINT "jobdesc_generations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobdesc_generations" ADD CONSTRAINT "jobdesc_generations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobdesc_generations" ADD CONSTRAINT "jobdesc_generations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobdesc_pdfs" ADD CONSTRAINT "jobdesc_pdfs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobdesc_pdfs" ADD CONSTRAINT "jobdesc_pdfs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobdesc_company_options_unique" ON "jobdesc_company_options" USING btree ("company_id","kind","value_hash");--> statement-breakpoint
CREATE INDEX "jobdesc_generations_campaign" ON "jobdesc_generations" USING btree ("company_id","campaign_id");