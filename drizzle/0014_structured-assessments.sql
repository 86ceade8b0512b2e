CREATE TABLE "structured_assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"st_doctor_id" text NOT NULL,
	"kind" text NOT NULL,
	"assessment_date" date NOT NULL,
	"ratings" jsonb NOT NULL,
	"case_difficulty" text NOT NULL,
	"strengths" text DEFAULT '' NOT NULL,
	"suggestions" text DEFAULT '' NOT NULL,
	"assessor_name" text NOT NULL,
	"assessor_role" text NOT NULL,
	"goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"examination_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recorded_by" text,
	"self_entered" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "structured_assessments" ADD CONSTRAINT "structured_assessments_st_doctor_id_users_id_fk" FOREIGN KEY ("st_doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structured_assessments" ADD CONSTRAINT "structured_assessments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "structured_assessments_doctor_idx" ON "structured_assessments" USING btree ("st_doctor_id","assessment_date");