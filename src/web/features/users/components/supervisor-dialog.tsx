import { Modal, MultiSelect, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useRef, useState } from "react";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { TAssignedSupervisor } from "@/shared/schemas/users";
import { FormActions } from "@/web/components/form-actions";
import { QueryState } from "@/web/components/query-state";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { toast } from "@/web/lib/toasts";
import { useAssignSupervisors } from "../api/assign-supervisors";
import { useAssignedSupervisors } from "../api/get-assigned-supervisors";
import { useSupervisorOptions } from "../api/get-supervisors";

export interface DoctorRef {
  id: string;
  displayName: string;
  /** The supervisors the list showed for the doctor, if it did. */
  supervisors?: TAssignedSupervisor[];
}

interface SupervisorDialogProps {
  /** The ST doctor whose supervisors are changed; the dialog is closed while this is undefined. */
  doctor: DoctorRef | undefined;
  onClose: () => void;
}

/**
 * 'Handledare för …': the one dialog in which an ST doctor's supervisors are changed. It is in
 * the page only once opened, and asks for the doctor's supervisors and the ones to choose from
 * only then, so a list of many doctors carries no picker per row (decision 116).
 */
export function SupervisorDialog({ doctor, onClose }: SupervisorDialogProps) {
  const dialog = useLazyDialog(doctor !== undefined);
  // The title stays while the dialog fades out after closing.
  const shown = useRef(doctor);
  if (doctor) shown.current = doctor;
  if (!dialog.mounted) return null;
  return (
    <Modal
      opened={dialog.opened}
      onClose={onClose}
      title={shown.current ? M.supervisorsFor(shown.current.displayName) : ""}
      centered
    >
      {dialog.opened && doctor ? (
        <AssignedSupervisors key={doctor.id} doctor={doctor} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function AssignedSupervisors({ doctor, onClose }: { doctor: DoctorRef; onClose: () => void }) {
  const assigned = useAssignedSupervisors(doctor.id, doctor.supervisors);
  return (
    <QueryState query={assigned} loadingLabel={M.loadingSupervisors}>
      {(current) => <SupervisorForm doctor={doctor} current={current} onClose={onClose} />}
    </QueryState>
  );
}

function SupervisorForm({
  doctor,
  current,
  onClose,
}: {
  doctor: DoctorRef;
  current: TAssignedSupervisor[];
  onClose: () => void;
}) {
  // Untouched, the choice follows the server (its answer may differ from what the list showed).
  const [chosen, setChosen] = useState<TAssignedSupervisor[]>();
  const selected = chosen ?? current;
  // Only a marked main counts as chosen here; a sole supervisor is the main one anyway.
  const currentMain = current.length > 1 ? (current.find((s) => s.isMain)?.id ?? null) : null;
  const [chosenMain, setChosenMain] = useState<string | null>();
  const mainCandidate = chosenMain === undefined ? currentMain : chosenMain;
  const mainId = selected.some((s) => s.id === mainCandidate) ? mainCandidate : null;
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 250);
  const options = useSupervisorOptions(search);
  const assign = useAssignSupervisors();

  // The server searched the options; those chosen stay in the list so their pills keep a name. A
  // deactivated supervisor still assigned can be removed but not chosen again (decision 073).
  const found = options.data?.supervisors ?? [];
  const foundIds = new Set(found.map((s) => s.id));
  const data = [
    ...found.map((s) => ({ value: s.id, label: s.displayName })),
    ...selected
      .filter((s) => !foundIds.has(s.id))
      .map((s) => ({
        value: s.id,
        label: s.isActive ? s.displayName : M.inactiveSupervisor(s.displayName),
        disabled: !s.isActive,
      })),
  ];
  const known = new Map<string, TAssignedSupervisor>([
    ...selected.map((s) => [s.id, s] as const),
    ...found.map(
      (s) =>
        [s.id, { id: s.id, displayName: s.displayName, isActive: true, isMain: false }] as const,
    ),
  ]);

  function save(event: React.FormEvent) {
    event.preventDefault();
    const unchanged =
      selected.length === current.length &&
      selected.every((s, i) => s.id === current[i]?.id) &&
      mainId === currentMain;
    if (unchanged) {
      onClose();
      return;
    }
    assign.mutate(
      {
        doctorId: doctor.id,
        supervisors: selected.map((s) => ({ ...s, isMain: s.id === mainId })),
        mainSupervisorId: mainId,
      },
      {
        onSuccess: () => {
          toast.success(USER_MESSAGES.supervisorsUpdated);
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <MultiSelect
          label={M.doctorColumns.supervisors}
          description={options.data?.hasMore ? M.moreSupervisors : M.supervisorsSearchHint}
          placeholder={selected.length === 0 ? M.supervisorsPlaceholder : undefined}
          data={data}
          value={selected.map((s) => s.id)}
          onChange={(ids) => setChosen(ids.flatMap((id) => known.get(id) ?? []))}
          searchable
          // The dialog opens with the field focused and the list closed; typing or ↓ opens it.
          openOnFocus={false}
          searchValue={searchText}
          onSearchChange={setSearchText}
          // Only what the server found is offered; the chosen ones outside it are there for their pills.
          filter={({ options: all }) => all.filter((o) => "value" in o && foundIds.has(o.value))}
          nothingFoundMessage={
            options.isPending
              ? M.loadingSupervisors
              : search
                ? M.noSupervisorMatch
                : M.noSupervisorsAvailable
          }
          clearable
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        {selected.length > 1 ? (
          <Select
            label={M.mainSupervisor}
            description={M.mainSupervisorHint}
            data={selected.map((s) => ({ value: s.id, label: s.displayName }))}
            value={mainId}
            onChange={(id) => setChosenMain(id)}
            placeholder={M.noMainSupervisor}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <FormActions
          saveLabel={assign.isPending ? M.saving : M.saveSupervisors}
          busy={assign.isPending}
          busyMode="disable"
          onCancel={onClose}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
