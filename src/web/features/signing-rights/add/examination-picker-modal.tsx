import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { SIGNING_RIGHTS_MESSAGES } from "@/shared/messages/signing-rights";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { SIGNING_RIGHTS_ADD_MESSAGES as M } from "@/web/lib/messages/signing-rights-add";
import { ChoiceList } from "./choice-list";
import { type ExaminationOption, filterExaminations } from "./examination-options";

interface ExaminationPickerModalProps {
  opened: boolean;
  options: readonly ExaminationOption[];
  selectedId: string;
  onPick: (id: string) => void;
  onClose: () => void;
}

/** 'Välj undersökning': the examinations in use, searchable by name, level or column. */
export function ExaminationPickerModal(props: ExaminationPickerModalProps) {
  const dialog = useLazyDialog(props.opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={props.onClose} title={M.examinationModalTitle} centered>
      {/* Mounted per opening, so the search starts empty. */}
      {dialog.opened ? <ExaminationPicker {...props} /> : null}
    </Modal>
  );
}

function ExaminationPicker({ options, selectedId, onPick }: ExaminationPickerModalProps) {
  const [search, setSearch] = useState("");
  const { shown, onEnter } = filterExaminations(options, search);
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={M.examinationSearch}
        placeholder={M.examinationSearchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          // One match left, or one clearly best ('TTE' as a word): Enter takes it, so the
          // keyboard need not walk the list.
          if (event.key === "Enter" && onEnter) onPick(onEnter.id);
        }}
        data-autofocus
      />
      <Text fz="sm" c="dimmed" role="status">
        {shown.length === 0
          ? SIGNING_RIGHTS_MESSAGES.noExaminationsMatch
          : M.examinationCount(shown.length, options.length)}
      </Text>
      {shown.length > 0 ? (
        <ChoiceList
          label={M.examinationList}
          choices={shown.map((o) => ({
            key: o.id,
            label: o.name,
            detail: o.placements.join(", "),
          }))}
          selected={selectedId}
          onPick={onPick}
        />
      ) : null}
    </Stack>
  );
}
