CREATE TABLE "reminder_digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"claimed_by" text NOT NULL,
	"lease_expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"items" jsonb,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminder_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"state" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "reminders_sent_user_id_item_key_state_pk" PRIMARY KEY("user_id","item_key","state"),
	CONSTRAINT "reminders_sent_state" CHECK ("reminders_sent"."state" in ('due-soon', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_digests" ADD CONSTRAINT "reminder_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;