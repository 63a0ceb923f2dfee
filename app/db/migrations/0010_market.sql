CREATE TABLE "market_figures" (
	"source_id" text NOT NULL,
	"measure" text NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"isco_code" text NOT NULL,
	"year" integer NOT NULL,
	"thousands" double precision NOT NULL,
	CONSTRAINT "market_figures_source_id_measure_country_region_isco_code_year_pk" PRIMARY KEY("source_id","measure","country","region","isco_code","year")
);
--> statement-breakpoint
CREATE TABLE "market_insight_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"isco_code" text NOT NULL,
	"country" text NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"publisher" text NOT NULL,
	"title" text NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"url" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_figures" ADD CONSTRAINT "market_figures_source_id_market_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."market_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_insight_views" ADD CONSTRAINT "market_insight_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_insight_views" ADD CONSTRAINT "market_insight_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_figures_lookup" ON "market_figures" USING btree ("country","measure","isco_code");--> statement-breakpoint
CREATE INDEX "market_insight_views_company" ON "market_insight_views" USING btree ("company_id","viewed_at");