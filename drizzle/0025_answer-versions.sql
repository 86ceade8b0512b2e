CREATE TABLE "doctor_versions" (
	"doctor_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_versions" ADD CONSTRAINT "doctor_versions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 256: every write to a doctor's data bumps the doctor's version in its own transaction.
-- The ids come from the statement's transition tables, so a plan applied in one statement bumps its
-- doctor once; an id whose user is gone (the cascade of a deleted user) is left out.
CREATE FUNCTION "doctor_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO doctor_versions (doctor_id, version)
       SELECT DISTINCT s.d, 1 FROM (%s) s(d)
       WHERE s.d IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = s.d)
     ON CONFLICT (doctor_id) DO UPDATE SET version = doctor_versions.version + 1',
    CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', TG_ARGV[0])
      WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', TG_ARGV[0])
      ELSE format('SELECT %I FROM new_rows UNION SELECT %I FROM old_rows', TG_ARGV[0], TG_ARGV[0])
    END);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['formalities', 'user_id'], ['user_goals', 'user_id'], ['user_procedures', 'user_id'],
    ['rotations', 'user_id'], ['courses', 'user_id'], ['sit_ins', 'user_id'],
    ['supervisor_meetings', 'user_id'], ['meeting_actions', 'user_id'], ['absences', 'user_id'],
    ['credits', 'user_id'], ['development_works', 'user_id'], ['st_projects', 'user_id'],
    ['uploaded_files', 'owner_id'], ['certificates', 'user_id'],
    ['signing_rights_evaluations', 'st_doctor_id'], ['specialist_evaluations', 'st_doctor_id'],
    ['supervisor_assignments', 'st_doctor_id'], ['structured_assessments', 'st_doctor_id'],
    ['iup_revisions', 'st_doctor_id'], ['iup_follow_up_dates', 'st_doctor_id'],
    ['assessment_requests', 'st_doctor_id'], ['application_certificates', 'user_id'],
    ['application_certificate_activities', 'user_id'], ['plan_template_applications', 'user_id'],
    ['audit_log', 'subject_user_id']
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION doctor_versions_bump(%L)', t[1] || '_version_ins', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION doctor_versions_bump(%L)', t[1] || '_version_upd', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION doctor_versions_bump(%L)', t[1] || '_version_del', t[1], t[2]);
  END LOOP;
END $$;
--> statement-breakpoint
-- What is shared: any statement that changed a row bumps the one shared version.
CREATE FUNCTION "shared_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT EXISTS (SELECT 1 FROM old_rows) INTO changed;
  ELSE
    SELECT EXISTS (SELECT 1 FROM new_rows) INTO changed;
  END IF;
  IF changed THEN
    INSERT INTO shared_version (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = shared_version.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'users', 'clinics', 'clinic_memberships', 'supervisor_assignments', 'procedure_catalogue',
    'goal_catalogue', 'warning_settings', 'clinic_warning_settings', 'certificate_forms',
    'clinic_plan_templates', 'oidc_identities'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION shared_version_bump()', t || '_shared_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION shared_version_bump()', t || '_shared_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION shared_version_bump()', t || '_shared_del', t);
  END LOOP;
END $$;
