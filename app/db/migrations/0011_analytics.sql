CREATE TABLE "analytics_clicks" (
	"click_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"source" text NOT NULL,
	"step" text NOT NULL,
	"country" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"anonymous_events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_company_id_day_campaign_id_channel_id_source_step_country_pk" PRIMARY KEY("company_id","day","campaign_id","channel_id","source","step","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"source" text NOT NULL,
	"step" text NOT NULL,
	"country" text NOT NULL,
	"visitor_id" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_daily_visitors_company_id_day_campaign_id_channel_id_source_step_country_visitor_id_pk" PRIMARY KEY("company_id","day","campaign_id","channel_id","source","step","country","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_dropped" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_dropped_company_id_day_reason_pk" PRIMARY KEY("company_id","day","reason")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"step" text NOT NULL,
	"visitor_id" text,
	"click_id" text,
	"campaign_id" uuid,
	"channel_id" uuid,
	"source" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"page_url" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"step" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_daily_company_id_day_page_step_pk" PRIMARY KEY("company_id","day","page","step")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sites" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_sites_site_key_unique" UNIQUE("site_key")
);
--> statement-breakpoint
CREATE TABLE "channel_stats" (
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"reach" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_stats_campaign_id_channel_id_day_pk" PRIMARY KEY("campaign_id","channel_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_clicks" ADD CONSTRAINT "analytics_clicks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_clicks" ADD CONSTRAINT "analytics_clicks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dropped" ADD CONSTRAINT "analytics_dropped_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sites" ADD CONSTRAINT "analytics_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_stats" ADD CONSTRAINT "channel_stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_stats" ADD CONSTRAINT "channel_stats_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_clicks_company" ON "analytics_clicks" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_daily_campaign" ON "analytics_daily" USING btree ("company_id","campaign_id","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_visitors_campaign" ON "analytics_daily_visitors" USING btree ("company_id","campaign_id","day");--> statement-breakpoint
CREATE INDEX "analytics_daily_visitors_visitor" ON "analytics_daily_visitors" USING btree ("company_id","visitor_id","day");--> statement-breakpoint
CREATE INDEX "analytics_events_company_time" ON "analytics_events" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "channel_stats_company" ON "channel_stats" USING btree ("company_id","day");