CREATE TABLE "occupation_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"source" text NOT NULL,
	"dir" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
