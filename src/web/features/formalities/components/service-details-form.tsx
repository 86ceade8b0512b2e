import { NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, type UseFormReturnType, useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { ST_MODEL_LABELS, ST_MODELS } from "@/shared/curriculum/goal-models";
import { SPECIALTIES, SPECIALTY_LABELS } from "@/shared/curriculum/specialties";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import type { RecordedGoal } from "@/shared/rules/model-lock";
import { formatDurationYears } from "@/shared/rules/st-period";
import {
  ST_DURATION_MONTHS_MAX,
  ST_DURATION_MONTHS_MIN,
  type TFormalities,
  type TUpdateFormalitiesRequest,
  ZUpdateFormalitiesRequestSchema,
} from "@/shared/schemas/formalities";
import { FormActions } from "@/web/components/form-actions";
import { SectionCard } from "@/web/components/section-card";
import { useStaleWrite } from "@/web/entities/record/api/use-stale-write";
import {
  StaleWriteAlert,
  savedValueHint,
} from "@/web/entities/record/components/stale-write-alert";
import { useRestoredDraft, useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { toast } from "@/web/lib/toasts";
import { useUpdateFormalities } from "../api/update-formalities";
import { ModelSwitchDialog } from "./model-switch-dialog";
import {
  changedFields,
  goalsHiddenBySave,
  modelFixedHint,
  type ServiceDetailsField,
  type ServiceDetailsValues,
  savedValues,
  shownValue,
  specialtyFixedHint,
} from "./service-details-values";

interface ServiceDetailsFormProps {
  doctorId: string;
  formalities: TFormalities;
  canEdit: boolean;
  canChangeModel: boolean;
  /** The recorded goals, to warn before a model switch hides some of them. */
  goals: readonly RecordedGoal[];
}

const resolver = schemaResolver(ZUpdateFormalitiesRequestSchema, { sync: true });
const MODEL_OPTIONS = ST_MODELS.map((m) => ({ value: m, label: ST_MODEL_LABELS[m] }));
const SPECIALTY_OPTIONS = SPECIALTIES.map((s) => ({ value: s, label: SPECIALTY_LABELS[s] }));

/** The service details; one form per ST doctor (remounted when another doctor is selected). */
export function ServiceDetailsForm(props: ServiceDetailsFormProps) {
  return <ServiceDetailsFields key={props.doctorId} {...props} />;
}

function ServiceDetailsFields({
  doctorId,
  formalities,
  canEdit,
  canChangeModel,
  goals,
}: ServiceDetailsFormProps) {
  const save = useUpdateFormalities(doctorId);
  const staleWrite = useStaleWrite<ServiceDetailsValues>(doctorId);
  const reloaded = staleWrite.saved;
  // A save waiting for the confirmation of a model switch that hides recorded goals.
  const [pending, setPending] = useState<{
    body: TUpdateFormalitiesRequest;
    values: ServiceDetailsValues;
    hidden: RecordedGoal[];
  } | null>(null);
  const draftKey = `formalities:${doctorId}`;
  // What was typed before the session ended comes back instead of the saved values, as unsaved.
  const draft = useRestoredDraft<ServiceDetailsValues>(draftKey);
  const form = useForm<ServiceDetailsValues>({
    mode: "controlled",
    // A draft from before specialties existed takes the saved specialty.
    initialValues: draft ? { ...savedValues(formalities), ...draft } : savedValues(formalities),
    initialDirty: draft ? changedFields(draft, savedValues(formalities)) : undefined,
    validate: (values) => resolver(values),
  });

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

  function saveValues(body: TUpdateFormalitiesRequest, values: ServiceDetailsValues) {
    save.mutate(body, {
      onSuccess: ({ version }) => {
        form.setFieldValue("version", version);
        form.resetDirty({ ...values, version });
        staleWrite.clear();
      },
      onError: staleWrite.onError,
    });
  }

  const submit = form.onSubmit(
    (values) => {
      const parsed = ZUpdateFormalitiesRequestSchema.safeParse(values);
      if (!parsed.success) return;
      const hidden = goalsHiddenBySave(formalities.stModel, parsed.data.stModel, goals);
      if (hidden.length > 0) setPending({ body: parsed.data, values, hidden });
      else saveValues(parsed.data, values);
    },
    (errors) => {
      // The spec's check before saving: a model must be chosen.
      if (errors.stModel) toast.warning(RECORD_MESSAGES.modelRequired);
    },
  );

  /** 'Ladda om': the server's version is taken, what the user typed stays. */
  async function reload() {
    const fresh = await staleWrite.reload((record) => savedValues(record.formalities));
    if (fresh) form.setFieldValue("version", fresh.version);
  }
  const hint = (field: ServiceDetailsField) =>
    savedValueHint(
      reloaded ? shownValue(reloaded, field) : undefined,
      shownValue(form.values, field),
    );
  const readOnly = !canEdit;

  return (
    <SectionCard
      id="service-details-title"
      title={M.serviceTitle}
      hint={readOnly ? M.readOnly : undefined}
    >
      <form onSubmit={submit} noValidate aria-labelledby="service-details-title">
        <Stack gap="sm">
          <ServiceDetailsInputs
            form={form}
            readOnly={readOnly}
            modelHint={modelFixedHint(canChangeModel, formalities.isModelLocked)}
            specialtyHint={specialtyFixedHint(canChangeModel, formalities.isSpecialtyLocked)}
            hint={hint}
          />
          <StaleWriteAlert state={staleWrite.state} onReload={reload} />
          {canEdit ? <FormActions saveLabel={M.save} busy={save.isPending} /> : null}
        </Stack>
      </form>
      <ModelSwitchDialog
        hidden={pending?.hidden ?? []}
        onConfirm={() => {
          if (pending) {
            saveValues(pending.body, pending.values);
          }
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </SectionCard>
  );
}

interface ServiceDetailsInputsProps {
  form: UseFormReturnType<ServiceDetailsValues>;
  readOnly: boolean;
  /** Why the model cannot be changed, when it cannot (the field is then disabled). */
  modelHint: string | undefined;
  /** Why the specialty cannot be changed, when it cannot (the field is then disabled). */
  specialtyHint: string | undefined;
  /** The saved value under a field after 'Ladda om', where it differs from what was typed. */
  hint: (field: ServiceDetailsField) => string | undefined;
}

/** Model, start, length and the two key persons, each with its saved value when it differs. */
function ServiceDetailsInputs({
  form,
  readOnly,
  modelHint,
  specialtyHint,
  hint,
}: ServiceDetailsInputsProps) {
  const duration = Number(form.values.stDurationMonths);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect
        label={M.model}
        data={MODEL_OPTIONS}
        disabled={modelHint !== undefined || readOnly}
        description={modelHint ?? hint("stModel")}
        required
        {...form.getInputProps("stModel")}
      />
      <NativeSelect
        label={M.specialty}
        data={SPECIALTY_OPTIONS}
        disabled={specialtyHint !== undefined || readOnly}
        description={specialtyHint ?? hint("specialty")}
        required
        {...form.getInputProps("specialty")}
      />
      <TextInput
        label={M.startDate}
        type="date"
        required
        readOnly={readOnly}
        description={hint("stStartDate")}
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
          hint("stDurationMonths") ??
          (Number.isFinite(duration) && duration > 0
            ? M.durationYears(formatDurationYears(duration))
            : undefined)
        }
        readOnly={readOnly}
        {...form.getInputProps("stDurationMonths")}
      />
      <TextInput
        label={M.headOfDepartment}
        readOnly={readOnly}
        description={hint("headOfDepartment")}
        {...form.getInputProps("headOfDepartment")}
      />
      <TextInput
        label={M.directorOfStudies}
        readOnly={readOnly}
        description={hint("directorOfStudies")}
        {...form.getInputProps("directorOfStudies")}
      />
    </SimpleGrid>
  );
}
