CREATE TABLE "campaign_applicants" (
	"campaign_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "campaign_applicants_campaign_id_visitor_id_pk" PRIMARY KEY("campaign_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_applicants" ADD CONSTRAINT "campaign_applicants_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;