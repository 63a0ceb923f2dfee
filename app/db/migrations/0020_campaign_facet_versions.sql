ALTER TABLE "campaign_facet_counts" ADD COLUMN "changes" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_facet_counts_author" ON "campaign_facet_counts" USING btree ("created_by");--> statement-breakpoint
-- docs/decisions/040: every write of a count row adds 1 to its "changes", so the sum of a
-- company's "changes" grows with each committed change of its facets (rows are never deleted but
-- with the company); /campaigns keeps its facet answers while that sum is unchanged.
CREATE OR REPLACE FUNCTION "campaign_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "campaign_facet_counts" SET "n" = "n" - 1, "changes" = "changes" + 1
    WHERE "company_id" = OLD."company_id" AND "created_by" IS NOT DISTINCT FROM OLD."created_by"
      AND "month" = date_trunc('month', OLD."created_at" AT TIME ZONE 'UTC') AND "status" = OLD."status";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "campaign_facet_counts" AS f ("company_id", "created_by", "month", "status", "n", "changes")
    VALUES (NEW."company_id", NEW."created_by", date_trunc('month', NEW."created_at" AT TIME ZONE 'UTC'), NEW."status", 1, 1)
    ON CONFLICT ("company_id", "created_by", "month", "status") DO UPDATE SET "n" = f."n" + 1, "changes" = f."changes" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- the author facet shows the authors' names: a rename is a change of the author's rows. It locks
-- them after the user's row; a campaign write locks its count row after its campaign row and takes
-- only a key-share lock on the user (the foreign key), which a rename does not block: no cycle.
CREATE FUNCTION "campaign_facet_counts_author_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "campaign_facet_counts" SET "changes" = "changes" + 1 WHERE "created_by" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_facet_counts_author_renamed" AFTER UPDATE OF "first_name", "last_name" ON "users"
FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
EXECUTE FUNCTION "campaign_facet_counts_author_renamed"();
