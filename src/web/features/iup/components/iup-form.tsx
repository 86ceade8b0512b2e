import {
  ActionIcon,
  Badge,
  Button,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { IUP_HEADING_LABELS as H } from "@/shared/messages/iup";
import { formatDate } from "@/shared/rules/display-dates";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import type { TIup, TIupContent, TIupRevision } from "@/shared/schemas/iup";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { FormActions } from "@/web/components/form-actions";
import { goalsOf } from "@/web/entities/goal/doctor-specialty";
import { isStaleWrite } from "@/web/entities/record/api/reload-record";
import { StaleWriteAlert } from "@/web/entities/record/components/stale-write-alert";
import { IUP_UI_MESSAGES as M } from "@/web/lib/messages/iup";
import { iupQueryOptions } from "../api/get-iup";
import { useSaveIup } from "../api/iup-writes";
import { activityOptions } from "../iup-labels";

const F = M.fields;

/** The multi-selects' shared behaviour: searchable, clearable, their list above the dialog. */
const SEARCHABLE = { searchable: true, clearable: true, comboboxProps: { withinPortal: true } };

type TextField =
  | "background"
  | "goalsText"
  | "activitiesText"
  | "supervisionText"
  | "assessmentText"
  | "followUpText";

/** A heading's free text. */
function HeadingText({
  field,
  content,
  set,
}: {
  field: TextField;
  content: TIupContent;
  set: (key: TextField, value: string) => void;
}) {
  return (
    <Textarea
      label={F[field]}
      autosize
      minRows={2}
      value={content[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
    />
  );
}

/** One of the IUP's headings, under which its fields follow. */
function HeadingTitle({ children }: { children: string }) {
  return (
    <Title order={3} fz="md">
      {children}
    </Title>
  );
}

function contentOf(r: TIupRevision): TIupContent {
  const { revisionDate, background, goalsText, goalIds, examinationIds, activitiesText } = r;
  return {
    revisionDate,
    background,
    goalsText,
    goalIds,
    examinationIds,
    activitiesText,
    activityLinks: r.activityLinks,
    mainSupervisorName: r.mainSupervisorName,
    otherSupervisorNames: r.otherSupervisorNames,
    meetingFrequency: r.meetingFrequency,
    supervisionText: r.supervisionText,
    assessmentText: r.assessmentText,
    followUpDates: r.followUpDates,
    followUpText: r.followUpText,
  };
}

function emptyContent(today: string, mainSupervisor: string): TIupContent {
  return {
    revisionDate: today,
    background: "",
    goalsText: "",
    goalIds: [],
    examinationIds: [],
    activitiesText: "",
    activityLinks: [],
    mainSupervisorName: mainSupervisor,
    otherSupervisorNames: [],
    meetingFrequency: "",
    supervisionText: "",
    assessmentText: "",
    followUpDates: [],
    followUpText: "",
  };
}

const baseOf = (iup: TIup) => {
  const latest = iup.revisions[0];
  return latest
    ? { id: latest.id, version: latest.version, isDraft: latest.state === "draft" }
    : null;
};

interface IupFormProps {
  record: TDoctorRecord;
  iup: TIup;
  goals: readonly TGoalCatalogueEntry[];
  procedures: readonly TProcedureDefinition[];
  onDone: () => void;
}

/**
 * The IUP's form: a draft is saved over; over an acknowledged revision the save starts the next
 * revision, to be acknowledged again (decision 199). A stale save offers 'Ladda om', which takes
 * the newest revision as the base and keeps what was typed.
 */
export function IupForm({ record, iup, goals, procedures, onDone }: IupFormProps) {
  const doctorId = record.doctor.id;
  const queryClient = useQueryClient();
  const [base, setBase] = useState(() => baseOf(iup));
  const [content, setContent] = useState<TIupContent>(() =>
    iup.revisions[0]
      ? contentOf(iup.revisions[0])
      : emptyContent(record.today, iup.mainSupervisor?.displayName ?? ""),
  );
  const [stale, setStale] = useState<"stale" | "reloaded" | null>(null);
  const [newDate, setNewDate] = useState("");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const save = useSaveIup(doctorId);
  const set = <K extends keyof TIupContent>(key: K, value: TIupContent[K]) =>
    setContent((c) => ({ ...c, [key]: value }));

  const goalOptions = useMemo(
    () =>
      goalsOf(goals, record.formalities.specialty, record.formalities.stModel).map((g) => ({
        value: g.id,
        label: `${g.id} ${g.title}`,
      })),
    [goals, record.formalities.specialty, record.formalities.stModel],
  );
  const examinationOptions = procedures.map((p) => ({ value: p.id, label: p.name }));
  const activities = activityOptions(record);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { content, base, idempotencyKey },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isStaleWrite(error)) setStale("stale");
        },
      },
    );
  }

  async function reload() {
    const fresh = await queryClient.fetchQuery({ ...iupQueryOptions(doctorId), staleTime: 0 });
    setBase(baseOf(fresh));
    setStale("reloaded");
  }

  function addDate() {
    if (newDate === "") return;
    set("followUpDates", [...new Set([...content.followUpDates, newDate])].sort());
    setNewDate("");
  }

  return (
    <form onSubmit={submit} noValidate aria-label={base?.isDraft ? M.editDraft : M.edit}>
      <Stack gap="md">
        <Text fz="sm">{base && !base.isDraft ? M.newRevisionHint : M.draftHint}</Text>
        <TextInput
          type="date"
          label={F.revisionDate}
          value={content.revisionDate}
          onChange={(e) => set("revisionDate", e.currentTarget.value)}
          required
          maw={220}
        />
        <HeadingTitle>{H.background}</HeadingTitle>
        <HeadingText field="background" content={content} set={set} />
        <HeadingTitle>{H.goals}</HeadingTitle>
        <HeadingText field="goalsText" content={content} set={set} />
        <MultiSelect
          label={F.goalIds}
          data={goalOptions}
          value={content.goalIds}
          onChange={(ids) => set("goalIds", ids)}
          {...SEARCHABLE}
        />
        <MultiSelect
          label={F.examinationIds}
          data={examinationOptions}
          value={content.examinationIds}
          onChange={(ids) => set("examinationIds", ids)}
          {...SEARCHABLE}
        />
        <HeadingTitle>{H.activities}</HeadingTitle>
        <HeadingText field="activitiesText" content={content} set={set} />
        <MultiSelect
          label={F.activityLinks}
          data={activities}
          value={content.activityLinks.map((l) => `${l.type}:${l.id}`)}
          onChange={(keys) =>
            set(
              "activityLinks",
              keys.map((key) => {
                const [type, ...id] = key.split(":");
                return {
                  type: type as TIupContent["activityLinks"][number]["type"],
                  id: id.join(":"),
                };
              }),
            )
          }
          {...SEARCHABLE}
        />
        <HeadingTitle>{H.supervision}</HeadingTitle>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={F.mainSupervisorName}
            value={content.mainSupervisorName}
            onChange={(e) => set("mainSupervisorName", e.currentTarget.value)}
          />
          <TextInput
            label={F.meetingFrequency}
            value={content.meetingFrequency}
            onChange={(e) => set("meetingFrequency", e.currentTarget.value)}
          />
        </SimpleGrid>
        <TagsInput
          label={F.otherSupervisorNames}
          description={F.otherSupervisorsHint}
          value={content.otherSupervisorNames}
          onChange={(names) => set("otherSupervisorNames", names)}
          clearable
        />
        <HeadingText field="supervisionText" content={content} set={set} />
        <HeadingTitle>{H.assessment}</HeadingTitle>
        <HeadingText field="assessmentText" content={content} set={set} />
        <HeadingTitle>{H.followUp}</HeadingTitle>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={F.followUpDates}
            value={newDate}
            onChange={(e) => setNewDate(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addDate();
              }
            }}
          />
          <Button variant="default" onClick={addDate} disabled={newDate === ""}>
            {F.addFollowUp}
          </Button>
        </Group>
        {content.followUpDates.length > 0 ? (
          <Group gap="xs" aria-label={F.followUpDates} role="list">
            {content.followUpDates.map((date) => (
              <Badge
                key={date}
                role="listitem"
                variant="light"
                size="lg"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={F.removeFollowUp(formatDate(date))}
                    onClick={() =>
                      set(
                        "followUpDates",
                        content.followUpDates.filter((d) => d !== date),
                      )
                    }
                  >
                    <IconX size={12} aria-hidden />
                  </ActionIcon>
                }
              >
                {formatDate(date)}
              </Badge>
            ))}
          </Group>
        ) : null}
        <HeadingText field="followUpText" content={content} set={set} />
        <StaleWriteAlert state={stale} onReload={reload} />
        <FormActions
          saveLabel={save.isPending ? M.saving : M.save}
          busy={save.isPending}
          busyMode="disable"
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
