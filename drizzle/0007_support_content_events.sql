CREATE TABLE "community_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_html" text NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"creator_id" text NOT NULL,
	"creator_name" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_translations" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_html" text NOT NULL,
	CONSTRAINT "community_translations_post_id_language_pk" PRIMARY KEY("post_id","language")
);
--> statement-breakpoint
CREATE TABLE "event_entries" (
	"event" text NOT NULL,
	"member_id" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_entries_event_member_id_pk" PRIMARY KEY("event","member_id")
);
--> statement-breakpoint
CREATE TABLE "event_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"model" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"stored_as" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "steam_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"steam_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "steam_claims_member_id_unique" UNIQUE("member_id"),
	CONSTRAINT "steam_claims_steam_id_unique" UNIQUE("steam_id")
);
--> statement-breakpoint
CREATE TABLE "steam_demo_accounts" (
	"steam_id" text PRIMARY KEY NOT NULL,
	"owns_app" boolean NOT NULL,
	"note" text NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TABLE "ticket_uploads" (
	"token" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"stored_as" text NOT NULL,
	"ticket_id" integer,
	"claim" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "type" text DEFAULT 'question' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "brand_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ticket_form_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_translations" ADD CONSTRAINT "community_translations_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_latest_idx" ON "community_posts" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_popular_idx" ON "community_posts" USING btree ("category","likes" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_creator_idx" ON "community_posts" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "ticket_uploads_owner" ON "ticket_uploads" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "ticket_uploads_ticket" ON "ticket_uploads" USING btree ("ticket_id");