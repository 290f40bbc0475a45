DROP INDEX "reports_assessment_kind_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "made_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "made_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_admin_analysis_idx" ON "reports" USING btree ("analysis_id") WHERE "made_by_admin";--> statement-breakpoint
CREATE UNIQUE INDEX "reports_assessment_kind_idx" ON "reports" USING btree ("assessment_id","kind") WHERE not "made_by_admin";