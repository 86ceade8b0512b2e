import { ActionIcon, Alert, Button, Loader, Select, Stack, Text, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUsers } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { useDoctorSearch } from "@/web/features/doctors/api/get-doctors";
import { errorMessage } from "@/web/lib/api-client";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { type SelectedDoctor, useShell } from "./use-shell";

interface DoctorSelectorProps {
  iconMode: boolean;
  onExpand: () => void;
}

/** 'Granskar ST-läkare': picking a doctor selects them and opens their overview. */
export function DoctorSelector({ iconMode, onExpand }: DoctorSelectorProps) {
  const { role, noDoctors, doctorsQuery, selectedDoctor } = useShell();

  if (doctorsQuery.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Text fz="sm" c="red.9">
          {errorMessage(doctorsQuery.error, COMMON_MESSAGES.loadFailed)}
        </Text>
      </Alert>
    );
  }

  if (noDoctors) {
    if (iconMode) {
      return (
        <Tooltip label={M.noDoctorsTitle} position="right" withArrow>
          <ActionIcon
            size={44}
            variant="subtle"
            color="gray.8"
            onClick={onExpand}
            aria-label={M.noDoctorsTitle}
          >
            <IconUsers size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      );
    }
    return (
      <Stack gap={6} role="status">
        <Text fw={600} fz="sm">
          {M.noDoctorsTitle}
        </Text>
        <Text fz="xs" c="dimmed">
          {role === "ADMIN" ? M.noDoctorsHint : M.noDoctorsHintNonAdmin}
        </Text>
        {role === "ADMIN" ? (
          <Button component={Link} to="/admin" size="xs" variant="light">
            {M.toAdminPanel}
          </Button>
        ) : null}
      </Stack>
    );
  }

  if (iconMode) {
    const label = selectedDoctor
      ? `${M.doctorSelector}: ${selectedDoctor.displayName}`
      : M.doctorSelector;
    return (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon size={44} variant="light" onClick={onExpand} aria-label={label}>
          <IconUsers size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }

  return <DoctorSearchSelect selectedDoctor={selectedDoctor} pending={doctorsQuery.isPending} />;
}

/** Not a doctor: the closing line that says more match than are shown. */
const MORE = "__more__";

/**
 * The server searches as the user types (decision 254): at most 50 doctors are offered, and a
 * closing line says when more match. The chosen doctor stays in the data so the field keeps its name.
 */
function DoctorSearchSelect({
  selectedDoctor,
  pending,
}: {
  selectedDoctor: SelectedDoctor | undefined;
  pending: boolean;
}) {
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState("");
  // The field shows the chosen doctor's name until the user types: that is no search.
  const typed = searchText === selectedDoctor?.displayName ? "" : searchText.trim();
  const [search] = useDebouncedValue(typed, 250);
  const results = useDoctorSearch(search);
  const found = results.data?.doctors ?? [];
  const foundIds = new Set(found.map((d) => d.id));
  const data = found.map((d) => ({ value: d.id, label: d.displayName }));
  if (selectedDoctor && !foundIds.has(selectedDoctor.id)) {
    data.unshift({ value: selectedDoctor.id, label: selectedDoctor.displayName });
  }
  const more = results.data?.hasMore ?? false;
  const loading = results.isFetching || typed !== search;
  // A search answered with nothing shows no chosen doctor either; untouched, it leads the list.
  const offered = (value: string) => foundIds.has(value) || (search === "" && !loading);
  return (
    <Select
      label={M.doctorSelector}
      placeholder={M.doctorSelectorPlaceholder}
      data={more ? [...data, { value: MORE, label: M.moreDoctors, disabled: true }] : data}
      value={selectedDoctor?.id ?? null}
      onChange={(id) => {
        if (id && id !== MORE) void navigate({ to: "/dashboard", search: { st: id } });
      }}
      searchable
      searchValue={searchText}
      onSearchChange={setSearchText}
      // The server filtered already; only its answer (and the closing line) is offered.
      filter={({ options }) =>
        options.filter((o) => "value" in o && (o.value === MORE || offered(o.value)))
      }
      allowDeselect={false}
      nothingFoundMessage={loading ? M.searchingDoctors : M.noDoctorMatch}
      rightSection={loading ? <Loader size="xs" aria-label={M.searchingDoctors} /> : undefined}
      disabled={pending}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
