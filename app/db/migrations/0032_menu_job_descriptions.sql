-- docs/decisions/068: job descriptions generated from the Start-campaign dialog before decision 062
-- were saved as draft campaigns. They become description-only (out of campaign lists, facet counts
-- and analytics; listed on /job-description). Such a draft: never ordered, no channel, not from a
-- vacancy, no job ad or checkout saved, a generator state, and its first generation started within
-- a minute of the campaign (the dialog created both in one request).
UPDATE "campaigns" AS c SET "description_only" = true
WHERE NOT c."description_only"
  AND c."status" IN ('pending', 'notposteddraft')
  AND c."ordered_at" IS NULL
  AND c."vacancy_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "campaign_channels" cc WHERE cc."campaign_id" = c."id")
  AND NOT EXISTS (
    SELECT 1 FROM "form_states" f
    WHERE f."company_id" = c."company_id" AND f."reference_id" = c."id" AND f."name" IN ('job-ad', 'checkout')
  )
  AND EXISTS (
    SELECT 1 FROM "form_states" f
    WHERE f."company_id" = c."company_id" AND f."reference_id" = c."id" AND f."name" = 'job-description'
  )
  AND (SELECT min(g."created_at") FROM "jobdesc_generations" g WHERE g."campaign_id" = c."id") <= c."created_at" + interval '1 minute';
