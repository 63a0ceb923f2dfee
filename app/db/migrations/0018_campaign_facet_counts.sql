CREATE TABLE "campaign_facet_counts" (
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"month" timestamp NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "campaign_facet_counts_key" UNIQUE NULLS NOT DISTINCT("company_id","created_by","month","status")
);
--> statement-breakpoint
ALTER TABLE "campaign_facet_counts" ADD CONSTRAINT "campaign_facet_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- every campaign write updates one row's n: room on each page keeps those updates HOT (no index
-- entry, and the old version is pruned on the page), so the few hundred rows stay a few pages
ALTER TABLE "campaign_facet_counts" SET (fillfactor = 70);--> statement-breakpoint
-- Kept in step with campaigns by a row trigger (docs/decisions/034), so every writer (the models,
-- the lifecycle sweep, a user's deletion setting created_by to null, the demo seed) is counted.
-- An update moves the row's count only when one of the four grouping columns changes.
CREATE FUNCTION "campaign_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "campaign_facet_counts" SET "n" = "n" - 1
    WHERE "company_id" = OLD."company_id" AND "created_by" IS NOT DISTINCT FROM OLD."created_by"
      AND "month" = date_trunc('month', OLD."created_at" AT TIME ZONE 'UTC') AND "status" = OLD."status";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "campaign_facet_counts" AS f ("company_id", "created_by", "month", "status", "n")
    VALUES (NEW."company_id", NEW."created_by", date_trunc('month', NEW."created_at" AT TIME ZONE 'UTC'), NEW."status", 1)
    ON CONFLICT ("company_id", "created_by", "month", "status") DO UPDATE SET "n" = f."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_facet_counts_insert_delete" AFTER INSERT OR DELETE ON "campaigns"
FOR EACH ROW EXECUTE FUNCTION "campaign_facet_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "campaign_facet_counts_update" AFTER UPDATE OF "company_id", "created_by", "created_at", "status" ON "campaigns"
FOR EACH ROW WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."created_by" IS DISTINCT FROM NEW."created_by"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."status" IS DISTINCT FROM NEW."status")
EXECUTE FUNCTION "campaign_facet_counts_apply"();--> statement-breakpoint
INSERT INTO "campaign_facet_counts" ("company_id", "created_by", "month", "status", "n")
SELECT "company_id", "created_by", date_trunc('month', "created_at" AT TIME ZONE 'UTC'), "status", count(*)::int
FROM "campaigns" GROUP BY 1, 2, 3, 4;
