ALTER TABLE "application_certificates" ADD COLUMN "signer_via_request_id" text;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD COLUMN "certificate_activity" text;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD COLUMN "certificate_label" text;--> statement-breakpoint
ALTER TABLE "application_certificates" ADD CONSTRAINT "application_certificates_signer_via_request_id_assessment_requests_id_fk" FOREIGN KEY ("signer_via_request_id") REFERENCES "public"."assessment_requests"("id") ON DELETE set null ON UPDATE no action;