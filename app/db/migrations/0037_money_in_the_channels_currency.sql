ALTER TABLE "campaign_channels" ADD COLUMN "ordered_currency" text;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD COLUMN "ordered_converted_cents" bigint;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD COLUMN "ordered_rate" double precision;--> statement-breakpoint
ALTER TABLE "campaign_channels" ADD COLUMN "ordered_rate_date" date;--> statement-breakpoint
ALTER TABLE "campaign_orders" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_orders" ADD COLUMN "contract_charged_cents" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ordered_currency" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
-- decision 079: orders placed before channels had currencies were summed in euros; they keep their
-- figures, now stated as euros at a rate of 1 (no conversion, so no rate date)
UPDATE "campaign_channels" SET "ordered_currency" = 'EUR', "ordered_converted_cents" = "ordered_price_cents", "ordered_rate" = 1 WHERE "ordered_price_cents" IS NOT NULL;--> statement-breakpoint
UPDATE "campaigns" SET "ordered_currency" = 'EUR' WHERE "ordered_total_cents" IS NOT NULL;--> statement-breakpoint
UPDATE "campaign_orders" SET "contract_charged_cents" = "amount_cents" WHERE "contract_id" IS NOT NULL;
