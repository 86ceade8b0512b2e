CREATE TABLE "cohort_figures" (
	"doctor_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"computed_on" date,
	"figures" jsonb,
	"name_key" text,
	"search_name" text,
	"search_email" text,
	"st_model" text,
	"st_start_date" text,
	"st_end_date" text,
	"st_percent" integer,
	"goals_percent" double precision,
	"examinations_percent" double precision,
	"last_meeting_date" text,
	"uncertified_count" integer,
	"warning_count" integer,
	"warning_kinds" text[],
	"supervisor_ids" text[]
);
--> statement-breakpoint
ALTER TABLE "cohort_figures" ADD CONSTRAINT "cohort_figures_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_figures_name_idx" ON "cohort_figures" USING btree ("name_key" collate "C","doctor_id");--> statement-breakpoint
-- Decision 258: every write to what a doctor's cohort figures are worked out from marks the row
-- stale in its own transaction. The doctor ids come from the statement's transition tables, so a
-- plan applied in one statement marks its doctor once; a doctor deleted in the same statement
-- (the cascade) is left out.
CREATE FUNCTION "cohort_figures_mark_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO cohort_figures (doctor_id, version)
       SELECT DISTINCT s.d, 1 FROM (%s) s(d) WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = s.d)
     ON CONFLICT (doctor_id) DO UPDATE
       SET version = cohort_figures.version + 1, computed_on = NULL',
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
    ['supervisor_meetings', 'user_id'], ['absences', 'user_id'], ['credits', 'user_id'],
    ['certificates', 'user_id'], ['iup_revisions', 'st_doctor_id'],
    ['iup_follow_up_dates', 'st_doctor_id'], ['signing_rights_evaluations', 'st_doctor_id'],
    ['supervisor_assignments', 'st_doctor_id']
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION cohort_figures_mark_stale(%L)', t[1] || '_cohort_ins', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION cohort_figures_mark_stale(%L)', t[1] || '_cohort_upd', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION cohort_figures_mark_stale(%L)', t[1] || '_cohort_del', t[1], t[2]);
  END LOOP;
END $$;
--> statement-breakpoint
-- A doctor's name, e-mail, clinic (its warning limits), activity or role; a supervisor's name or
-- activity, which their doctors' rows show.
CREATE FUNCTION "cohort_figures_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cohort_figures (doctor_id, version)
    SELECT DISTINCT s.d, 1 FROM (
      SELECT NEW.id WHERE NEW.role = 'ST_DOCTOR' OR OLD.role = 'ST_DOCTOR'
      UNION SELECT a.st_doctor_id FROM supervisor_assignments a WHERE a.supervisor_id = NEW.id
    ) s(d)
  ON CONFLICT (doctor_id) DO UPDATE SET version = cohort_figures.version + 1, computed_on = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_cohort_upd" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.clinic_id IS DISTINCT FROM NEW.clinic_id OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION cohort_figures_user_changed();
--> statement-breakpoint
-- The examination catalogue (the matrix, the signing-rights names) and the portal's warning
-- limits concern every doctor; a clinic's limits, its doctors. Only when a row changed.
CREATE FUNCTION "cohort_figures_all_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT EXISTS (SELECT 1 FROM old_rows) INTO changed;
  ELSE
    SELECT EXISTS (SELECT 1 FROM new_rows) INTO changed;
  END IF;
  IF changed THEN
    UPDATE cohort_figures SET version = version + 1, computed_on = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['procedure_catalogue', 'warning_settings'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION cohort_figures_all_stale()', t || '_cohort_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION cohort_figures_all_stale()', t || '_cohort_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION cohort_figures_all_stale()', t || '_cohort_del', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cohort_figures_clinic_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clinic text;
BEGIN
  IF TG_OP = 'DELETE' THEN clinic := OLD.clinic_id; ELSE clinic := NEW.clinic_id; END IF;
  UPDATE cohort_figures f SET version = f.version + 1, computed_on = NULL
    FROM users u WHERE u.id = f.doctor_id AND u.clinic_id = clinic;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clinic_warning_settings_cohort" AFTER INSERT OR UPDATE OR DELETE ON "clinic_warning_settings"
  FOR EACH ROW EXECUTE FUNCTION cohort_figures_clinic_stale();
