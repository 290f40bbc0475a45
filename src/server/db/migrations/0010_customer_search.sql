-- The customer search (issue 20, decision 0034): per-account counts kept by triggers, and trigram
-- indexes for the substring search on name and address.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "analysed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "report_generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "assessment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "processed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_order_idx" ON "users" USING btree ("created_at","id","assessment_count","processed_count","report_count");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
-- What is stored already.
UPDATE "assessments" a SET "analysed" = true
  WHERE EXISTS (SELECT 1 FROM "assessment_analyses" x WHERE x."assessment_id" = a."id");--> statement-breakpoint
UPDATE "assessments" a SET "report_generated" = true
  WHERE EXISTS (SELECT 1 FROM "reports" r WHERE r."assessment_id" = a."id" AND r."kind" = 'full');--> statement-breakpoint
UPDATE "users" u SET "assessment_count" = c.n, "processed_count" = c.p, "report_count" = c.r
  FROM (SELECT "user_id", count(*)::int AS n, (count(*) FILTER (WHERE "analysed"))::int AS p, (count(*) FILTER (WHERE "report_generated"))::int AS r
        FROM "assessments" WHERE "user_id" IS NOT NULL GROUP BY "user_id") c
  WHERE c."user_id" = u."id";--> statement-breakpoint
-- An analysis stored marks its assessment processed.
CREATE FUNCTION "rk_mark_analysed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "assessments" SET "analysed" = true WHERE "id" = NEW."assessment_id" AND NOT "analysed";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assessment_analyses_mark_analysed" AFTER INSERT ON "assessment_analyses"
  FOR EACH ROW EXECUTE FUNCTION "rk_mark_analysed"();--> statement-breakpoint
-- A full report stored (or deleted) sets whether its assessment has one.
CREATE FUNCTION "rk_mark_report_generated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "assessments" a SET "report_generated" = EXISTS (SELECT 1 FROM "reports" r WHERE r."assessment_id" = a."id" AND r."kind" = 'full')
      WHERE a."id" = OLD."assessment_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."kind" = 'full' THEN
    UPDATE "assessments" SET "report_generated" = true WHERE "id" = NEW."assessment_id" AND NOT "report_generated";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_mark_report_generated" AFTER INSERT OR DELETE OR UPDATE OF "assessment_id", "kind" ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "rk_mark_report_generated"();--> statement-breakpoint
-- An assessment added, moved to an account (a claim), marked or deleted changes its account's counts.
CREATE FUNCTION "rk_count_user_assessments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."user_id" IS NOT NULL THEN
    UPDATE "users" SET "assessment_count" = "assessment_count" - 1, "processed_count" = "processed_count" - OLD."analysed"::int,
        "report_count" = "report_count" - OLD."report_generated"::int
      WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."user_id" IS NOT NULL THEN
    UPDATE "users" SET "assessment_count" = "assessment_count" + 1, "processed_count" = "processed_count" + NEW."analysed"::int,
        "report_count" = "report_count" + NEW."report_generated"::int
      WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assessments_count_insert" AFTER INSERT ON "assessments"
  FOR EACH ROW WHEN (NEW."user_id" IS NOT NULL) EXECUTE FUNCTION "rk_count_user_assessments"();--> statement-breakpoint
CREATE TRIGGER "assessments_count_delete" AFTER DELETE ON "assessments"
  FOR EACH ROW WHEN (OLD."user_id" IS NOT NULL) EXECUTE FUNCTION "rk_count_user_assessments"();--> statement-breakpoint
CREATE TRIGGER "assessments_count_update" AFTER UPDATE OF "user_id", "analysed", "report_generated" ON "assessments"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."analysed" IS DISTINCT FROM NEW."analysed"
    OR OLD."report_generated" IS DISTINCT FROM NEW."report_generated")
  EXECUTE FUNCTION "rk_count_user_assessments"();
