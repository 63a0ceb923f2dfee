-- The channels' reach per country and the occupations they serve (decision 075, fourth addendum):
-- `country_reach` the catalogue's reach (0–100) of a channel in a country where it differs from its
-- editorial weight (import column `reach`: Glassdoor FR:25), `isco_codes` the ISCO-08 codes or
-- prefixes of the occupations a channel serves (import column `occupations`), empty = all.
ALTER TABLE "channels" ADD COLUMN "country_reach" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "isco_codes" text[] DEFAULT '{}'::text[] NOT NULL;