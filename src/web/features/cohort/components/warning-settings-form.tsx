import { NativeSelect, NumberInput, SimpleGrid, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { EARLY_WARNING_MESSAGES } from "@/shared/messages/early-warnings";
import {
  type TWarningSettings,
  WARNING_SETTING_RANGES,
  ZWarningSettingsSchema,
} from "@/shared/schemas/cohort";
import { FormActions } from "@/web/components/form-actions";
import { QueryState } from "@/web/components/query-state";
import { SectionCard } from "@/web/components/section-card";
import {
  useSaveWarningSettings,
  useWarningSettings,
} from "@/web/entities/warning-settings/api/warning-settings";
import { toast } from "@/web/lib/toasts";

const S = EARLY_WARNING_MESSAGES.settings;
const FIELDS = ["meetingGapMonths", "progressGapPoints", "endingSoonMonths"] as const;

interface ClinicChoice {
  id: string;
  name: string;
}

/**
 * The administrator's limits of the early warnings, in the admin panel (decision 146). An
 * administrator of several clinics chooses the clinic whose limits they see and save (decision 272).
 */
export function WarningSettingsSection({ clinics = [] }: { clinics?: readonly ClinicChoice[] }) {
  const [chosen, setChosen] = useState<string | undefined>();
  const query = useWarningSettings(chosen);
  const choosing = clinics.length > 1;
  return (
    <SectionCard id="warning-settings" title={S.title} hint={S.description}>
      <QueryState query={query}>
        {(data) => (
          <Stack gap="sm">
            {choosing && (
              <NativeSelect
                label={S.clinic}
                description={S.clinicHint}
                data={clinics.map((c) => ({ value: c.id, label: c.name }))}
                value={data.clinicId ?? ""}
                onChange={(event) => setChosen(event.currentTarget.value)}
                maw={420}
              />
            )}
            <SettingsForm
              // A new clinic's limits start a new form, never the last clinic's unsaved edits.
              key={data.clinicId ?? ""}
              initial={data.settings}
              clinicId={choosing ? (data.clinicId ?? undefined) : undefined}
            />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

function SettingsForm({ initial, clinicId }: { initial: TWarningSettings; clinicId?: string }) {
  const save = useSaveWarningSettings();
  const form = useForm<TWarningSettings>({
    mode: "controlled",
    initialValues: initial,
    validate: schemaResolver(ZWarningSettingsSchema, { sync: true }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { settings: values, clinicId },
          {
            onSuccess: (answer) => {
              toast.success(answer.message);
              form.resetDirty(answer.settings);
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FIELDS.map((field) => (
            <NumberInput
              key={field}
              label={S[field]}
              min={WARNING_SETTING_RANGES[field].min}
              max={WARNING_SETTING_RANGES[field].max}
              // A value out of range is explained by the schema's message, not silently changed.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps(field)}
              // An emptied field is no number: the schema then says what to enter.
              onChange={(value) =>
                form.setFieldValue(field, value === "" ? Number.NaN : Number(value))
              }
              value={Number.isNaN(form.values[field]) ? "" : form.values[field]}
            />
          ))}
        </SimpleGrid>
        <FormActions saveLabel={S.save} busy={save.isPending} />
      </Stack>
    </form>
  );
}
