CREATE TABLE "meeting_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"position" integer NOT NULL,
	"what" text NOT NULL,
	"owner" text NOT NULL,
	"due_date" date NOT NULL,
	"done_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supervisor_meetings" ADD COLUMN "agenda" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_actions" ADD CONSTRAINT "meeting_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_actions" ADD CONSTRAINT "meeting_actions_meeting_id_supervisor_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."supervisor_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_actions_meeting_idx" ON "meeting_actions" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_actions_open_due_idx" ON "meeting_actions" USING btree ("done_on","due_date");--> statement-breakpoint
CREATE INDEX "meeting_actions_user_idx" ON "meeting_actions" USING btree ("user_id");