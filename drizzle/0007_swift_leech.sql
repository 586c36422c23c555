CREATE TABLE "crm_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"country" text NOT NULL,
	"company" text NOT NULL,
	"website" text NOT NULL,
	"domain" text NOT NULL,
	"inquiry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_members" (
	"email" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"user_type" text NOT NULL,
	"tag_data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"full_name" text NOT NULL,
	"business_email" text NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"country" text NOT NULL,
	"company_webpage" text NOT NULL,
	"domain" text NOT NULL,
	"inquiry" text NOT NULL,
	"language" text NOT NULL,
	"newsletter" boolean NOT NULL,
	"newsletter_outcome" text DEFAULT 'skipped' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_inquiries_fingerprint_unique" UNIQUE("fingerprint")
);
