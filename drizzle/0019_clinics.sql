CREATE TABLE "clinic_memberships" (
	"user_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_memberships_user_id_clinic_id_pk" PRIMARY KEY("user_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hospital" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "clinic_warning_settings" (
	"clinic_id" text PRIMARY KEY NOT NULL,
	"meeting_gap_months" integer NOT NULL,
	"progress_gap_points" integer NOT NULL,
	"ending_soon_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "clinic_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_region_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_memberships" ADD CONSTRAINT "clinic_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_memberships" ADD CONSTRAINT "clinic_memberships_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_warning_settings" ADD CONSTRAINT "clinic_warning_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_warning_settings" ADD CONSTRAINT "clinic_warning_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_memberships_clinic_idx" ON "clinic_memberships" USING btree ("clinic_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_clinic_idx" ON "users" USING btree ("clinic_id");--> statement-breakpoint
-- An installation becomes one clinic holding everyone (decision 229): the ST doctors by their
-- column, everyone else as a member, so nobody sees more or less than before. A new installation
-- starts with the same one clinic.
INSERT INTO "clinics" ("id", "name") VALUES ('klinik-1', 'Kliniken');--> statement-breakpoint
UPDATE "users" SET "clinic_id" = 'klinik-1' WHERE "role" = 'ST_DOCTOR';--> statement-breakpoint
INSERT INTO "clinic_memberships" ("user_id", "clinic_id") SELECT "id", 'klinik-1' FROM "users" WHERE "role" <> 'ST_DOCTOR';--> statement-breakpoint
-- The portal's early-warning limits, if an administrator has saved them, become the one clinic's
-- (decision 236).
INSERT INTO "clinic_warning_settings" ("clinic_id", "meeting_gap_months", "progress_gap_points", "ending_soon_months", "updated_at", "updated_by")
SELECT 'klinik-1', "meeting_gap_months", "progress_gap_points", "ending_soon_months", "updated_at", "updated_by" FROM "warning_settings" WHERE "id" = 1;
