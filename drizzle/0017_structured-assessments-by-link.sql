ALTER TABLE "assessment_requests" ALTER COLUMN "procedure_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD COLUMN "goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD COLUMN "structured_assessment_id" text;--> statement-breakpoint
ALTER TABLE "structured_assessments" ADD COLUMN "via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "structured_assessments" ADD COLUMN "assessor_workplace" text;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD CONSTRAINT "assessment_requests_structured_assessment_id_structured_assessments_id_fk" FOREIGN KEY ("structured_assessment_id") REFERENCES "public"."structured_assessments"("id") ON DELETE set null ON UPDATE no action;