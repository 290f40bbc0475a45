CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"percent" integer,
	"amount_ore" integer,
	"active" boolean DEFAULT true NOT NULL,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"max_redemptions" integer,
	"per_user_limit" integer,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_rule" CHECK (("discount_codes"."type" = 'PERCENT' and "discount_codes"."percent" between 1 and 100 and "discount_codes"."amount_ore" is null) or ("discount_codes"."type" = 'FIXED' and "discount_codes"."amount_ore" >= 100 and "discount_codes"."amount_ore" % 100 = 0 and "discount_codes"."percent" is null)),
	CONSTRAINT "discount_codes_limits" CHECK ("discount_codes"."redemption_count" >= 0 and ("discount_codes"."max_redemptions" is null or "discount_codes"."max_redemptions" >= 1) and ("discount_codes"."per_user_limit" is null or "discount_codes"."per_user_limit" >= 1))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"user_id" uuid,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"authorization_token" text NOT NULL,
	"status" text DEFAULT 'in_flight' NOT NULL,
	"provider_order_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'created';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" integer DEFAULT nextval('order_number_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_name" text DEFAULT 'Personlig ryggrapport' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_price_ore" integer DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_ore" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_ore" integer DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_ore" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_bp" integer DEFAULT 2500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'SEK' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorization_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_id" uuid;--> statement-breakpoint
-- Orders made before checkout (the test-mode hook of the reports issue) were 250 kr reports paid
-- through the test provider; the defaults above describe them, and go once they are filled in.
ALTER TABLE "orders" ALTER COLUMN "product_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "list_price_ore" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_ore" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_ore" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_rate_bp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
UPDATE "orders" SET "status" = 'created' WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "orders" SET "status" = 'cancelled', "cancelled_at" = now() WHERE "status" = 'created' AND EXISTS (SELECT 1 FROM "orders" AS "paid" WHERE "paid"."assessment_id" = "orders"."assessment_id" AND "paid"."status" = 'paid');--> statement-breakpoint
UPDATE "products" SET "slug" = 'ryggrapport' WHERE "slug" = 'personlig-ryggrapport' AND NOT EXISTS (SELECT 1 FROM "products" WHERE "slug" = 'ryggrapport');--> statement-breakpoint
INSERT INTO "counters" ("name", "value") VALUES ('receipt', 0);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_user_idx" ON "discount_redemptions" USING btree ("discount_code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_order_token_idx" ON "payment_attempts" USING btree ("order_id","authorization_token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_live_idx" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" in ('in_flight', 'approved', 'pending');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_assessment_idx" ON "orders" USING btree ("assessment_id") WHERE "orders"."status" in ('created', 'authorized', 'paid', 'fulfilled');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_session_idx" ON "orders" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_idx" ON "orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."list_price_ore" >= 0 and "orders"."discount_ore" >= 0 and "orders"."total_ore" = "orders"."list_price_ore" - "orders"."discount_ore" and "orders"."vat_ore" >= 0 and "orders"."vat_ore" <= "orders"."total_ore");