import { Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { type TClinic, type TClinicRequest, ZClinicRequestSchema } from "@/shared/schemas/clinics";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { SectionCard } from "@/web/components/section-card";
import { CLINICS_UI_MESSAGES as M } from "@/web/lib/messages/clinics";
import { toast } from "@/web/lib/toasts";
import { useClinics, useDeleteClinic, useSaveClinic } from "../api/clinics";

/**
 * 'Kliniker', for a region administrator only (decision 230): the clinics with how many ST doctors
 * each holds, created, renamed and, when nobody else belongs to one, deleted here (decision 271).
 */
export function ClinicsSection() {
  const query = useClinics();
  const [editing, setEditing] = useState<TClinic | "new" | undefined>();
  const [removing, setRemoving] = useState<TClinic | undefined>();
  const remove = useDeleteClinic();
  if (!query.data?.regionWide) return null;
  const { clinics } = query.data;
  return (
    <SectionCard id="clinics" title={M.title} hint={M.hint}>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{M.name}</Table.Th>
                <Table.Th>{M.hospital}</Table.Th>
                <Table.Th>{M.region}</Table.Th>
                <Table.Th>{M.doctors}</Table.Th>
                <Table.Th>{M.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clinics.map((clinic) => (
                <Table.Tr key={clinic.id}>
                  <Table.Td>{clinic.name}</Table.Td>
                  <Table.Td>{clinic.hospital}</Table.Td>
                  <Table.Td>{clinic.region}</Table.Td>
                  <Table.Td>{clinic.doctorCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        aria-label={M.editLabel(clinic.name)}
                        onClick={() => setEditing(clinic)}
                      >
                        {M.edit}
                      </Button>
                      {clinic.doctorCount === 0 && (
                        <Button
                          variant="subtle"
                          color="red.9"
                          size="compact-sm"
                          aria-label={M.removeLabel(clinic.name)}
                          onClick={() => setRemoving(clinic)}
                        >
                          {M.remove}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button onClick={() => setEditing("new")}>{M.add}</Button>
        </Group>
        <Text size="sm" c="dimmed">
          {M.removeHint}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={removing !== undefined}
        title={M.removeTitle}
        confirmLabel={M.remove}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: ({ message }) => toast.success(message),
            onSettled: () => setRemoving(undefined),
          });
        }}
        onClose={() => setRemoving(undefined)}
      >
        {removing ? M.confirmRemove(removing.name) : ""}
      </ConfirmDialog>
      <FormModal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing === "new" ? M.createTitle : M.editTitle}
      >
        {editing !== undefined && (
          <ClinicForm
            clinic={editing === "new" ? undefined : editing}
            onDone={() => setEditing(undefined)}
          />
        )}
      </FormModal>
    </SectionCard>
  );
}

function ClinicForm({ clinic, onDone }: { clinic: TClinic | undefined; onDone: () => void }) {
  const save = useSaveClinic();
  const form = useForm<TClinicRequest>({
    mode: "controlled",
    initialValues: {
      name: clinic?.name ?? "",
      hospital: clinic?.hospital ?? "",
      region: clinic?.region ?? "",
    },
    validate: schemaResolver(ZClinicRequestSchema, { sync: true }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { id: clinic?.id, values },
          {
            onSuccess: () => {
              toast.success(M.saved);
              onDone();
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput label={M.name} required data-autofocus {...form.getInputProps("name")} />
        <TextInput label={M.hospital} {...form.getInputProps("hospital")} />
        <TextInput label={M.region} {...form.getInputProps("region")} />
        <FormActions saveLabel={M.save} busy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
