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
import { useState } from "react";
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
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { StaleWriteAlert, savedValueHint } from "../../records/components/stale-write-alert";
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
  onSubmit: (body: TPeriodEntryRequest) => void;
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
  const [mode, setMode] = useState<Mode>("exact");
  const [startDate, setStartDate] = useState(entry?.startDate ?? "");
  const [endDate, setEndDate] = useState(entry?.endDate ?? "");
  const [description, setDescription] = useState(entry?.description ?? "");
  const [preset, setPreset] = useState<string>(String(PERIOD_PRESET_MONTHS[0]));
  // Kept exactly as typed: '4,5' must be refused, never read as 45 (decision 071).
  const [customMonths, setCustomMonths] = useState("");
  // `periodProblem`: the error is the period check's, which the preview then marks as shown.
  const [error, setError] = useState<{ message: string; periodProblem: boolean } | null>(null);
  const changed =
    startDate !== (entry?.startDate ?? "") ||
    endDate !== (entry?.endDate ?? "") ||
    description !== (entry?.description ?? "") ||
    customMonths !== "";
  useUnsavedChanges(changed || busy);

  const months = preset === CUSTOM ? parseCustomMonths(customMonths) : Number(preset);
  const period: DatePeriod | undefined =
    mode === "months"
      ? months === undefined
        ? undefined
        : periodFromMonthsBack(today, months)
      : isIsoDate(startDate) && isIsoDate(endDate) && startDate <= endDate
        ? { startDate, endDate }
        : undefined;
  const check = period ? checkPeriodEntry(type, context, period, entry?.id) : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const body =
      mode === "exact"
        ? { mode, startDate, endDate, description }
        : { mode, months: preset === CUSTOM ? customMonths : Number(preset), description };
    const parsed = ZPeriodEntryRequestSchema.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? { message, periodProblem: false } : null);
      return;
    }
    // The server refuses it too; saying so here keeps the dialog and what was typed.
    if (check?.problem) {
      setError({ message: ST_PERIOD_MESSAGES[check.problem], periodProblem: true });
      return;
    }
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={(value) => {
            setMode(value as Mode);
            setError(null);
          }}
          aria-label={M.mode}
          data={[
            { value: "exact", label: M.modeExact },
            { value: "months", label: M.modeMonths },
          ]}
        />
        {mode === "exact" ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={M.startDate}
              type="date"
              required
              value={startDate}
              description={savedValueHint(saved?.startDate, startDate)}
              onChange={(e) => setStartDate(e.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label={M.endDateField}
              type="date"
              required
              value={endDate}
              description={savedValueHint(saved?.endDate, endDate)}
              onChange={(e) => setEndDate(e.currentTarget.value)}
            />
          </SimpleGrid>
        ) : (
          <Stack gap="xs">
            <Radio.Group
              label={M.months}
              description={M.monthsHint}
              value={preset}
              onChange={setPreset}
            >
              <Group gap="md" mt="xs">
                {PERIOD_PRESET_MONTHS.map((n) => (
                  <Radio key={n} value={String(n)} label={M.presetMonths(n)} />
                ))}
                <Radio value={CUSTOM} label={M.customMonths} />
              </Group>
            </Radio.Group>
            {preset === CUSTOM ? (
              <TextInput
                label={M.customMonthsField}
                inputMode="numeric"
                value={customMonths}
                onChange={(e) => setCustomMonths(e.currentTarget.value)}
                maw={220}
              />
            ) : null}
          </Stack>
        )}
        <TextInput
          label={M.description}
          required
          value={description}
          description={savedValueHint(saved?.description, description)}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {period && check ? (
          <PeriodEntryPreview
            type={type}
            period={period}
            showDates={mode === "months"}
            check={check}
            problemShown={check.problem !== undefined && error?.periodProblem === true}
          />
        ) : null}
        {error ? (
          <Alert color="orange" variant="light" role="alert">
            <Text fz="sm">{error.message}</Text>
          </Alert>
        ) : null}
        {onReload ? <StaleWriteAlert state={stale ?? null} onReload={onReload} /> : null}
        <FormActions saveLabel={M.save} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
