CREATE TABLE "campaign_channels" (
	"campaign_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ordered_price_cents" bigint,
	"live_url" text,
	"online_from" timestamp with time zone,
	"online_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_channels_campaign_id_channel_id_pk" PRIMARY KEY("campaign_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"target_group" jsonb,
	"vacancy_id" uuid,
	"copied_from_id" uuid,
	"order_requested_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"ordered_by" uuid,
	"availability_date" timestamp with time zone,
	"ordered_total_cents" bigint,
	"cancellation_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "service_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD CONSTRAINT "campaign_channels_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_channels_channel" ON "campaign_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "campaigns_company_created" ON "campaigns" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_company_status" ON "campaigns" USING btree ("company_id","status");