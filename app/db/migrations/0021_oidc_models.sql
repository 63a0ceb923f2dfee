CREATE TABLE "oidc_models" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" json NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_models_pkey" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "oidc_models_grant" ON "oidc_models" USING btree ("model","grant_id") WHERE "oidc_models"."grant_id" is not null;--> statement-breakpoint
CREATE INDEX "oidc_models_uid" ON "oidc_models" USING btree ("model","uid") WHERE "oidc_models"."uid" is not null;--> statement-breakpoint
CREATE INDEX "oidc_models_user_code" ON "oidc_models" USING btree ("model","user_code") WHERE "oidc_models"."user_code" is not null;--> statement-breakpoint
CREATE INDEX "oidc_models_expires" ON "oidc_models" USING btree ("expires_at");