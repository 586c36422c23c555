CREATE TABLE "coupons" (
	"seq" serial PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"coupon_desc" text NOT NULL,
	"is_discount_rate" boolean NOT NULL,
	"discount_value" integer NOT NULL,
	"period" smallint DEFAULT 1 NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"prd_opt_seq" integer,
	"sale_type" smallint,
	"currency" text NOT NULL,
	"start_dt" timestamp with time zone NOT NULL,
	"expired_dt" timestamp with time zone NOT NULL,
	"max_redemptions" integer NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_coupon_code_unique" UNIQUE("coupon_code")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"currency" text NOT NULL,
	"total_base_price" integer NOT NULL,
	"discount_price" integer NOT NULL,
	"vat_price" integer NOT NULL,
	"pay_price" integer NOT NULL,
	"vat_num" text NOT NULL,
	"reverse_charge" boolean NOT NULL,
	"bill_to" text NOT NULL,
	"invoice_date" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"seq" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"prd_opt_seq" integer NOT NULL,
	"product_group" smallint NOT NULL,
	"sale_type" smallint NOT NULL,
	"seats" integer NOT NULL,
	"version" text NOT NULL,
	"is_recurring" boolean NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	CONSTRAINT "licenses_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"member_id" text NOT NULL,
	"coupon_code" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_coupons_member_id_coupon_code_pk" PRIMARY KEY("member_id","coupon_code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"target_user_id" text NOT NULL,
	"prd_opt_seq" integer NOT NULL,
	"sale_type" smallint NOT NULL,
	"cnt_add" integer NOT NULL,
	"cnt_extend" integer NOT NULL,
	"cnt_upgrade" integer NOT NULL,
	"cnt_trade" integer NOT NULL,
	"my_license_seq" integer NOT NULL,
	"pay_method" smallint NOT NULL,
	"currency" text NOT NULL,
	"sale_price" integer NOT NULL,
	"discount_price" integer NOT NULL,
	"pay_price" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"tax_rate_mp" integer NOT NULL,
	"tax_label" text NOT NULL,
	"reverse_charge" boolean NOT NULL,
	"coupon_code" text NOT NULL,
	"country" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"vat_num" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"order_no" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_outbox" (
	"event_id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"method" smallint NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_key_idx" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_provider_ref_idx" ON "orders" USING btree ("provider_ref");