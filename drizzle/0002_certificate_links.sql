CREATE TABLE "certificates" (
	"file_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_certificate_file_id_uploaded_files_id_fk";
--> statement-breakpoint
ALTER TABLE "rotations" DROP CONSTRAINT "rotations_certificate_file_id_uploaded_files_id_fk";
--> statement-breakpoint
ALTER TABLE "sit_ins" DROP CONSTRAINT "sit_ins_certificate_file_id_uploaded_files_id_fk";
--> statement-breakpoint
ALTER TABLE "user_goals" DROP CONSTRAINT "user_goals_certificate_file_id_uploaded_files_id_fk";
--> statement-breakpoint
ALTER TABLE "user_procedures" DROP CONSTRAINT "user_procedures_certificate_file_id_uploaded_files_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_item_idx" ON "certificates" USING btree ("user_id","item_kind","item_id");--> statement-breakpoint
-- Data migration (hand-written): every existing single link becomes a row of "certificates",
-- dated with the file's upload time, before the old columns are dropped.
INSERT INTO "certificates" ("file_id", "user_id", "item_kind", "item_id", "added_at")
SELECT l."file_id", l."user_id", l."item_kind", l."item_id", f."uploaded_at"
FROM (
	SELECT "certificate_file_id" AS "file_id", "user_id", 'goal' AS "item_kind", "goal_id" AS "item_id" FROM "user_goals"
	UNION ALL
	SELECT "certificate_file_id", "user_id", 'procedure', "procedure_id" FROM "user_procedures"
	UNION ALL
	SELECT "certificate_file_id", "user_id", 'rotation', "id" FROM "rotations"
	UNION ALL
	SELECT "certificate_file_id", "user_id", 'course', "id" FROM "courses"
	UNION ALL
	SELECT "certificate_file_id", "user_id", 'sit-in', "id" FROM "sit_ins"
) AS l
JOIN "uploaded_files" AS f ON f."id" = l."file_id"
WHERE l."file_id" IS NOT NULL
ON CONFLICT ("file_id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "certificate_file_id";--> statement-breakpoint
ALTER TABLE "rotations" DROP COLUMN "certificate_file_id";--> statement-breakpoint
ALTER TABLE "sit_ins" DROP COLUMN "certificate_file_id";--> statement-breakpoint
ALTER TABLE "user_goals" DROP COLUMN "certificate_file_id";--> statement-breakpoint
ALTER TABLE "user_procedures" DROP COLUMN "certificate_file_id";