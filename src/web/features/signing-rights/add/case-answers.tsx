import type { UseFormReturnType } from "@mantine/form";
import { SIGNING_RIGHTS_MESSAGES as S } from "@/shared/messages/signing-rights";
import {
  CASE_DIFFICULTIES,
  CONFIDENCE_LEVELS,
  EVALUATION_RESULTS,
} from "@/shared/rules/signing-rights";
import { SIGNING_RIGHTS_ADD_MESSAGES as M } from "@/web/lib/messages/signing-rights-add";
import { AnswerRadios } from "./answer-radios";
import type { AssessmentFormValues } from "./assessment-values";

/** The three required answers about the case: result, difficulty and the doctor's confidence. */
export function CaseAnswers({ form }: { form: UseFormReturnType<AssessmentFormValues> }) {
  const { values, errors } = form;
  return (
    <>
      <AnswerRadios
        label={M.result}
        values={EVALUATION_RESULTS}
        labels={S.resultLabels}
        value={values.evaluationResult}
        error={errors.evaluationResult}
        onChange={(v) => form.setFieldValue("evaluationResult", v)}
      />
      <AnswerRadios
        label={M.difficulty}
        values={CASE_DIFFICULTIES}
        labels={S.difficultyLabels}
        value={values.caseDifficulty}
        error={errors.caseDifficulty}
        onChange={(v) => form.setFieldValue("caseDifficulty", v)}
      />
      <AnswerRadios
        label={M.confidence}
        values={CONFIDENCE_LEVELS}
        labels={S.confidenceLabels}
        value={values.stDoctorConfidence}
        error={errors.stDoctorConfidence}
        onChange={(v) => form.setFieldValue("stDoctorConfidence", v)}
      />
    </>
  );
}
