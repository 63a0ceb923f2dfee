ALTER TABLE "channels" ADD COLUMN "experience_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;