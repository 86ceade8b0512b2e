import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMemo, useState } from "react";
import type { StModel } from "@/shared/curriculum/goal-models";
import {
  ASSESSMENT_FORMS,
  ASSESSOR_ROLE_LABELS,
  ASSESSOR_ROLES,
  type AssessmentKind,
  CASE_DIFFICULTY_LABELS,
  CASE_DIFFICULTY_LEVELS,
} from "@/shared/rules/structured-assessment-forms";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import {
  type TStructuredAssessment,
  ZCreateStructuredAssessmentRequestSchema,
} from "@/shared/schemas/structured-assessments";
import { ActivityGoalsSelect } from "@/web/entities/goal/components/activity-goals-select";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { isStaleWrite } from "@/web/entities/record/api/reload-record";
import { StaleWriteAlert } from "@/web/entities/record/components/stale-write-alert";
import { useFormKey } from "@/web/hooks/use-form-key";
import { formatDate } from "@/web/lib/dates";
import { STRUCTURED_ASSESSMENT_UI_MESSAGES as M } from "@/web/lib/messages/structured-assessments";
import { forgetDraft, isOffline, keepOffline, knownOffline } from "@/web/lib/offline-drafts/keep";
import { useSession } from "@/web/lib/session";
import {
  useCreateStructuredAssessment,
  useUpdateStructuredAssessment,
} from "../api/write-assessments";
import {
  type AssessmentFormValues,
  emptyValues,
  todayInSweden,
  toRequest,
  valuesOf,
} from "../form-values";
import { DomainRatings } from "./domain-ratings";

const resolver = schemaResolver(ZCreateStructuredAssessmentRequestSchema, { sync: true });

interface AssessmentFormModalProps {
  doctorId: string;
  goalModel: StModel;
  /** What the dialog is for: a new one of a kind, or one to change; null when closed. */
  target: {
    kind: AssessmentKind;
    assessment?: TStructuredAssessment | undefined;
    /** A draft kept on the device, opened again: its values and its key. */
    draft?: TOfflineDraft | undefined;
  } | null;
  onClose: () => void;
  /** 'Ladda om' after a stale save: the assessment as saved now, or undefined when it is gone. */
  reload: (id: string) => Promise<TStructuredAssessment | undefined>;
}

export function AssessmentFormModal({ target, onClose, ...props }: AssessmentFormModalProps) {
  const title = target
    ? (target.assessment ? M.editTitle : M.addTitle)(ASSESSMENT_FORMS[target.kind].name)
    : "";
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      {target ? (
        // Keyed, so each opening starts from its own values and its own idempotency key.
        <AssessmentForm
          key={target.draft?.key ?? target.assessment?.id ?? target.kind}
          kind={target.kind}
          assessment={target.assessment}
          draft={target.draft}
          onDone={onClose}
          {...props}
        />
      ) : null}
    </Modal>
  );
}

