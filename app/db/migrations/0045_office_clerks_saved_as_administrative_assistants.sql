-- Until this migration the built-in job title hw-administrative-assistant (ISCO 3343) was labelled
-- "Bürokaufmann/Bürokauffrau" in German: a recruiter who chose it for a Bürokaufmann saved the
-- administrative assistant's id. The Bürokaufmann is ESCO's office clerk (4110), which got a title
-- of its own (hw-office-clerk), and the administrative assistant's German label is now ESCO's
-- "Verwaltungsassistent/Verwaltungsassistentin". The label saved with the choice says which was
-- meant (labels are read by id, decision 063). ESCO ids and every other title are left alone.
UPDATE "campaigns"
SET "target_group" = jsonb_set("target_group", '{jobTitle,id}', '"hw-office-clerk"')
WHERE "target_group" -> 'jobTitle' ->> 'id' = 'hw-administrative-assistant'
  AND "target_group" -> 'jobTitle' ->> 'label' ~ '^[Bb]ürokauf(mann|frau)([^[:alpha:]]|$)';
