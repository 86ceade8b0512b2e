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
import { useEffect, useState } from "react";
import {
  isGoalModel,
  ST_MODEL_LABELS,
  ST_MODELS,
  type StModel,
} from "@/shared/curriculum/goal-models";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { goalsHiddenByModelSwitch, type RecordedGoal } from "@/shared/rules/model-lock";
import { formatDurationYears } from "@/shared/rules/st-period";
import {
  ST_DURATION_MONTHS_MAX,
  ST_DURATION_MONTHS_MIN,
  type TFormalities,
  type TUpdateFormalitiesRequest,
  ZUpdateFormalitiesRequestSchema,
} from "@/shared/schemas/formalities";
import { useRestoredDraft, useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { toast } from "@/web/lib/toasts";
import { isStaleWrite, useReloadRecord } from "../../records/api/reload-record";
import { StaleWriteAlert, savedValueHint } from "../../records/components/stale-write-alert";
import { useUpdateFormalities } from "../api/update-formalities";
import { ModelSwitchDialog } from "./model-switch-dialog";
import { SectionCard } from "./section-card";

interface ServiceDetailsFormProps {
  doctorId: string;
  formalities: TFormalities;
  canEdit: boolean;
  canChangeModel: boolean;
  /** The recorded goals, to warn before a model switch hides some of them. */
  goals: readonly RecordedGoal[];
}

interface ServiceDetailsValues {
  stModel: StModel;
  stStartDate: string;
  stDurationMonths: number | string;
  headOfDepartment: string;
  directorOfStudies: string;
  /** The version these values are based on (decision 065); sent with the save. */
  version: number;
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
    version: f.version,
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
  goals,
}: ServiceDetailsFormProps) {
  const save = useUpdateFormalities(doctorId);
  const reloadRecord = useReloadRecord(doctorId);
  const [stale, setStale] = useState<"stale" | "reloaded" | null>(null);
  const [reloaded, setReloaded] = useState<ServiceDetailsValues | null>(null);
  // A save waiting for the confirmation of a model switch that hides recorded goals.
  const [pending, setPending] = useState<{
    body: TUpdateFormalitiesRequest;
    values: ServiceDetailsValues;
    hidden: RecordedGoal[];
  } | null>(null);
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

  function saveValues(body: TUpdateFormalitiesRequest, values: ServiceDetailsValues) {
    save.mutate(body, {
      onSuccess: ({ version }) => {
        form.setFieldValue("version", version);
        form.resetDirty({ ...values, version });
        setStale(null);
        setReloaded(null);
      },
      onError: (error) => {
        if (isStaleWrite(error)) setStale("stale");
      },
    });
  }

  const submit = form.onSubmit(
    (values) => {
      const parsed = ZUpdateFormalitiesRequestSchema.safeParse(values);
      if (!parsed.success) return;
      const next = parsed.data.stModel;
      const hidden =
        next !== formalities.stModel && isGoalModel(next)
          ? goalsHiddenByModelSwitch(goals, next)
          : [];
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
    const fresh = savedValues((await reloadRecord()).formalities);
    form.setFieldValue("version", fresh.version);
    setReloaded(fresh);
    setStale("reloaded");
  }
  // A value as the user reads it: the model by its name, never its code.
  const shown = (
    values: ServiceDetailsValues,
    field: Exclude<keyof ServiceDetailsValues, "version">,
  ) => (field === "stModel" ? ST_MODEL_LABELS[values.stModel] : String(values[field]));
  const hint = (field: Exclude<keyof ServiceDetailsValues, "version">) =>
    savedValueHint(reloaded ? shown(reloaded, field) : undefined, shown(form.values, field));

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
              description={modelHint ?? hint("stModel")}
              required
              {...form.getInputProps("stModel")}
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
          <StaleWriteAlert state={stale} onReload={reload} />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {M.save}
              </Button>
            </Group>
          ) : null}
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
