ALTER TABLE "company_details" ADD COLUMN "logo_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobdesc_company_settings" ADD COLUMN "header_image_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobdesc_company_settings" ADD COLUMN "footer_image_version" integer DEFAULT 0 NOT NULL;