CREATE TABLE "content" (
	"seq" serial PRIMARY KEY NOT NULL,
	"article_type" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"thumbnail_url" text DEFAULT '' NOT NULL,
	"reg_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"pw_hash" text NOT NULL,
	"pw_salt" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"com_id" text DEFAULT '' NOT NULL,
	"br_id" text NOT NULL,
	"member_type" smallint NOT NULL,
	"is_verify_email" boolean DEFAULT false NOT NULL,
	"agreement" smallint DEFAULT 0 NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"preferred_lang" text DEFAULT 'en' NOT NULL,
	"job" integer DEFAULT 99 NOT NULL,
	"closet_integration" smallint DEFAULT 0 NOT NULL,
	"is_integrated" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"file_path" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"pic_url" text DEFAULT '' NOT NULL,
	"b_country" text DEFAULT '' NOT NULL,
	"b_address1" text DEFAULT '' NOT NULL,
	"b_address2" text DEFAULT '' NOT NULL,
	"b_city" text DEFAULT '' NOT NULL,
	"b_state" text DEFAULT '' NOT NULL,
	"b_zipcode" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"uid" text NOT NULL,
	"url" text NOT NULL,
	"referer" text NOT NULL,
	"device" text NOT NULL,
	"event_timestamp" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"prd_opt_seq" integer NOT NULL,
	"currency" text NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "prices_prd_opt_seq_currency_pk" PRIMARY KEY("prd_opt_seq","currency")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"prd_opt_seq" integer PRIMARY KEY NOT NULL,
	"prd_seq" integer NOT NULL,
	"user_type" text NOT NULL,
	"license_type" text NOT NULL,
	"period" text NOT NULL,
	"product_group" smallint NOT NULL,
	"sale_type" smallint NOT NULL,
	"license" smallint NOT NULL,
	"version" text NOT NULL,
	"edition" smallint NOT NULL,
	"prev_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_tokens" (
	"code" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"member_id" text
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"uploads" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"custom_fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"apply_paths" jsonb NOT NULL,
	"category" text NOT NULL,
	"content_details" text NOT NULL,
	"hex_code" text NOT NULL,
	"img_view" text DEFAULT '' NOT NULL,
	"opacity" numeric(3, 2) DEFAULT 1 NOT NULL,
	"top_banner_type" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"content_details_color" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_prd_opt_seq_products_prd_opt_seq_fk" FOREIGN KEY ("prd_opt_seq") REFERENCES "public"."products"("prd_opt_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_list_idx" ON "content" USING btree ("article_type","lang","reg_dt");--> statement-breakpoint
CREATE INDEX "members_email_idx" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "members_com_id_idx" ON "members" USING btree ("com_id");