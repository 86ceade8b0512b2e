import { Button, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { QueryState } from "@/web/components/query-state";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { type CatalogueChange, useCatalogue, useSaveCatalogueEntry } from "../api/catalogue";
import { CatalogueEntryModal, type CatalogueEntryValues } from "./catalogue-entry-modal";
import { CatalogueTable } from "./catalogue-row-parts";
import {
  catalogueEntryChange,
  shownCatalogueEntries,
  uncheckedCount,
} from "./procedure-catalogue-list";
import { ProcedureCatalogueRow } from "./procedure-catalogue-row";
import { useCatalogueEditing } from "./use-catalogue-editing";

/** The entry in the edit dialog; `entry` is left out for a new one. */
type Editing = { entry: TProcedureDefinition | undefined };

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
    saveEdit(catalogueEntryChange(editing?.entry, values));
  }

  function setRetired(entry: TProcedureDefinition, retired: boolean) {
    saveChange({ kind: "retire", id: entry.id, retired }, () => setRetiring(undefined));
  }

  return (
    <QueryState query={catalogue}>
      {(entries) => {
        const rows = shownCatalogueEntries(entries, query, showRetired);
        const { remaining, inUse } = uncheckedCount(entries);
        return (
          <Stack gap="lg">
            <Text fz="sm">{M.intro}</Text>
            <Text fw={500} role="status">
              {M.proceduresRemaining(remaining, inUse)}
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
                <ProcedureCatalogueRow
                  key={p.id}
                  entry={p}
                  busy={save.isPending}
                  onEdit={() => setEditing({ entry: p })}
                  onChecked={(checked) => setChecked(p.id, checked)}
                  onRetire={() => setRetiring(p)}
                  onRestore={() => setRetired(p, false)}
                />
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
