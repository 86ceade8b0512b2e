import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { SIGNING_RIGHTS_MESSAGES as S } from "@/shared/messages/signing-rights";
import { isIsoDate } from "@/shared/rules/dates";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import {
  type TSigningRightsOptions,
  ZCreateSpecialistAssessmentRequestSchema,
} from "@/shared/schemas/signing-rights";
import { OfflineDraftsBlock } from "@/web/components/offline-drafts-block";
import { useFormKey } from "@/web/hooks/use-form-key";
import { useRestoredDraft, useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { formatDate } from "@/web/lib/dates";
import { SIGNING_RIGHTS_ADD_MESSAGES as M } from "@/web/lib/messages/signing-rights-add";
import { forgetDraft, isOffline, keepOffline, knownOffline } from "@/web/lib/offline-drafts/keep";
import { useOfflineDrafts } from "@/web/lib/offline-drafts/use-drafts";
import { useSession } from "@/web/lib/session";
import { toast } from "@/web/lib/toasts";
import { refusedField, useCreateAssessment } from "../api/create-assessment";
import {
  type AssessmentFormValues,
  emptyAssessmentValues,
  futureDateError,
  toCreateRequest,
  todayInSweden,
  valuesForNextAssessment,
} from "./assessment-values";
import { CaseAnswers } from "./case-answers";
import type { ExaminationOption } from "./examination-options";
import { ExaminationPickerModal } from "./examination-picker-modal";
import { PickerField } from "./picker-field";
import { SpecialistPickerModal } from "./specialist-picker-modal";

function swedishDate(date: string): string | undefined {
  return isIsoDate(date) ? formatDate(date) : undefined;
}

const resolver = schemaResolver(ZCreateSpecialistAssessmentRequestSchema, { sync: true });

/** The selected doctor, when the add form may choose them (an active ST doctor). */
function preselectedDoctor(options: TSigningRightsOptions, id: string | undefined): string {
  return id && options.doctors.some((d) => d.id === id) ? id : "";
}

interface AssessmentFormProps {
  examinations: readonly ExaminationOption[];
  options: TSigningRightsOptions;
  /** The ST doctor selected in 'Granskar ST-läkare', if any: the form starts with them. */
  selectedDoctorId: string | undefined;
}

type Picker = "none" | "examination" | "specialist";

const DRAFT_KEY = "signing-rights:assessment";

/** 'Lägg till bedömning': checked with the server's own schema before it is sent. */
export function AssessmentForm({ examinations, options, selectedDoctorId }: AssessmentFormProps) {
  const [today] = useState(todayInSweden);
  const [picker, setPicker] = useState<Picker>("none");
  const save = useCreateAssessment();
  // The form stays open for the next assessment: a new key after each one saved.
  const formKey = useFormKey();
  // A draft kept on the device, opened to fix: its save is the same create, with its key.
  const [openedDraft, setOpenedDraft] = useState<TOfflineDraft | undefined>();
  const key = openedDraft?.key ?? formKey.key;
  const userId = useSession().data?.user.id;
  const offline = useOfflineDrafts(userId, { kinds: ["signing-rights-assessment"] });
  // What was typed before the session ended comes back after signing in again.
  const draft = useRestoredDraft<AssessmentFormValues>(DRAFT_KEY);
  const form = useForm<AssessmentFormValues>({
    mode: "controlled",
    initialValues:
      draft ?? emptyAssessmentValues(today, preselectedDoctor(options, selectedDoctorId)),
    validate: (values) => {
      const errors = resolver(toCreateRequest(values));
      const future = futureDateError(values.evaluationDate, todayInSweden());
      return future && !errors.evaluationDate ? { ...errors, evaluationDate: future } : errors;
    },
  });
  const { values } = form;
  // The answers about the case are what a failed or abandoned save would lose.
  const typedAnswers = JSON.stringify(values) !== JSON.stringify(valuesForNextAssessment(values));
  useUnsavedChanges(typedAnswers || save.isPending, { key: DRAFT_KEY, value: values });

  const examination = examinations.find((e) => e.id === values.procedureId);
  const doctors = options.doctors.map((d) => ({
    value: d.id,
    label: d.displayName,
  }));

  const next = () => {
    formKey.renew();
    setOpenedDraft(undefined);
    form.setValues(valuesForNextAssessment(form.getValues()));
    form.clearErrors();
  };
  const submit = form.onSubmit((typed) => {
    if (save.isPending) return;
    const request = toCreateRequest(typed);
    const keep = () => {
      if (!userId) return false;
      const doctor = options.doctors.find((d) => d.id === typed.stDoctorId)?.displayName ?? "";
      const what = examinations.find((e) => e.id === typed.procedureId)?.name ?? "";
      void keepOffline({
        userId,
        kind: "signing-rights-assessment",
        doctorId: typed.stDoctorId,
        key,
        label: [what, doctor, swedishDate(typed.evaluationDate)].filter(Boolean).join(", "),
        body: request,
        values: typed,
      }).then((kept) => {
        if (kept) next();
      });
      return true;
    };
    if (knownOffline() && keep()) return;
    save.mutate(
      { request, key },
      {
        onSuccess: () => {
          if (userId) forgetDraft(userId, key);
          toast.success(S.saved);
          next();
        },
        onError: (error) => {
          if (isOffline(error)) {
            keep();
            return;
          }
          const field = refusedField(error);
          if (field && error instanceof Error) form.setFieldError(field, error.message);
        },
      },
    );
  });

  const closePicker = () => setPicker("none");
  return (
    <>
      <OfflineDraftsBlock
        drafts={offline.drafts}
        sent={offline.sent}
        headingOrder={3}
        onOpen={(opened) => {
          setOpenedDraft(opened);
          // The values this form kept; the server checks them again on save.
          form.setValues({
            ...form.getValues(),
            ...(opened.values as Partial<AssessmentFormValues>),
          });
          form.clearErrors();
        }}
      />
      <form onSubmit={submit} noValidate aria-label={M.formTitle}>
        <Stack gap="md">
          <PickerField
            label={M.examination}
            value={examination?.name ?? ""}
            placeholder={M.examinationPlaceholder}
            description={examination?.placements.join(", ")}
            error={form.errors.procedureId}
            chooseLabel={M.chooseExamination}
            changeLabel={M.changeExamination}
            onOpen={() => setPicker("examination")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={M.doctor}
              placeholder={M.doctorPlaceholder}
              required
              searchable
              allowDeselect={false}
              nothingFoundMessage={M.noDoctorMatch}
              data={doctors}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("stDoctorId")}
              value={values.stDoctorId === "" ? null : values.stDoctorId}
              onChange={(id) => form.setFieldValue("stDoctorId", id ?? "")}
            />
            <TextInput
              label={M.date}
              // The browser writes the field in its own language's order; this says it in Swedish.
              description={swedishDate(values.evaluationDate)}
              type="date"
              required
              max={today}
              {...form.getInputProps("evaluationDate")}
            />
          </SimpleGrid>
          <TextInput
            label={M.examinationId}
            description={M.examinationIdHint}
            autoComplete="off"
            {...form.getInputProps("examinationId")}
          />
          <PickerField
            label={M.specialistName}
            value={values.specialistName}
            placeholder={M.specialistPlaceholder}
            error={form.errors.specialistName}
            chooseLabel={M.chooseSpecialist}
            changeLabel={M.changeSpecialist}
            onOpen={() => setPicker("specialist")}
          />
          <CaseAnswers form={form} />
          <Textarea
            label={M.comments}
            description={M.commentsHint}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps("comments")}
          />
          <Group justify="flex-end">
            {/* `loading` also disables it: one save at a time. */}
            <Button type="submit" loading={save.isPending}>
              {M.save}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form: React passes a dialog's events up to its parents, portal or not. */}
      <ExaminationPickerModal
        opened={picker === "examination"}
        options={examinations}
        selectedId={values.procedureId}
        onPick={(id) => {
          form.setFieldValue("procedureId", id);
          closePicker();
        }}
        onClose={closePicker}
      />
      <SpecialistPickerModal
        opened={picker === "specialist"}
        names={options.specialistNames}
        selected={values.specialistName}
        onPick={(name) => {
          form.setFieldValue("specialistName", name);
          closePicker();
        }}
        onClose={closePicker}
      />
    </>
  );
}
