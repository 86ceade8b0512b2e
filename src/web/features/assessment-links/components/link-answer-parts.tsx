import { Alert, Button, Group, TextInput, type TextInputProps, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { TAnswerAssessmentLink } from "@/shared/schemas/assessment-links";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { ASSESSMENT_LINK_UI_MESSAGES as M } from "@/web/lib/messages/assessment-links";
import { useAnswerLink } from "../api/links";

type LinkAnswer = ReturnType<typeof useAnswerLink>;

/**
 * Sends a link's answer once however often it is tapped; a refusal that names a field shows at
 * that field, and what was typed stays.
 */
export function useLinkAnswerSubmit<Values>(
  form: UseFormReturnType<Values>,
  toAnswer: (values: Values) => TAnswerAssessmentLink,
) {
  const answer = useAnswerLink();
  const submit = form.onSubmit((values) => {
    if (answer.isPending) return;
    answer.mutate(toAnswer(values), {
      onError: (error) => {
        if (isApiError(error) && error.field) form.setFieldError(error.field, error.message);
      },
    });
  });
  return { answer, submit };
}

/** The end of every link's form: a refusal that names no field, then the wide send button. */
export function AnswerFooter({ answer, label }: { answer: LinkAnswer; label: string }) {
  const refusedWithoutField =
    answer.isError && !(isApiError(answer.error) && answer.error.field !== undefined);
  return (
    <>
      {refusedWithoutField ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(answer.error, M.sendFailed)}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" size="md" fullWidth loading={answer.isPending}>
          {label}
        </Button>
      </Group>
    </>
  );
}

/** 'Om dig' and the name: every link's form first asks who answers. */
export function AboutYou({ nameInput }: { nameInput: TextInputProps }) {
  return (
    <>
      <Title order={2} fz="lg">
        {M.aboutYou}
      </Title>
      <TextInput label={M.assessorName} required autoComplete="name" {...nameInput} />
    </>
  );
}
