import { Radio, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import {
  ASSESSMENT_FORMS,
  ASSESSOR_ROLE_LABELS,
  ASSESSOR_ROLES,
  type AssessmentKind,
  CASE_DIFFICULTY_LABELS,
  CASE_DIFFICULTY_LEVELS,
} from "@/shared/rules/structured-assessment-forms";
import {
  type TAnswerStructuredLink,
  ZAnswerStructuredLinkSchema,
} from "@/shared/schemas/assessment-links";
import {
  type AssessmentFormValues,
  DomainRatings,
  emptyValues,
  todayInSweden,
  toRequest,
} from "@/web/features/structured-assessments";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as S } from "@/web/lib/messages/structured-assessments";
import { AboutYou, AnswerFooter, useLinkAnswerSubmit } from "./link-answer-parts";

const resolver = schemaResolver(ZAnswerStructuredLinkSchema, { sync: true });

type Values = AssessmentFormValues & { assessorWorkplace: string };

/**
 * A Mini-CEX, DOPS or CbD answered by link: the structured form's own domains, scale and rules
 * (decision 227), with who the assessor is and where they work. The delmål and examination are
 * the request's, so the page names them instead of asking.
 */
export function StructuredAnswerForm({
  token,
  clientKey,
  kind,
  header,
  onSent,
}: {
  token: string;
  clientKey: string;
  kind: AssessmentKind;
  header: React.ReactNode;
  onSent: React.ReactNode;
}) {
  const definition = ASSESSMENT_FORMS[kind];
  const [today] = useState(todayInSweden);
  const toAnswer = (values: Values): TAnswerStructuredLink => {
    const { goalIds: _g, examinationIds: _e, ...fields } = toRequest(kind, values);
    return { ...fields, kind, token, clientKey, assessorWorkplace: values.assessorWorkplace };
  };
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { ...emptyValues(kind, today), assessorWorkplace: "" },
    validate: (values) => resolver(toAnswer(values)),
  });
  const { answer, submit } = useLinkAnswerSubmit(form, toAnswer);

  if (answer.isSuccess) return onSent;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="link-answer-title">
      <Stack gap="md">
        {header}
        <AboutYou nameInput={form.getInputProps("assessorName")} />
        <Select
          label={M.assessorRole}
          required
          allowDeselect={false}
          data={ASSESSOR_ROLES.map((role) => ({ value: role, label: ASSESSOR_ROLE_LABELS[role] }))}
          {...form.getInputProps("assessorRole")}
          value={form.values.assessorRole === "" ? null : form.values.assessorRole}
          onChange={(role) => form.setFieldValue("assessorRole", (role ?? "") as never)}
        />
        <TextInput
          label={M.assessorWorkplace}
          required
          autoComplete="organization"
          {...form.getInputProps("assessorWorkplace")}
        />
        <Title order={2} fz="lg">
          {definition.name}
        </Title>
        <Text fz="sm">{definition.explanation}</Text>
        <TextInput
          label={S.date}
          type="date"
          required
          max={today}
          {...form.getInputProps("date")}
        />
        <DomainRatings
          domains={definition.domains}
          ratings={form.values.ratings}
          errors={form.errors}
          onRate={(domainId, value) => form.setFieldValue(`ratings.${domainId}`, value)}
        />
        <Radio.Group label={S.difficulty} required {...form.getInputProps("caseDifficulty")}>
          <Stack gap="sm" mt="xs">
            {CASE_DIFFICULTY_LEVELS.map((level) => (
              <Radio key={level} value={level} label={CASE_DIFFICULTY_LABELS[level]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label={S.strengths} autosize minRows={2} {...form.getInputProps("strengths")} />
        <Textarea
          label={S.suggestions}
          autosize
          minRows={2}
          {...form.getInputProps("suggestions")}
        />
        <AnswerFooter answer={answer} label={M.send} />
      </Stack>
    </form>
  );
}
