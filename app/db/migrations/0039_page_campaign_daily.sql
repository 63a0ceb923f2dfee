CREATE TABLE "analytics_page_campaign_daily" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_campaign_daily_company_id_day_page_campaign_id_pk" PRIMARY KEY("company_id","day","page","campaign_id")
);
--> statement-breakpoint
-- the events already rolled up (the rollup's cursor), as the rollup would have counted them;
-- later events arrive through the rollup itself
INSERT INTO "analytics_page_campaign_daily" ("company_id", "day", "page", "campaign_id", "events")
SELECT e."company_id", (e."occurred_at" AT TIME ZONE 'UTC')::date,
  left(split_part(split_part(e."page_url", '#', 1), '?', 1), 500), e."campaign_id", count(*)::int
FROM "analytics_events" e
WHERE e."page_url" <> '' AND e."campaign_id" IS NOT NULL
  AND e."id" <= coalesce((SELECT "last_event_id" FROM "analytics_rollup_state" WHERE "name" = 'analytics'), 0)
GROUP BY 1, 2, 3, 4;
