-- issue 36 §11: logo file names stored before the 100-character limit (app/lib/file-name.ts
-- sanitizeFileName) are cut the same way: the stem loses its end, an extension of at most 16
-- characters is kept; a longer "extension" is just the end of the name.
UPDATE "company_details"
SET "logo_file_name" = CASE
  WHEN "logo_file_name" ~ '\.[A-Za-z0-9_]{1,16}$'
    THEN left("logo_file_name", 99 - length(substring("logo_file_name" from '\.([A-Za-z0-9_]{1,16})$')))
      || '.' || substring("logo_file_name" from '\.([A-Za-z0-9_]{1,16})$')
  ELSE left("logo_file_name", 100)
END
WHERE length("logo_file_name") > 100;
