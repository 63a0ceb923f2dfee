-- Until 867aa60 the built-in job title hw-chef was labelled "Koch/Köchin" in German and "Kok" in
-- Dutch: a recruiter who chose "Koch" for a cook saved the chef's id. The cook then got a title of
-- its own (hw-cook, ISCO 5120), and those target groups showed "Chefkoch/Chefköchin" or "Chef" —
-- their labels are read by id (decision 063). The label saved with the choice says which meaning
-- was meant: a target group whose title is hw-chef and whose saved label starts with the cook's
-- word is the cook's. ESCO ids and every other title are left alone.
UPDATE "campaigns"
SET "target_group" = jsonb_set("target_group", '{jobTitle,id}', '"hw-cook"')
WHERE "target_group" -> 'jobTitle' ->> 'id' = 'hw-chef'
  AND "target_group" -> 'jobTitle' ->> 'label' ~ '^([Kk]och|[Kk]öchin|[Kk]ok|[Cc]ook)([^[:alpha:]]|$)';
