ALTER TABLE "channel_track_records" ADD COLUMN "clicks_low" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_track_records" ADD COLUMN "clicks_high" integer DEFAULT 0 NOT NULL;