import { Button, Group, MultiSelect } from "@mantine/core";
import { useEffect, useState } from "react";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { TAssignedSupervisor } from "@/shared/schemas/users";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { toast } from "@/web/lib/toasts";
import { useAssignSupervisors } from "../api/assign-supervisors";
import type { Supervisor } from "../api/get-supervisors";

interface SupervisorPickerProps {
  doctorId: string;
  doctorName: string;
  currentIds: readonly string[];
  /** The assigned supervisors, named, including deactivated ones. */
  assigned: readonly TAssignedSupervisor[];
  /** The active supervisors that may be assigned. */
  supervisors: readonly Supervisor[];
}

function sameSet(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** Supervisors of one ST doctor, saved with PUT /api/st-doctors/:id/supervisors. */
export function SupervisorPicker({
  doctorId,
  doctorName,
  currentIds,
  assigned,
  supervisors,
}: SupervisorPickerProps) {
  const [selected, setSelected] = useState<string[]>([...currentIds]);
  const assign = useAssignSupervisors();

  // Follow the server's list when it changes (after saving, or another admin's edit).
  useEffect(() => {
    setSelected([...currentIds]);
  }, [currentIds]);

  const changed = !sameSet(selected, currentIds);
  const data: { value: string; label: string; disabled?: boolean }[] = supervisors.map((s) => ({
    value: s.id,
    label: s.displayName,
  }));
  // A deactivated supervisor who is still assigned keeps a named pill that can be removed, but
  // is not offered again (decision 073).
  for (const id of currentIds) {
    if (data.some((d) => d.value === id)) continue;
    const person = assigned.find((a) => a.id === id);
    const name = person?.displayName ?? id;
    data.push({
      value: id,
      label: person?.isActive === false ? M.inactiveSupervisor(name) : name,
      disabled: true,
    });
  }

  function save() {
    assign.mutate(
      { doctorId, supervisorIds: selected },
      {
        onSuccess: () => toast.success(USER_MESSAGES.supervisorsUpdated),
      },
    );
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        label={M.supervisorsFor(doctorName)}
        placeholder={selected.length === 0 ? M.supervisorsPlaceholder : undefined}
        data={data}
        value={selected}
        onChange={setSelected}
        searchable
        clearable
        nothingFoundMessage={M.noSupervisorsAvailable}
        style={{ flex: 1, minWidth: 240 }}
      />
      <Button onClick={save} disabled={!changed || assign.isPending} variant="light">
        {assign.isPending ? M.saving : M.saveSupervisors}
      </Button>
    </Group>
  );
}
