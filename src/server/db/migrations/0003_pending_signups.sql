CREATE TABLE "pending_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_signups_token_hash_unique" ON "pending_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pending_signups_email_idx" ON "pending_signups" USING btree ("email","created_at");--> statement-breakpoint
-- Accounts that were never verified become pending sign-ups. Their owners finish by logging in
-- with their password (which mails a new code); the old codes are not carried over.
INSERT INTO "pending_signups" ("email", "name", "password_hash", "token_hash", "code_hash", "code_expires_at", "expires_at", "created_at")
SELECT "email", "name", "password_hash", 'migrated-' || gen_random_uuid()::text, 'none', now(), now() + interval '1 day', "created_at"
FROM "users" WHERE "email_verified_at" IS NULL;--> statement-breakpoint
DELETE FROM "users" WHERE "email_verified_at" IS NULL;--> statement-breakpoint
DELETE FROM "verification_codes" WHERE "purpose" = 'register';
