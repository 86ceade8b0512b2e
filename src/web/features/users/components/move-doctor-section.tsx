import { Button, Divider, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { TClinicListResponse } from "@/shared/schemas/clinics";
import { CLINICS_UI_MESSAGES as M } from "@/web/lib/messages/clinics";
import { toast } from "@/web/lib/toasts";
import { useMoveDoctor } from "../api/clinics";
import type { UserListItem } from "../api/get-users";

/**
 * 'Flytta till annan klinik' on an ST doctor's account (decision 234): for a region administrator,
 * or an administrator of both clinics (the server decides; others get its refusal).
 */
export function MoveDoctorSection({
  doctor,
  clinics,
  onMoved,
}: {
  doctor: UserListItem;
  clinics: TClinicListResponse;
  onMoved: () => void;
}) {
  const move = useMoveDoctor();
  const [target, setTarget] = useState<string | null>(null);
  const current = doctor.clinicIds[0];
  const reachable = clinics.regionWide
    ? clinics.clinics
    : clinics.clinics.filter((c) => clinics.ownClinicIds.includes(c.id));
  const options = reachable.filter((c) => c.id !== current);
  const currentName = clinics.clinics.find((c) => c.id === current)?.name ?? "–";
  if (
    options.length === 0 ||
    (!clinics.regionWide && !clinics.ownClinicIds.includes(current ?? ""))
  )
    return null;
  return (
    <Stack gap="xs" mt="md">
      <Divider />
      <Title order={3} fz="md">
        {M.move}
      </Title>
      <Text size="sm">
        {M.clinic}: {currentName}
      </Text>
      <Text size="sm" c="dimmed">
        {M.moveHint}
      </Text>
      <Group align="flex-end">
        <Select
          label={M.moveTo}
          data={options.map((c) => ({ value: c.id, label: c.name }))}
          value={target}
          onChange={setTarget}
        />
        <Button
          type="button"
          variant="light"
          disabled={!target}
          loading={move.isPending}
          onClick={() => {
            if (!target) return;
            move.mutate(
              { doctorId: doctor.id, clinicId: target },
              {
                onSuccess: () => {
                  toast.success(M.moved(options.find((c) => c.id === target)?.name ?? ""));
                  onMoved();
                },
              },
            );
          }}
        >
          {M.moveButton}
        </Button>
      </Group>
    </Stack>
  );
}
