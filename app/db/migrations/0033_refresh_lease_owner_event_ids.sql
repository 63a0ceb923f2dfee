ALTER TABLE "analytics_events" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refresh_owner" text;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_company_event" ON "analytics_events" USING btree ("company_id","event_id") WHERE "analytics_events"."event_id" is not null;