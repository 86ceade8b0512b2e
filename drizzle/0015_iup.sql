CREATE TABLE "iup_follow_up_dates" (
	"revision_id" text NOT NULL,
	"st_doctor_id" text NOT NULL,
	"follow_up_date" date NOT NULL,
	CONSTRAINT "iup_follow_up_dates_revision_id_follow_up_date_pk" PRIMARY KEY("revision_id","follow_up_date")
);
--> statement-breakpoint
CREATE TABLE "iup_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"st_doctor_id" text NOT NULL,
	"number" integer NOT NULL,
	"revision_date" date NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"goals_text" text DEFAULT '' NOT NULL,
	"goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"examination_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities_text" text DEFAULT '' NOT NULL,
	"activity_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_supervisor_name" text DEFAULT '' NOT NULL,
	"other_supervisor_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meeting_frequency" text DEFAULT '' NOT NULL,
	"supervision_text" text DEFAULT '' NOT NULL,
	"assessment_text" text DEFAULT '' NOT NULL,
	"follow_up_text" text DEFAULT '' NOT NULL,
	"doctor_ack_by" text,
	"doctor_ack_name" text,
	"doctor_ack_at" timestamp with time zone,
	"supervisor_ack_by" text,
	"supervisor_ack_name" text,
	"supervisor_ack_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supervisor_assignments" ADD COLUMN "is_main" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "iup_follow_up_dates" ADD CONSTRAINT "iup_follow_up_dates_revision_id_iup_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."iup_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iup_follow_up_dates" ADD CONSTRAINT "iup_follow_up_dates_st_doctor_id_users_id_fk" FOREIGN KEY ("st_doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iup_revisions" ADD CONSTRAINT "iup_revisions_st_doctor_id_users_id_fk" FOREIGN KEY ("st_doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iup_revisions" ADD CONSTRAINT "iup_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iup_revisions" ADD CONSTRAINT "iup_revisions_doctor_ack_by_users_id_fk" FOREIGN KEY ("doctor_ack_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iup_revisions" ADD CONSTRAINT "iup_revisions_supervisor_ack_by_users_id_fk" FOREIGN KEY ("supervisor_ack_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iup_follow_up_dates_date_idx" ON "iup_follow_up_dates" USING btree ("follow_up_date");--> statement-breakpoint
CREATE INDEX "iup_follow_up_dates_doctor_idx" ON "iup_follow_up_dates" USING btree ("st_doctor_id","follow_up_date");--> statement-breakpoint
CREATE UNIQUE INDEX "iup_revisions_doctor_number_idx" ON "iup_revisions" USING btree ("st_doctor_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "supervisor_assignments_one_main_idx" ON "supervisor_assignments" USING btree ("st_doctor_id") WHERE "supervisor_assignments"."is_main";