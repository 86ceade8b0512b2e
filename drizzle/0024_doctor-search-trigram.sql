-- Decision 262: the searches' folded name and address, with trigram indexes. pg_trgm is a trusted
-- extension (PostgreSQL 13 and later), which the database's owner may create; the embedded
-- database loads it in every client (src/server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower("users"."name"), 'ÅÄÖÉÈÜ', 'åäöéèü')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_email" text GENERATED ALWAYS AS (translate(lower("users"."email"), 'ÅÄÖÉÈÜ', 'åäöéèü')) STORED;--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_email_idx" ON "users" USING gin ("search_email" gin_trgm_ops) WITH (fastupdate=false);