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
import { ST_MODEL_LABELS, ST_MODELS, type StModel } from "@/shared/curriculum/goals";
import { RECORD_MESSAGES } from "@/shared/messages/records";
import { formatDurationYears } from "@/shared/rules/st-period";
import {
  ST_DURATION_MONTHS_MAX,
  ST_DURATION_MONTHS_MIN,
  type TFormalities,
  ZUpdateFormalitiesRequestSchema,
} from "@/shared/schemas/formalities";
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

/** The service details; remounted (by key) whenever the saved values change on the server. */
export function ServiceDetailsForm(props: ServiceDetailsFormProps) {
  const f = props.formalities;
  const key = [
    f.stModel,
    f.stStartDate,
    f.stDurationMonths,
    f.headOfDepartment,
    f.directorOfStudies,
  ].join("|");
  return <ServiceDetailsFields key={key} {...props} />;
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
    initialValues: {
      stModel: formalities.stModel,
      stStartDate: formalities.stStartDate,
      stDurationMonths: formalities.stDurationMonths,
      headOfDepartment: formalities.headOfDepartment,
      directorOfStudies: formalities.directorOfStudies,
    },
    validate: (values) => resolver(values),
  });

  const submit = form.onSubmit(
    (values) => {
      const parsed = ZUpdateFormalitiesRequestSchema.safeParse(values);
      if (parsed.success) save.mutate(parsed.data);
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
              allowDecimal={false}
              allowNegative={false}
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
