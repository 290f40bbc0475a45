CREATE TABLE "report_texts" (
	"analysis_id" uuid PRIMARY KEY NOT NULL,
	"writer" text,
	"letter" text,
	"goal" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_texts" ADD CONSTRAINT "report_texts_analysis_id_assessment_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."assessment_analyses"("id") ON DELETE cascade ON UPDATE no action;