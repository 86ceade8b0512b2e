import { Alert, Anchor, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import {
  type TGoalCatalogueEntry,
  type TUpdateGoalDefinitionRequest,
  ZUpdateGoalDefinitionRequestSchema,
} from "@/shared/schemas/goal-catalogue";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import type { FieldError } from "./use-catalogue-editing";

interface GoalEntryModalProps {
  /** The goal being corrected; the modal is closed while this is undefined. */
  goal: TGoalCatalogueEntry | undefined;
  busy: boolean;
  /** A server error tied to one field (the API's `field`), shown under that field. */
  fieldError?: FieldError | undefined;
  onSubmit: (values: TUpdateGoalDefinitionRequest) => void;
  onClose: () => void;
}

const LIST_FIELDS = [
  "recommendedActivities",
  "competenceRequirements",
  "followUp",
  "generalAdvice",
] as const;
type ListField = (typeof LIST_FIELDS)[number];

type FormValues = { title: string; description: string } & Record<ListField, string>;

const toLines = (text: string) => text.split(/\r?\n/);

/** The request for the values as typed; lists are one line per item. */
export function toGoalRequest(values: FormValues) {
  return ZUpdateGoalDefinitionRequestSchema.safeParse({
    title: values.title,
    description: values.description,
    ...Object.fromEntries(LIST_FIELDS.map((f) => [f, toLines(values[f])])),
  });
}

export function GoalEntryModal(props: GoalEntryModalProps) {
  return (
    <FormModal
      opened={props.goal !== undefined}
      onClose={props.onClose}
      title={props.goal ? `${M.editGoalTitle} ${props.goal.id}` : M.editGoalTitle}
      size="xl"
    >
      {props.goal ? <GoalForm {...props} goal={props.goal} /> : null}
    </FormModal>
  );
}

function GoalForm({
  goal,
  busy,
  fieldError,
  onSubmit,
  onClose,
}: GoalEntryModalProps & { goal: TGoalCatalogueEntry }) {
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      title: goal.title,
      description: goal.description,
      recommendedActivities: goal.recommendedActivities.join("\n"),
      competenceRequirements: goal.competenceRequirements.join("\n"),
      followUp: goal.followUp.join("\n"),
      generalAdvice: goal.generalAdvice.join("\n"),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error should land
  useEffect(() => {
    if (fieldError) form.setFieldError(fieldError.field.split(".")[0]!, fieldError.message);
  }, [fieldError]);

  function submit(values: FormValues) {
    const parsed = toGoalRequest(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.setFieldError(String(issue?.path[0] ?? "title"), issue?.message ?? "");
      return;
    }
    onSubmit(parsed.data);
  }

  const list = (field: ListField, label: string) => (
    <Textarea
      label={label}
      description={M.oneLinePerItem}
      autosize
      minRows={2}
      maxRows={10}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        {goal.reviewNote ? (
          <Alert color="orange" variant="light" title={M.reviewNoteTitle}>
            {goal.reviewNote}
          </Alert>
        ) : null}
        <Text fz="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {M.source}:{" "}
          {/^https?:\/\//.test(goal.source) ? (
            <Anchor href={goal.source} target="_blank" rel="noopener noreferrer" fz="xs">
              {goal.source}
            </Anchor>
          ) : (
            goal.source
          )}
        </Text>
        <TextInput label={M.goalTitle} required data-autofocus {...form.getInputProps("title")} />
        <Textarea
          label={M.goalDescription}
          description={M.goalDescriptionHint}
          required
          autosize
          minRows={4}
          maxRows={14}
          {...form.getInputProps("description")}
        />
        {list("competenceRequirements", M.goalRequirements)}
        {list("recommendedActivities", M.goalActivities)}
        {list("followUp", M.goalFollowUp)}
        {list("generalAdvice", M.goalAdvice)}
        <FormActions saveLabel={M.save} busy={busy} onCancel={onClose} mt="sm" />
      </Stack>
    </form>
  );
}
