CREATE TABLE "goal_catalogue" (
	"id" text PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"recommended_activities" jsonb NOT NULL,
	"competence_requirements" jsonb NOT NULL,
	"follow_up" jsonb NOT NULL,
	"general_advice" jsonb NOT NULL,
	"title_is_editorial" boolean DEFAULT false NOT NULL,
	"activities_are_alternatives" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"verification" text NOT NULL,
	"verification_note" text DEFAULT '' NOT NULL,
	"review_note" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"clinic_edited" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "procedure_catalogue" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "procedure_catalogue" ADD COLUMN "checked_by_id" text;--> statement-breakpoint
ALTER TABLE "goal_catalogue" ADD CONSTRAINT "goal_catalogue_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_catalogue" ADD CONSTRAINT "procedure_catalogue_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;