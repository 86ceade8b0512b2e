CREATE TABLE "application_certificate_activities" (
	"certificate_id" text NOT NULL,
	"user_id" text NOT NULL,
	"activity_type" text NOT NULL,
	"activity_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"period_start" date,
	"period_end" date,
	"signer_name" text DEFAULT '' NOT NULL,
	"signer_specialty" text DEFAULT '' NOT NULL,
	"signer_workplace" text DEFAULT '' NOT NULL,
	"signer_role" text DEFAULT 'course-leader' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"form_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "development_works" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rotations" ADD COLUMN "goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sit_ins" ADD COLUMN "goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "st_projects" ADD COLUMN "goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "application_certificate_activities" ADD CONSTRAINT "application_certificate_activities_certificate_id_application_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."application_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_certificate_activities" ADD CONSTRAINT "application_certificate_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_certificates" ADD CONSTRAINT "application_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_forms" ADD CONSTRAINT "certificate_forms_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_works" ADD CONSTRAINT "development_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_certificate_activities_activity_idx" ON "application_certificate_activities" USING btree ("user_id","activity_type","activity_id");--> statement-breakpoint
CREATE INDEX "application_certificate_activities_certificate_idx" ON "application_certificate_activities" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "application_certificates_user_idx" ON "application_certificates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_forms_active_idx" ON "certificate_forms" USING btree ("form_key") WHERE "certificate_forms"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "development_works_user_idx" ON "development_works" USING btree ("user_id");