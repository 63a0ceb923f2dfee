ALTER TABLE "campaigns" ADD COLUMN "description_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- docs/decisions/062: a job description generated from the menu is not counted in the campaign
-- facets until it has a channel (then description_only turns false and it is counted as created)
CREATE OR REPLACE FUNCTION "campaign_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD."description_only" THEN
    UPDATE "campaign_facet_counts" SET "n" = "n" - 1, "changes" = "changes" + 1
    WHERE "company_id" = OLD."company_id" AND "created_by" IS NOT DISTINCT FROM OLD."created_by"
      AND "month" = date_trunc('month', OLD."created_at" AT TIME ZONE 'UTC') AND "status" = OLD."status";
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW."description_only" THEN
    INSERT INTO "campaign_facet_counts" AS f ("company_id", "created_by", "month", "status", "n", "changes")
    VALUES (NEW."company_id", NEW."created_by", date_trunc('month', NEW."created_at" AT TIME ZONE 'UTC'), NEW."status", 1, 1)
    ON CONFLICT ("company_id", "created_by", "month", "status") DO UPDATE SET "n" = f."n" + 1, "changes" = f."changes" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "campaign_facet_counts_update" ON "campaigns";--> statement-breakpoint
CREATE TRIGGER "campaign_facet_counts_update" AFTER UPDATE OF "company_id", "created_by", "created_at", "status", "description_only" ON "campaigns"
FOR EACH ROW WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."created_by" IS DISTINCT FROM NEW."created_by"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."description_only" IS DISTINCT FROM NEW."description_only")
EXECUTE FUNCTION "campaign_facet_counts_apply"();
