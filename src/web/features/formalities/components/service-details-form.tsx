import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect } from "react";
import { ST_MODEL_LABELS, ST_MODELS, type StModel } from "@/shared/curriculum/goals";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { formatDurationYears } from "@/shared/rules/st-period";
import {
  ST_DURATION_MONTHS_MAX,
  ST_DURATION_MONTHS_MIN,
  type TFormalities,
  ZUpdateFormalitiesRequestSchema,
} from "@/shared/schemas/formalities";
import { useRestoredDraft, useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { toast } from "@/web/lib/toasts";
import { useUpdateFormalities } from "../api/update-formalities";
import { SectionCard } from "./section-card";

interface ServiceDetailsFormProps {
  doctorId: string;
  formalities: TFormalities;
  canEdit: boolean;
  canChangeModel: boolean;
}

interface ServiceDetailsValues {
  stModel: StModel;
  stStartDate: string;
  stDurationMonths: number | string;
  headOfDepartment: string;
  directorOfStudies: string;
}

const resolver = schemaResolver(ZUpdateFormalitiesRequestSchema, { sync: true });
const MODEL_OPTIONS = ST_MODELS.map((m) => ({ value: m, label: ST_MODEL_LABELS[m] }));

function savedValues(f: TFormalities): ServiceDetailsValues {
  return {
    stModel: f.stModel,
    stStartDate: f.stStartDate,
    stDurationMonths: f.stDurationMonths,
    headOfDepartment: f.headOfDepartment,
    directorOfStudies: f.directorOfStudies,
  };
}

/** The service details; one form per ST doctor (remounted when another doctor is selected). */
export function ServiceDetailsForm(props: ServiceDetailsFormProps) {
  return <ServiceDetailsFields key={props.doctorId} {...props} />;
}

function ServiceDetailsFields({
  doctorId,
  formalities,
  canEdit,
  canChangeModel,
}: ServiceDetailsFormProps) {
  const save = useUpdateFormalities(doctorId);
  const form = useForm<ServiceDetailsValues>({
    mode: "controlled",
    initialValues: savedValues(formalities),
    validate: (values) => resolver(values),
  });

  const draftKey = `formalities:${doctorId}`;
  useUnsavedChanges(canEdit && (form.isDirty() || save.isPending), {
    key: draftKey,
    value: form.values,
  });
  // Values saved elsewhere (another tab, a supervisor) replace an untouched form; what the user is
  // typing, or typed into a save that failed, is never overwritten.
  const saved = savedValues(formalities);
  const savedKey = JSON.stringify(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the saved values counts
  useEffect(() => {
    if (!form.isDirty()) {
      form.setValues(saved);
      form.resetDirty(saved);
    }
  }, [savedKey]);

  // What was typed before the session ended comes back, over the saved values set just above.
  const draft = useRestoredDraft<ServiceDetailsValues>(draftKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (draft) form.setValues(draft);
  }, []);

  const submit = form.onSubmit(
    (values) => {
      const parsed = ZUpdateFormalitiesRequestSchema.safeParse(values);
      if (parsed.success) {
        save.mutate(parsed.data, { onSuccess: () => form.resetDirty(values) });
      }
    },
    (errors) => {
      // The spec's check before saving: a model must be chosen.
      if (errors.stModel) toast.warning(RECORD_MESSAGES.modelRequired);
    },
  );

  const duration = Number(form.values.stDurationMonths);
  const modelHint = canChangeModel
    ? undefined
    : formalities.isModelLocked
      ? M.modelLockedHint
      : M.modelNoPermission;
  const readOnly = !canEdit;

  return (
    <SectionCard
      id="service-details-title"
      title={M.serviceTitle}
      hint={readOnly ? M.readOnly : undefined}
    >
      <form onSubmit={submit} noValidate aria-labelledby="service-details-title">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={M.model}
              data={MODEL_OPTIONS}
              disabled={!canChangeModel || readOnly}
              description={modelHint}
              required
              {...form.getInputProps("stModel")}
            />
            <TextInput
              label={M.startDate}
              type="date"
              required
              readOnly={readOnly}
              {...form.getInputProps("stStartDate")}
            />
            <NumberInput
              label={M.duration}
              min={ST_DURATION_MONTHS_MIN}
              max={ST_DURATION_MONTHS_MAX}
              // Out-of-range input stays as typed so the check can say why it is refused.
              clampBehavior="none"
              allowDecimal={false}
              description={
                Number.isFinite(duration) && duration > 0
                  ? M.durationYears(formatDurationYears(duration))
                  : undefined
              }
              readOnly={readOnly}
              {...form.getInputProps("stDurationMonths")}
            />
            <TextInput
              label={M.headOfDepartment}
              readOnly={readOnly}
              {...form.getInputProps("headOfDepartment")}
            />
            <TextInput
              label={M.directorOfStudies}
              readOnly={readOnly}
              {...form.getInputProps("directorOfStudies")}
            />
          </SimpleGrid>
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {M.save}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </SectionCard>
  );
}
