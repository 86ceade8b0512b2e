import { Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { SIGNING_RIGHTS_MESSAGES } from "@/shared/messages/signing-rights";
import { isNewSpecialistName } from "@/shared/rules/assessment-list";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { SIGNING_RIGHTS_ADD_MESSAGES as M } from "@/web/lib/messages/signing-rights-add";
import { ChoiceList } from "./choice-list";

interface SpecialistPickerModalProps {
  opened: boolean;
  /** The names known from earlier assessments, newest first. */
  names: readonly string[];
  selected: string;
  onPick: (name: string) => void;
  onClose: () => void;
}

/** The specialist's name: one of the known ones, or a new one typed in the search field. */
export function SpecialistPickerModal(props: SpecialistPickerModalProps) {
  const dialog = useLazyDialog(props.opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={props.onClose} title={M.specialistModalTitle} centered>
      {dialog.opened ? <SpecialistPicker {...props} /> : null}
    </Modal>
  );
}

/** The known name a typed one stands for (same letters, any case), or undefined. */
function knownName(names: readonly string[], typed: string): string | undefined {
  return isNewSpecialistName(names, typed)
    ? undefined
    : names.find((n) => !isNewSpecialistName([n], typed));
}

function SpecialistPicker({ names, selected, onPick }: SpecialistPickerModalProps) {
  const [typed, setTyped] = useState("");
  const wanted = typed.trim();
  const needle = wanted.toLocaleLowerCase("sv");
  const shown = names.filter((n) => n.toLocaleLowerCase("sv").includes(needle));
  // A typed name that matches a known one case-insensitively takes the known spelling.
  const target = wanted === "" ? undefined : (knownName(names, wanted) ?? wanted);
  const isNew = target !== undefined && isNewSpecialistName(names, target);

  return (
    <Stack gap="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React passes events up through the portal: the add form must not see this one.
          event.stopPropagation();
          if (target) onPick(target);
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={M.specialistSearch}
            placeholder={M.specialistSearchPlaceholder}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {target ? (
            <Button
              type="submit"
              variant={isNew ? "filled" : "light"}
              leftSection={isNew ? <IconPlus size={16} aria-hidden /> : undefined}
              // A long name wraps instead of running out of a narrow screen.
              h="auto"
              py={6}
              styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
              style={{ alignSelf: "flex-start", maxWidth: "100%" }}
            >
              {isNew ? M.addSpecialist(target) : M.pickSpecialist(target)}
            </Button>
          ) : null}
        </Stack>
      </form>
      {names.length === 0 ? (
        <Text fz="sm" c="dimmed" role="status">
          {SIGNING_RIGHTS_MESSAGES.noSpecialists}
        </Text>
      ) : shown.length === 0 ? (
        <Text fz="sm" c="dimmed" role="status">
          {M.noSpecialistMatch}
        </Text>
      ) : (
        <ChoiceList
          label={M.specialistList}
          choices={shown.map((name) => ({ key: name, label: name }))}
          selected={selected}
          onPick={onPick}
        />
      )}
    </Stack>
  );
}
