import { Badge, Button, Group, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { IconArchive, IconArrowBackUp, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { PROCEDURE_COLUMN_LABELS, PROCEDURE_LEVEL_LABELS } from "@/shared/curriculum/procedures";
import { CATALOGUE_MESSAGES } from "@/shared/messages/catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { QueryState } from "@/web/components/query-state";
import { RowAction } from "@/web/components/row-action";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { type CatalogueChange, useCatalogue, useSaveCatalogueEntry } from "../api/catalogue";
import { CatalogueEntryModal, type CatalogueEntryValues } from "./catalogue-entry-modal";
import {
  CatalogueNameCell,
  CatalogueTable,
  CheckedToggle,
  EditEntryAction,
} from "./catalogue-row-parts";
import { useCatalogueEditing } from "./use-catalogue-editing";

/** The entry in the edit dialog; `entry` is left out for a new one. */
type Editing = { entry: TProcedureDefinition | undefined };

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
  const { editing, setEditing, fieldError, saveChange, saveEdit, setChecked, closeEditing } =
    useCatalogueEditing<Editing, CatalogueChange>(save);
  const [retiring, setRetiring] = useState<TProcedureDefinition>();

  function submit(values: CatalogueEntryValues) {
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
    saveEdit(change);
  }

  function setRetired(entry: TProcedureDefinition, retired: boolean) {
    saveChange({ kind: "retire", id: entry.id, retired }, () => setRetiring(undefined));
  }

  return (
    <QueryState query={catalogue}>
      {(entries) => {
        const rows = entries.filter((p) => (showRetired || !p.retired) && matches(p, query));
        const inUse = entries.filter((p) => !p.retired);
        const remaining = inUse.filter((p) => p.verificationState === "unchecked").length;
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
            <CatalogueTable minWidth={760} columns={Object.values(M.columns)}>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <CatalogueNameCell name={p.name} id={p.id}>
                      {p.retired ? (
                        <Badge color="gray" variant="outline" mt={4}>
                          {M.retiredBadge}
                        </Badge>
                      ) : null}
                    </CatalogueNameCell>
                  </Table.Td>
                  <Table.Td data-label={M.columns.column}>
                    {p.column} {PROCEDURE_COLUMN_LABELS[p.column]}
                  </Table.Td>
                  <Table.Td data-label={M.columns.level}>
                    {PROCEDURE_LEVEL_LABELS[p.level]}
                  </Table.Td>
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
                      <EditEntryAction name={p.name} onClick={() => setEditing({ entry: p })} />
                      <CheckedToggle
                        name={p.name}
                        checked={Boolean(p.checked)}
                        busy={save.isPending}
                        onToggle={(checked) => setChecked(p.id, checked)}
                      />
                      {p.retired ? (
                        <RowAction
                          label={M.restore(p.name)}
                          icon={IconArrowBackUp}
                          onClick={() => setRetired(p, false)}
                        />
                      ) : (
                        <RowAction
                          label={M.retire(p.name)}
                          icon={IconArchive}
                          color="red.9"
                          onClick={() => setRetiring(p)}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </CatalogueTable>
            {rows.length === 0 ? <Text c="dimmed">{M.empty}</Text> : null}
            <CatalogueEntryModal
              opened={editing !== undefined}
              entry={editing?.entry}
              busy={save.isPending}
              fieldError={fieldError}
              onSubmit={submit}
              onClose={closeEditing}
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
      }}
    </QueryState>
  );
}
