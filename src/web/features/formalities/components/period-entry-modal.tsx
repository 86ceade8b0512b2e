import {
  Alert,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type GetInputPropsReturnType, schemaResolver, useForm } from "@mantine/form";
import { ST_PERIOD_MESSAGES } from "@/shared/messages/st-period";
import { checkPeriodEntry, type StPeriodContext } from "@/shared/rules/period-entry-check";
import { PERIOD_PRESET_MONTHS } from "@/shared/rules/st-period";
import {
  type TPeriodEntry,
  type TPeriodEntryRequest,
  ZPeriodEntryRequestSchema,
} from "@/shared/schemas/records";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import type { StaleWriteState } from "@/web/entities/record/api/use-stale-write";
import {
  StaleWriteAlert,
  savedValueHint,
} from "@/web/entities/record/components/stale-write-alert";
import { useFormKey } from "@/web/hooks/use-form-key";
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { PeriodEntryPreview } from "./period-entry-preview";
import {
  CUSTOM_MONTHS,
  hasTypedChanges,
  initialPeriodEntryValues,
  type PeriodEntryMode,
  type PeriodEntryValues,
  periodOf,
  requestBody,
} from "./period-entry-values";

/** A refused stale edit, and the entry as saved now once 'Ladda om' fetched it. */
interface StaleEdit {
  state: StaleWriteState;
  /** Fields that differ from it show the saved value. */
  saved: TPeriodEntry | undefined;
  onReload: () => Promise<void>;
}

interface PeriodEntryModalProps {
  opened: boolean;
  title: string;
  /** The entry being edited; none adds a new one. */
  entry: TPeriodEntry | undefined;
  /** An edit's stale-write handling (decision 065); a new entry has none. */
  staleEdit?: StaleEdit;
  type: "absence" | "credit";
  /** The ST period and the saved entries, to show what saving does before it is saved. */
  context: StPeriodContext;
  /** The server's today: a 'Tidsperiod' entry ends on it. */
  today: string;
  /** `key`: the opened form's, sent with a new entry so a retry stores it once (decision 158). */
  onSubmit: (body: TPeriodEntryRequest, key: string) => void;
  onClose: () => void;
  /** A save is running: the dialog stays open until it succeeds, with the text if it fails. */
  busy?: boolean;
}

export function PeriodEntryModal(props: PeriodEntryModalProps) {
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={props.title} size="lg">
      <PeriodEntryForm {...props} />
    </FormModal>
  );
}

/** The form error key of the period check's refusal, which the preview then marks as shown. */
const PERIOD_PROBLEM = "period";
const resolver = schemaResolver(ZPeriodEntryRequestSchema, { sync: true });
const DATE_FIELDS = [
  { field: "startDate", label: M.startDate, autofocus: true },
  { field: "endDate", label: M.endDateField, autofocus: false },
] as const;

/**
 * An absence or credit by exact dates, or as the last N months (a preset or a custom 1-60) that
 * the server counts backward from today and describes as 'text (N månader)'.
 */
function PeriodEntryForm({
  entry,
  staleEdit,
  type,
  context,
  today,
  onSubmit,
  onClose,
  busy = false,
}: PeriodEntryModalProps) {
  const checkOf = (values: PeriodEntryValues) => {
    const period = periodOf(values, today);
    return period
      ? { period, check: checkPeriodEntry(type, context, period, entry?.id) }
      : undefined;
  };
  const { key } = useFormKey();
  const form = useForm<PeriodEntryValues>({
    mode: "controlled",
    initialValues: initialPeriodEntryValues(entry),
    // The one alert keeps showing what the last 'Spara' found until the next one (or a mode change).
    clearInputErrorOnChange: false,
    validate: (values) => {
      const errors = resolver(requestBody(values));
      if (Object.keys(errors).length > 0) return errors;
      // The server refuses it too; saying so here keeps the dialog and what was typed.
      const problem = checkOf(values)?.check.problem;
      return problem ? { [PERIOD_PROBLEM]: ST_PERIOD_MESSAGES[problem] } : {};
    },
  });
  const { values } = form;
  useUnsavedChanges(hasTypedChanges(values, entry) || busy);
  const saved = staleEdit?.saved;

  const preview = checkOf(values);
  // The dialog reports the first problem in one alert, not under the fields.
  const errorMessage = Object.values(form.errors)[0];
  const fieldProps = (path: keyof PeriodEntryValues) => {
    const { error: _shownInAlert, ...props } = form.getInputProps(path);
    return props;
  };

  const submit = form.onSubmit((typed) => {
    const parsed = ZPeriodEntryRequestSchema.safeParse(requestBody(typed));
    if (parsed.success) onSubmit(parsed.data, key);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          value={values.mode}
          onChange={(value) => {
            form.setFieldValue("mode", value as PeriodEntryMode);
            form.clearErrors();
          }}
          aria-label={M.mode}
          data={[
            { value: "exact", label: M.modeExact },
            { value: "months", label: M.modeMonths },
          ]}
        />
        {values.mode === "exact" ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {DATE_FIELDS.map(({ field, label, autofocus }) => (
              <TextInput
                key={field}
                label={label}
                type="date"
                required
                description={savedValueHint(saved?.[field], values[field])}
                data-autofocus={autofocus || undefined}
                {...fieldProps(field)}
              />
            ))}
          </SimpleGrid>
        ) : (
          <MonthsChoice
            preset={values.preset}
            onPreset={(value) => form.setFieldValue("preset", value)}
            customMonthsProps={fieldProps("customMonths")}
          />
        )}
        <TextInput
          label={M.description}
          required
          description={savedValueHint(saved?.description, values.description)}
          {...fieldProps("description")}
        />
        {preview ? (
          <PeriodEntryPreview
            type={type}
            period={preview.period}
            showDates={values.mode === "months"}
            check={preview.check}
            problemShown={
              preview.check.problem !== undefined && form.errors[PERIOD_PROBLEM] !== undefined
            }
          />
        ) : null}
        {errorMessage ? (
          <Alert color="orange" variant="light" role="alert">
            <Text fz="sm">{errorMessage}</Text>
          </Alert>
        ) : null}
        {staleEdit ? (
          <StaleWriteAlert state={staleEdit.state} onReload={staleEdit.onReload} />
        ) : null}
        <FormActions saveLabel={M.save} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}

interface MonthsChoiceProps {
  preset: string;
  onPreset: (preset: string) => void;
  /** The custom number's input props, its error left to the form's one alert. */
  customMonthsProps: Omit<GetInputPropsReturnType, "error">;
}

/** The last N months: a preset, or a custom number typed beside it. */
function MonthsChoice({ preset, onPreset, customMonthsProps }: MonthsChoiceProps) {
  return (
    <Stack gap="xs">
      <Radio.Group label={M.months} description={M.monthsHint} value={preset} onChange={onPreset}>
        <Group gap="md" mt="xs">
          {PERIOD_PRESET_MONTHS.map((n) => (
            <Radio key={n} value={String(n)} label={M.presetMonths(n)} />
          ))}
          <Radio value={CUSTOM_MONTHS} label={M.customMonths} />
        </Group>
      </Radio.Group>
      {preset === CUSTOM_MONTHS ? (
        <TextInput
          label={M.customMonthsField}
          inputMode="numeric"
          maw={220}
          {...customMonthsProps}
        />
      ) : null}
    </Stack>
  );
}
