ALTER TABLE "campaign_channels" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD COLUMN "delivery_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD COLUMN "delivery_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD COLUMN "delivery_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD CONSTRAINT "campaign_channels_delivery_decided_by_users_id_fk" FOREIGN KEY ("delivery_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_lifecycle" ON "campaigns" USING btree ("status") WHERE "campaigns"."status" in ('ordered', 'online');--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD CONSTRAINT "campaign_channels_delivery_status" CHECK ("campaign_channels"."delivery_status" in ('processing', 'processed', 'notProcessed'));--> statement-breakpoint
-- Channels of campaigns ordered before delivery statuses existed (docs/decisions/013): an online or
-- expired campaign's channels were delivered; an ordered one's are still being processed.
UPDATE "campaign_channels" SET
  "delivery_status" = CASE WHEN c."status" IN ('online', 'expired', 'processed') THEN 'processed' ELSE 'processing' END,
  "delivery_decided_at" = CASE WHEN c."status" IN ('online', 'expired', 'processed') THEN c."availability_date" END
FROM "campaigns" c
WHERE c."id" = "campaign_channels"."campaign_id" AND c."status" IN ('ordered', 'online', 'expired', 'processed');
