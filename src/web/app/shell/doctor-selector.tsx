import { ActionIcon, Alert, Button, Select, Stack, Text, Tooltip } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { errorMessage } from "@/web/lib/api-client";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { useShell } from "./use-shell";

interface DoctorSelectorProps {
  iconMode: boolean;
  onExpand: () => void;
}

/** 'Granskar ST-läkare': picking a doctor selects them and opens their overview. */
export function DoctorSelector({ iconMode, onExpand }: DoctorSelectorProps) {
  const { role, doctors, doctorsQuery, selectedDoctor } = useShell();
  const navigate = useNavigate();

  if (doctorsQuery.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Text fz="sm" c="red.9">
          {errorMessage(doctorsQuery.error, COMMON_MESSAGES.loadFailed)}
        </Text>
      </Alert>
    );
  }

  if (doctorsQuery.isSuccess && doctors.length === 0) {
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

  return (
    <Select
      label={M.doctorSelector}
      placeholder={M.doctorSelectorPlaceholder}
      data={doctors.map((d) => ({ value: d.id, label: d.displayName }))}
      value={selectedDoctor?.id ?? null}
      onChange={(id) => {
        if (id) void navigate({ to: "/dashboard", search: { st: id } });
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={M.noDoctorMatch}
      disabled={doctorsQuery.isPending}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
