DROP INDEX "campaigns_company_author_created";--> statement-breakpoint
CREATE INDEX "campaigns_company_vacancy" ON "campaigns" USING btree ("company_id","vacancy_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "campaigns_company_author_created" ON "campaigns" USING btree ("company_id","created_by","created_at" DESC NULLS FIRST,"id","status");