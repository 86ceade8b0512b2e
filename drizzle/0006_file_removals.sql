CREATE TABLE "file_removals" (
	"storage_path" text PRIMARY KEY NOT NULL,
	"noted" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): every deleted file row leaves a note of its
-- bytes, in the deleting transaction, for the store sweep to finish (decision 140).
CREATE FUNCTION "note_file_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "file_removals" ("storage_path") VALUES (OLD."storage_path") ON CONFLICT DO NOTHING;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "uploaded_files_note_removal" AFTER DELETE ON "uploaded_files"
	FOR EACH ROW EXECUTE FUNCTION "note_file_removal"();
