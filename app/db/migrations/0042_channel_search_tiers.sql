ALTER TABLE "channels" ADD COLUMN "search_specialism" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "search_labels" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (case when search_specialism = '' then setweight(to_tsvector('simple'::regconfig, search_text), 'A') else setweight(to_tsvector('simple'::regconfig, search_specialism), 'A') || setweight(to_tsvector('simple'::regconfig, search_labels), 'C') || setweight(to_tsvector('simple'::regconfig, search_text), 'D') end) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "channels_search_vector" ON "channels" USING gin ("search_vector");
