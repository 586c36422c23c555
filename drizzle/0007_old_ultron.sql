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
