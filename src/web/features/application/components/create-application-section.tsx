import { Button, Group, Text, TextInput } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { SectionCard } from "@/web/components/section-card";
import { APPLICATION_UI_MESSAGES } from "@/web/lib/messages/application";
import type { Documents } from "./use-documents";

const M = APPLICATION_UI_MESSAGES.create;

interface CreateApplicationSectionProps {
  documents: Documents;
  /** Gaps stop the whole application (the server refuses it), not one certificate's PDF. */
  hasGaps: boolean;
}

/**
 * 'Skapa ansökan': the personnummer, typed for the files being made and kept nowhere (the field
 * is uncontrolled and emptied after a download), and 'Ladda ner ansökan (ZIP)'.
 */
export function CreateApplicationSection({ documents, hasGaps }: CreateApplicationSectionProps) {
  const busy = documents.making !== null;
  return (
    <SectionCard id="application-create-title" title={M.title} hint={M.hint}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void documents.downloadApplication();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            ref={documents.personnummerInput}
            label={M.personnummer}
            description={M.personnummerHint}
            name="application-personnummer"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            error={documents.error}
            onChange={documents.clearError}
            w={{ base: "100%", xs: 260 }}
          />
          <Button
            type="submit"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={documents.making?.kind === "application"}
            disabled={busy && documents.making?.kind !== "application"}
          >
            {M.download}
          </Button>
        </Group>
      </form>
      {hasGaps ? (
        <Text fz="sm" c="dimmed">
          {M.blocked}
        </Text>
      ) : null}
    </SectionCard>
  );
}
