CREATE TABLE "assessment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"st_doctor_id" text NOT NULL,
	"requested_by" text,
	"kind" text NOT NULL,
	"procedure_id" text NOT NULL,
	"assessor_email" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"answer_key" text,
	"assessment_id" text,
	"assessor_name" text
);
--> statement-breakpoint
ALTER TABLE "specialist_evaluations" ADD COLUMN "via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_evaluations" ADD COLUMN "assessor_role" text;--> statement-breakpoint
ALTER TABLE "specialist_evaluations" ADD COLUMN "assessor_workplace" text;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD CONSTRAINT "assessment_requests_st_doctor_id_users_id_fk" FOREIGN KEY ("st_doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD CONSTRAINT "assessment_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD CONSTRAINT "assessment_requests_procedure_id_procedure_catalogue_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."procedure_catalogue"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD CONSTRAINT "assessment_requests_assessment_id_specialist_evaluations_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."specialist_evaluations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_requests_token_idx" ON "assessment_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "assessment_requests_doctor_idx" ON "assessment_requests" USING btree ("st_doctor_id","created_at");