CREATE TABLE "signing_rights_evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"st_doctor_id" text NOT NULL,
	"procedure_type" text NOT NULL,
	"evaluation_period_start" date NOT NULL,
	"evaluation_period_end" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"final_decision" text,
	"final_decision_date" date,
	"final_decision_notes" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialist_evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"signing_rights_evaluation_id" text NOT NULL,
	"specialist_id" text,
	"st_doctor_id" text NOT NULL,
	"evaluation_date" date NOT NULL,
	"examination_id" text DEFAULT '' NOT NULL,
	"evaluation_result" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"case_difficulty" text,
	"overall_assessment" integer,
	"st_doctor_confidence" text NOT NULL,
	"specialist_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signing_rights_evaluations" ADD CONSTRAINT "signing_rights_evaluations_st_doctor_id_users_id_fk" FOREIGN KEY ("st_doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_rights_evaluations" ADD CONSTRAINT "signing_rights_evaluations_procedure_type_procedure_catalogue_id_fk" FOREIGN KEY ("procedure_type") REFERENCES "public"."procedure_catalogue"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_rights_evaluations" ADD CONSTRAINT "signing_rights_evaluations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_evaluations" ADD CONSTRAINT "specialist_evaluations_signing_rights_evaluation_id_signing_rights_evaluations_id_fk" FOREIGN KEY ("signing_rights_evaluation_id") REFERENCES "public"."signing_rights_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_evaluations" ADD CONSTRAINT "specialist_evaluations_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_evaluations" ADD CONSTRAINT "specialist_evaluations_st_doctor_id_users_id_fk" FOREIGN KEY ("st_doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_rights_one_active_idx" ON "signing_rights_evaluations" USING btree ("st_doctor_id","procedure_type") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "signing_rights_created_idx" ON "signing_rights_evaluations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "signing_rights_doctor_idx" ON "signing_rights_evaluations" USING btree ("st_doctor_id");--> statement-breakpoint
CREATE INDEX "specialist_evaluations_evaluation_idx" ON "specialist_evaluations" USING btree ("signing_rights_evaluation_id");--> statement-breakpoint
CREATE INDEX "specialist_evaluations_created_idx" ON "specialist_evaluations" USING btree ("created_at");