-- The job-title look-up's word-similarity match (`<%`) is estimated from the label column's
-- histogram: with the default statistics target (100) ANALYZE samples 30,000 of the ESCO import's
-- ~74,000 labels at random, and in about one analysis in twenty the sample's histogram holds a
-- label similar to a common search, the estimate jumps from 5 rows to 520 and the planner scans
-- every label instead of using the trigram index (CI failed on it once, on PGlite, which analyses
-- at start; PostgreSQL's autovacuum samples the same way). A target of 1,000 samples up to 300,000
-- rows, i.e. the whole table: the statistics, and so the plan, are the same after every analysis.
ALTER TABLE "job_title_labels" ALTER COLUMN "label" SET STATISTICS 1000;
