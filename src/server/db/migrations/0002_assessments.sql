CREATE TABLE "assessment_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"current_step" integer NOT NULL,
	"responses" jsonb NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"consent_version" text NOT NULL,
	"last_updated" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"status" text DEFAULT 'completed' NOT NULL,
	"responses" jsonb NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"consent_version" text NOT NULL,
	"claim_secret_hash" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"instructions" jsonb NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"question_type" text NOT NULL,
	"options" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_progress" ADD CONSTRAINT "assessment_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_user_idx" ON "assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_key_unique" ON "questions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "questions_position_idx" ON "questions" USING btree ("position");