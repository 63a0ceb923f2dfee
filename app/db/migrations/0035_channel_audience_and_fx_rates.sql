CREATE TABLE "fx_rates" (
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"per_euro" double precision NOT NULL,
	CONSTRAINT "fx_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "experience_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;