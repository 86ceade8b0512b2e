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
import { schemaResolver, useForm } from "@mantine/form";
import { ST_PERIOD_MESSAGES } from "@/shared/messages/st-period";
import { isIsoDate } from "@/shared/rules/dates";
import { checkPeriodEntry, type StPeriodContext } from "@/shared/rules/period-entry-check";
import {
  type DatePeriod,
  PERIOD_PRESET_MONTHS,
  parseCustomMonths,
  periodFromMonthsBack,
} from "@/shared/rules/st-period";
import {
  type TPeriodEntry,
  type TPeriodEntryRequest,
  ZPeriodEntryRequestSchema,
} from "@/shared/schemas/records";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import {
  StaleWriteAlert,
  savedValueHint,
} from "@/web/entities/record/components/stale-write-alert";
import { useFormKey } from "@/web/hooks/use-form-key";
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { PeriodEntryPreview } from "./period-entry-preview";

interface PeriodEntryModalProps {
  opened: boolean;
  title: string;
  /** 'Frånvaro' or 'Tillgodoräknande', read out with the form. */
  typeName: string;
  /** The entry being edited; none adds a new one. */
  entry: TPeriodEntry | undefined;
  /** A refused stale edit, or 'reloaded' after 'Ladda om' (decision 065). */
  stale?: "stale" | "reloaded" | null;
  /** The entry as saved now, after 'Ladda om': fields that differ show the saved value. */
  saved?: TPeriodEntry;
  onReload?: () => Promise<void>;
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

type Mode = "exact" | "months";
const CUSTOM = "custom";

interface PeriodEntryValues {
  mode: Mode;
  startDate: string;
  endDate: string;
  description: string;
  preset: string;
  // Kept exactly as typed: '4,5' must be refused, never read as 45 (decision 071).
  customMonths: string;
}

/** The form error key of the period check's refusal, which the preview then marks as shown. */
const PERIOD_PROBLEM = "period";
const resolver = schemaResolver(ZPeriodEntryRequestSchema, { sync: true });
const DATE_FIELDS = [
  { field: "startDate", label: M.startDate, autofocus: true },
  { field: "endDate", label: M.endDateField, autofocus: false },
] as const;

/** What the form sends: exact dates, or the months as chosen (a custom number as typed). */
function requestBody(values: PeriodEntryValues) {
  const { mode, startDate, endDate, description, preset, customMonths } = values;
  return mode === "exact"
    ? { mode, startDate, endDate, description }
    : { mode, months: preset === CUSTOM ? customMonths : Number(preset), description };
}

function periodOf(values: PeriodEntryValues, today: string): DatePeriod | undefined {
  const { mode, startDate, endDate, preset, customMonths } = values;
  if (mode === "months") {
    const months = preset === CUSTOM ? parseCustomMonths(customMonths) : Number(preset);
    return months === undefined ? undefined : periodFromMonthsBack(today, months);
  }
  return isIsoDate(startDate) && isIsoDate(endDate) && startDate <= endDate
    ? { startDate, endDate }
    : undefined;
}

/**
 * An absence or credit by exact dates, or as the last N months (a preset or a custom 1-60) that
 * the server counts backward from today and describes as 'text (N månader)'.
 */
function PeriodEntryForm({
  entry,
  stale,
  saved,
  onReload,
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
    initialValues: {
      mode: "exact",
      startDate: entry?.startDate ?? "",
      endDate: entry?.endDate ?? "",
      description: entry?.description ?? "",
      preset: String(PERIOD_PRESET_MONTHS[0]),
      customMonths: "",
    },
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
  const changed =
    values.startDate !== (entry?.startDate ?? "") ||
    values.endDate !== (entry?.endDate ?? "") ||
    values.description !== (entry?.description ?? "") ||
    values.customMonths !== "";
  useUnsavedChanges(changed || busy);

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
            form.setFieldValue("mode", value as Mode);
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
          <Stack gap="xs">
            <Radio.Group
              label={M.months}
              description={M.monthsHint}
              value={values.preset}
              onChange={(value) => form.setFieldValue("preset", value)}
            >
              <Group gap="md" mt="xs">
                {PERIOD_PRESET_MONTHS.map((n) => (
                  <Radio key={n} value={String(n)} label={M.presetMonths(n)} />
                ))}
                <Radio value={CUSTOM} label={M.customMonths} />
              </Group>
            </Radio.Group>
            {values.preset === CUSTOM ? (
              <TextInput
                label={M.customMonthsField}
                inputMode="numeric"
                maw={220}
                {...fieldProps("customMonths")}
              />
            ) : null}
          </Stack>
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
        {onReload ? <StaleWriteAlert state={stale ?? null} onReload={onReload} /> : null}
        <FormActions saveLabel={M.save} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