function AssessmentForm({
  doctorId,
  goalModel,
  kind,
  assessment,
  onDone,
  reload,
  draft,
}: Omit<AssessmentFormModalProps, "target" | "onClose"> & {
  kind: AssessmentKind;
  assessment: TStructuredAssessment | undefined;
  draft?: TOfflineDraft | undefined;
  onDone: () => void;
}) {
  const definition = ASSESSMENT_FORMS[kind];
  const [today] = useState(todayInSweden);
  const [version, setVersion] = useState(assessment?.version ?? 0);
  const [stale, setStale] = useState<"stale" | "reloaded" | null>(null);
  const opened = useFormKey();
  const formKey = draft?.key ?? opened.key;
  const userId = useSession().data?.user.id;
  const create = useCreateStructuredAssessment(doctorId);
  const update = useUpdateStructuredAssessment(doctorId);
  const saving = create.isPending || update.isPending;
  const form = useForm<AssessmentFormValues>({
    mode: "controlled",
    initialValues: assessment
      ? valuesOf(assessment)
      : // A draft's values are what this form kept; the server checks them again on save.
        { ...emptyValues(kind, today), ...(draft?.values as Partial<AssessmentFormValues>) },
    validate: (values) => {
      // The schema checks the ratings only once the rest is valid; each unanswered domain is
      // named under itself at once.
      const { ratings: ratingsError, ...errors } = resolver(toRequest(kind, values));
      const unanswered = definition.domains.filter((d) => values.ratings[d.id] === "");
      for (const domain of unanswered) errors[`ratings.${domain.id}`] = M.ratingRequired;
      return unanswered.length === 0 && ratingsError
        ? { ...errors, ratings: ratingsError }
        : errors;
    },
  });
  const catalogue = useProcedureCatalogue();
  const examinationOptions = useMemo(() => {
    const inUse = (catalogue.data ?? []).map((p) => ({ value: p.id, label: p.name }));
    // One linked before it was retired stays listed, by its id, so a save keeps it.
    const missing = form.values.examinationIds
      .filter((id) => !inUse.some((o) => o.value === id))
      .map((id) => ({ value: id, label: id }));
    return [...inUse, ...missing];
  }, [catalogue.data, form.values.examinationIds]);

  const submit = form.onSubmit((values) => {
    if (saving) return;
    const request = toRequest(kind, values);
    if (assessment) {
      update.mutate(
        { id: assessment.id, request: { ...request, version } },
        {
          onSuccess: onDone,
          onError: (error) => {
            if (isStaleWrite(error)) setStale("stale");
          },
        },
      );
    } else {
      const keep = () => {
        if (!userId) return false;
        void keepOffline({
          userId,
          kind: "structured-assessment",
          doctorId,
          key: formKey,
          label: `${definition.name} ${formatDate(request.date)}`,
          body: request,
          values,
        }).then((kept) => {
          if (kept) onDone();
        });
        return true;
      };
      if (knownOffline() && keep()) return;
      create.mutate(
        { request, key: formKey },
        {
          onSuccess: () => {
            if (userId) forgetDraft(userId, formKey);
            onDone();
          },
          onError: (error) => {
            if (isOffline(error)) keep();
          },
        },
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={definition.name}>
      <Stack gap="md">
        <Text fz="sm">{definition.explanation}</Text>
        <StaleWriteAlert
          state={stale}
          onReload={async () => {
            if (!assessment) return;
            const fresh = await reload(assessment.id);
            if (!fresh) {
              onDone();
              return;
            }
            // What was typed is kept; the save is now based on the version saved meanwhile.
            setVersion(fresh.version);
            setStale("reloaded");
          }}
        />
        <TextInput
          label={M.date}
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
        <Radio.Group label={M.difficulty} required {...form.getInputProps("caseDifficulty")}>
          <Group gap="md" mt={4} wrap="wrap">
            {CASE_DIFFICULTY_LEVELS.map((level) => (
              <Radio key={level} value={level} label={CASE_DIFFICULTY_LABELS[level]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={M.strengths}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps("strengths")}
        />
        <Textarea
          label={M.suggestions}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps("suggestions")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={M.assessorName}
            required
            autoComplete="off"
            {...form.getInputProps("assessorName")}
          />
          <Select
            label={M.assessorRole}
            required
            allowDeselect={false}
            data={ASSESSOR_ROLES.map((role) => ({
              value: role,
              label: ASSESSOR_ROLE_LABELS[role],
            }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("assessorRole")}
            value={form.values.assessorRole === "" ? null : form.values.assessorRole}
            onChange={(role) => form.setFieldValue("assessorRole", (role ?? "") as never)}
          />
        </SimpleGrid>
        <ActivityGoalsSelect
          model={goalModel}
          kind="clinical"
          value={form.values.goalIds}
          onChange={(ids) => form.setFieldValue("goalIds", ids)}
          error={form.errors.goalIds}
        />
        <MultiSelect
          label={M.examinations}
          description={M.examinationsHint}
          data={examinationOptions}
          searchable
          clearable
          nothingFoundMessage={M.examinationsNothingFound}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={280}
          {...form.getInputProps("examinationIds")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {M.cancel}
          </Button>
          {/* `loading` also disables it: one save at a time. */}
          <Button type="submit" loading={saving}>
            {M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
