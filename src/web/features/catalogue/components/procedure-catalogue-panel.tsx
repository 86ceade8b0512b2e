import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import {
  IconArchive,
  IconArrowBackUp,
  IconCircleCheck,
  IconCircleDashed,
  IconPencil,
  IconPlus,
} from "@tabler/icons-react";
import { useState } from "react";
import { PROCEDURE_COLUMN_LABELS, PROCEDURE_LEVEL_LABELS } from "@/shared/curriculum/procedures";
import { CATALOGUE_MESSAGES } from "@/shared/messages/catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { LoadError } from "@/web/components/load-error";
import { PageLoader } from "@/web/components/page-loader";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { showToast } from "@/web/lib/toasts";
import { useCatalogue, useSaveCatalogueEntry } from "../api/catalogue";
import { CatalogueEntryModal, type CatalogueEntryValues } from "./catalogue-entry-modal";
import { useCatalogueSaveFailure } from "./use-catalogue-save-failure";

type Editing = { entry: TProcedureDefinition | undefined } | undefined;

function matches(entry: TProcedureDefinition, query: string) {
  const q = query.trim().toLocaleLowerCase("sv");
  if (q === "") return true;
  return [entry.name, entry.id, entry.syncId ?? ""].some((v) =>
    v.toLocaleLowerCase("sv").includes(q),
  );
}

/** 'Katalog', examinations: an admin corrects, adds, retires and checks them (issue 3, issue 7). */
export function ProcedureCataloguePanel() {
  const catalogue = useCatalogue();
  const save = useSaveCatalogueEntry();
  const [query, setQuery] = useState("");
  const [showRetired, setShowRetired] = useState(false);
  const [editing, setEditing] = useState<Editing>(undefined);
  const { fieldError, clearFieldError, onFailure } = useCatalogueSaveFailure();
  const [retiring, setRetiring] = useState<TProcedureDefinition>();

  if (catalogue.isPending) return <PageLoader />;
  if (catalogue.isError) {
    return (
      <LoadError
        error={catalogue.error}
        onRetry={() => catalogue.refetch()}
        retrying={catalogue.isFetching}
      />
    );
  }
  const rows = catalogue.data.filter((p) => (showRetired || !p.retired) && matches(p, query));
  const inUse = catalogue.data.filter((p) => !p.retired);
  const remaining = inUse.filter((p) => p.verificationState === "unchecked").length;

  function submit(values: CatalogueEntryValues) {
    clearFieldError();
    const entry = editing?.entry;
    const change = entry
      ? {
          kind: "update" as const,
          id: entry.id,
          values: {
            name: values.name,
            column: values.column,
            level: values.level,
            syncId: values.syncId,
          },
        }
      : { kind: "create" as const, values: { ...values, syncId: values.syncId || null } };
    save.mutate(change, {
      onSuccess: () => {
        showToast("success", M.saved);
        setEditing(undefined);
      },
      onError: onFailure,
    });
  }

  function setRetired(entry: TProcedureDefinition, retired: boolean) {
    save.mutate(
      { kind: "retire", id: entry.id, retired },
      {
        onSuccess: () => {
          showToast("success", M.saved);
          setRetiring(undefined);
        },
        onError: onFailure,
      },
    );
  }

  function setChecked(entry: TProcedureDefinition, checked: boolean) {
    save.mutate(
      { kind: "checked", id: entry.id, checked },
      { onSuccess: () => showToast("success", M.checkedSaved), onError: onFailure },
    );
  }

  return (
    <Stack gap="lg">
      <Text fz="sm">{M.intro}</Text>
      <Text fw={500} role="status">
        {M.proceduresRemaining(remaining, inUse.length)}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={M.search}
            placeholder={M.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <Switch
            label={M.showRetired}
            checked={showRetired}
            onChange={(e) => setShowRetired(e.currentTarget.checked)}
          />
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ entry: undefined })}
        >
          {M.add}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={760} className="stack-on-phone">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.columns.name}</Table.Th>
              <Table.Th>{M.columns.column}</Table.Th>
              <Table.Th>{M.columns.level}</Table.Th>
              <Table.Th>{M.columns.syncId}</Table.Th>
              <Table.Th>{M.columns.verification}</Table.Th>
              <Table.Th>{M.columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Text fw={500}>{p.name}</Text>
                  <Text fz="xs" c="dimmed">
                    {p.id}
                  </Text>
                  {p.retired ? (
                    <Badge color="gray" variant="outline" mt={4}>
                      {M.retiredBadge}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td data-label={M.columns.column}>
                  {p.column} {PROCEDURE_COLUMN_LABELS[p.column]}
                </Table.Td>
                <Table.Td data-label={M.columns.level}>{PROCEDURE_LEVEL_LABELS[p.level]}</Table.Td>
                <Table.Td data-label={M.columns.syncId}>{p.syncId ?? "–"}</Table.Td>
                <Table.Td data-label={M.columns.verification}>
                  {/* Plain text: 56 rows of icons make the page slow to read for assistive tools. */}
                  {p.verification
                    ? CATALOGUE_MESSAGES.verificationLabels[p.verification]
                    : M.noSource}
                  {p.verificationState && p.verificationState !== "unchecked"
                    ? ` · ${CATALOGUE_MESSAGES.procedureVerification[p.verificationState]}`
                    : null}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={M.edit(p.name)}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={M.edit(p.name)}
                        onClick={() => setEditing({ entry: p })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={p.checked ? M.unmarkChecked(p.name) : M.markChecked(p.name)}>
                      <ActionIcon
                        variant="subtle"
                        color={p.checked ? "green.9" : "gray.7"}
                        aria-label={p.checked ? M.unmarkChecked(p.name) : M.markChecked(p.name)}
                        aria-pressed={Boolean(p.checked)}
                        disabled={save.isPending}
                        onClick={() => setChecked(p, !p.checked)}
                      >
                        {p.checked ? (
                          <IconCircleCheck size={18} aria-hidden />
                        ) : (
                          <IconCircleDashed size={18} aria-hidden />
                        )}
                      </ActionIcon>
                    </Tooltip>
                    {p.retired ? (
                      <Tooltip label={M.restore(p.name)}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={M.restore(p.name)}
                          onClick={() => setRetired(p, false)}
                        >
                          <IconArrowBackUp size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ) : (
                      <Tooltip label={M.retire(p.name)}>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={M.retire(p.name)}
                          onClick={() => setRetiring(p)}
                        >
                          <IconArchive size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? <Text c="dimmed">{M.empty}</Text> : null}
      <CatalogueEntryModal
        opened={editing !== undefined}
        entry={editing?.entry}
        busy={save.isPending}
        fieldError={fieldError}
        onSubmit={submit}
        onClose={() => {
          setEditing(undefined);
          clearFieldError();
        }}
      />
      <ConfirmDialog
        opened={retiring !== undefined}
        title={M.retireTitle}
        confirmLabel={M.retireConfirm}
        danger
        busy={save.isPending}
        onConfirm={() => retiring && setRetired(retiring, true)}
        onClose={() => setRetiring(undefined)}
      >
        {retiring ? M.retireText(retiring.name) : ""}
      </ConfirmDialog>
    </Stack>
  );
}
