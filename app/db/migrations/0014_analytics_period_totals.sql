CREATE TABLE "analytics_company_rollup" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_period_totals" (
	"company_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"through_event_id" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_period_totals_company_id_period_from_period_to_section_pk" PRIMARY KEY("company_id","period_from","period_to","section")
);
--> statement-breakpoint
DROP INDEX "analytics_daily_visitors_visitor";--> statement-breakpoint
DROP INDEX "analytics_daily_visitors_campaign";--> statement-breakpoint
ALTER TABLE "analytics_company_rollup" ADD CONSTRAINT "analytics_company_rollup_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_period_totals" ADD CONSTRAINT "analytics_period_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_visitors_campaign" ON "analytics_daily_visitors" USING btree ("company_id","campaign_id","day","step","source","country","channel_id","visitor_id","last_seen_at");