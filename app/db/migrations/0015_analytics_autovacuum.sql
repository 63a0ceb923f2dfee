-- The analytics screens read the rollups with index-only scans, which skip the heap only on pages
-- the visibility map marks all-visible: vacuum sets that. By default autovacuum runs after 20 % of
-- a table is new, i.e. after millions of rows on a big rollup; until then every new row costs a heap
-- fetch. Vacuum these tables after 1 % new or 2 % changed rows (docs/decisions/023).
ALTER TABLE "analytics_daily_visitors" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "analytics_daily" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ALTER TABLE "analytics_page_daily" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
