CREATE TABLE "campaign_channel_performance" (
	"campaign_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_channel_performance_campaign_id_channel_id_day_pk" PRIMARY KEY("campaign_id","channel_id","day")
);
--> statement-breakpoint
ALTER TABLE "campaign_channel_performance" ADD CONSTRAINT "campaign_channel_performance_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;