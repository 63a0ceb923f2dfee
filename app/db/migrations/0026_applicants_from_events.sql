-- docs/decisions/045: applicants are the rollup of the analytics events. Existing daily results
-- held applicants counted independently (the application pixel, the old demo seed): rebuild them
-- from the visitor rollup, first completed application per visitor and campaign.
INSERT INTO "campaign_applicants" ("campaign_id", "visitor_id", "channel_id", "day")
SELECT DISTINCT ON (v."campaign_id", v."visitor_id") v."campaign_id", v."visitor_id", v."channel_id", v."day"
FROM "analytics_daily_visitors" v
JOIN "campaigns" k ON k."id" = v."campaign_id" AND k."company_id" = v."company_id"
WHERE v."step" = 'application-success'
ORDER BY v."campaign_id", v."visitor_id", v."day", v."last_seen_at"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "campaign_channel_performance" SET "applicants" = 0 WHERE "applicants" <> 0;
--> statement-breakpoint
INSERT INTO "campaign_channel_performance" AS p ("campaign_id", "channel_id", "day", "applicants")
SELECT "campaign_id", "channel_id", "day", count(*)::int FROM "campaign_applicants" GROUP BY 1, 2, 3
ON CONFLICT ("campaign_id", "channel_id", "day") DO UPDATE SET "applicants" = excluded."applicants";
