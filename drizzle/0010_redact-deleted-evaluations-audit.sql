-- Evaluations and assessments deleted before decision 168 left their comments, notes, examination
-- IDs and specialists' names in the audit log. Strip those entries down to their ids, as a
-- deletion now does in its own transaction.
UPDATE "audit_log" SET
	"before" = CASE WHEN jsonb_typeof("before") = 'object' THEN (
		SELECT jsonb_object_agg(key, value) FROM jsonb_each("before")
		WHERE key IN ('id', 'evaluationId', 'stDoctorId', 'procedureType', 'assessmentsRemoved')
	) END,
	"after" = CASE WHEN jsonb_typeof("after") = 'object' THEN (
		SELECT jsonb_object_agg(key, value) FROM jsonb_each("after")
		WHERE key IN ('id', 'evaluationId', 'stDoctorId', 'procedureType', 'assessmentsRemoved')
	) END
WHERE ("entity" = 'signing-rights-evaluation'
		AND NOT EXISTS (SELECT 1 FROM "signing_rights_evaluations" e WHERE e."id" = "audit_log"."entity_id"))
	OR ("entity" = 'signing-rights-assessment'
		AND NOT EXISTS (SELECT 1 FROM "specialist_evaluations" s WHERE s."id" = "audit_log"."entity_id"));
