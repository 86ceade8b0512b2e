DROP INDEX "supervisor_meetings_user_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "supervisor_meetings_user_date_idx" ON "supervisor_meetings" USING btree ("user_id","date");