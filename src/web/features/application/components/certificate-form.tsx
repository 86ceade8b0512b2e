import { Autocomplete, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  SIGNER_ROLES,
  type TApplication,
  type TApplicationCertificate,
} from "@/shared/schemas/application";
import { FormActions } from "@/web/components/form-actions";
import { isStaleWrite } from "@/web/entities/record/api/reload-record";
import type { StaleWriteState } from "@/web/entities/record/api/use-stale-write";
import {
  StaleWriteAlert,
  savedValueHint,
} from "@/web/entities/record/components/stale-write-alert";
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { isApiError } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/dates";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import { toast } from "@/web/lib/toasts";
import { useSaveCertificate } from "../api/application-writes";
import { applicationQueryOptions } from "../api/get-application";
import {
  type CertificateFormValues,
  certificateFormValues,
  findSameCertificate,
  validateCertificateForm,
} from "../certificate-form-values";

const M = APPLICATION_UI_MESSAGES.dialog;

interface CertificateFormProps {
  doctorId: string;
  certificate: TApplicationCertificate;
  knownSigners: TApplication["knownSigners"];
  onClose: () => void;
  onReloaded: (certificate: TApplicationCertificate) => void;
}

/**
 * The fields of one certificate. What was typed stays in the form whatever the server answers; a
 * save based on an older version is refused and offers 'Ladda om' (decision 065).
 */
export function CertificateForm({
  doctorId,
  certificate,
  knownSigners,
  onClose,
  onReloaded,
}: CertificateFormProps) {
  const save = useSaveCertificate(doctorId);
  const queryClient = useQueryClient();
  const [start] = useState(() => certificateFormValues(certificate));
  const [stale, setStale] = useState<StaleWriteState>(null);
  const [saved, setSaved] = useState<CertificateFormValues>();
  const form = useForm<CertificateFormValues>({
    mode: "controlled",
    initialValues: start,
    validate: validateCertificateForm,
  });
  const { values } = form;
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(start) || save.isPending);

  const submit = form.onSubmit((typed) => {
    save.mutate(
      { certificateId: certificate.id, body: { ...typed, version: certificate.version } },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isStaleWrite(error)) setStale("stale");
          else if (isApiError(error) && error.field && error.field in typed) {
            form.setFieldError(error.field, error.message);
          }
        },
      },
    );
  });

  async function reload() {
    const fresh = await queryClient.fetchQuery({
      ...applicationQueryOptions(doctorId),
      staleTime: 0,
    });
    const found = findSameCertificate(fresh.certificates, certificate);
    if (!found) {
      toast.warning(M.gone);
      onClose();
      return;
    }
    setSaved(certificateFormValues(found));
    setStale("reloaded");
    onReloaded(found);
  }

  const hint = (field: keyof CertificateFormValues, otherwise?: string) =>
    savedValueHint(saved?.[field], values[field]) ?? otherwise;
  const recordPeriod =
    !certificate.edited.period && certificate.periodStart && certificate.periodEnd
      ? M.periodFromActivities(
          `${formatDate(certificate.periodStart)} – ${formatDate(certificate.periodEnd)}`,
        )
      : M.periodHint;
  const signerNames = [...new Set(knownSigners.map((s) => s.name))];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={M.place}
          description={hint(
            "place",
            certificate.edited.place || certificate.place === ""
              ? undefined
              : M.fromActivities(certificate.place),
          )}
          data-autofocus
          {...form.getInputProps("place")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={M.periodStart}
            description={hint("periodStart")}
            {...form.getInputProps("periodStart")}
          />
          <TextInput
            type="date"
            label={M.periodEnd}
            description={hint("periodEnd")}
            {...form.getInputProps("periodEnd")}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt={-4}>
          {recordPeriod}
        </Text>
        <Textarea
          label={M.description}
          description={hint("description")}
          // What the activities give, shown until the doctor writes a description of their own.
          placeholder={certificate.edited.description ? undefined : certificate.description}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps("description")}
        />
        <Autocomplete
          label={M.signerName}
          description={hint("signerName", M.signerNameHint)}
          data={signerNames}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("signerName")}
          onOptionSubmit={(name) => {
            const known = knownSigners.find((s) => s.name === name);
            if (!known) return;
            if (known.specialty) form.setFieldValue("signerSpecialty", known.specialty);
            if (known.workplace) form.setFieldValue("signerWorkplace", known.workplace);
          }}
        />
        <TextInput
          label={M.signerSpecialty}
          description={hint("signerSpecialty")}
          {...form.getInputProps("signerSpecialty")}
        />
        <TextInput
          label={M.signerWorkplace}
          description={hint("signerWorkplace")}
          {...form.getInputProps("signerWorkplace")}
        />
        {certificate.kind === "course" ? (
          <Radio.Group
            label={M.signerRole}
            description={
              saved && saved.signerRole !== values.signerRole
                ? savedValueHint(M.roles[saved.signerRole], "")
                : undefined
            }
            {...form.getInputProps("signerRole")}
          >
            <Stack gap={6} mt={6}>
              {SIGNER_ROLES.map((role) => (
                <Radio key={role} value={role} label={M.roles[role]} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <StaleWriteAlert state={stale} onReload={reload} />
        <FormActions saveLabel={M.save} busy={save.isPending} onCancel={onClose} mt="sm" />
      </Stack>
    </form>
  );
}
