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
CREATE INDEX "ticket_uploads_owner" ON "ticket_uploads" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "ticket_uploads_ticket" ON "ticket_uploads" USING btree ("ticket_id");