import { Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useMemo } from "react";
import { HeaderLinkButton } from "@/web/components/header-link-button";
import { PageHeader } from "@/web/components/page-header";
import { QueryState } from "@/web/components/query-state";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";
import { HISTORY_UI_MESSAGES as M } from "@/web/lib/messages/history";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";
import { useHistory } from "../api/get-history";
import { HistoryEntry } from "./history-entry";

interface HistoryPageProps {
  doctorId: string;
  doctorName: string;
}

/** Historik: the audit log of the ST doctor's record, newest first. */
export function HistoryPage({ doctorId, doctorName }: HistoryPageProps) {
  const history = useHistory(doctorId);
  // Only for the names of examinations; the log shows without it.
  const catalogue = useProcedureCatalogue();
  const procedureNames = useMemo(
    () => new Map((catalogue.data ?? []).map((p) => [p.id, p.name])),
    [catalogue.data],
  );

  return (
    <>
      <PageHeader
        title={M.title}
        subtitle={SHELL_MESSAGES.viewingDoctor(doctorName)}
        actions={
          <HeaderLinkButton to="/stproject" icon={IconArrowLeft}>
            {M.backToStProject}
          </HeaderLinkButton>
        }
      />
      <Stack gap="md">
        <Text>{M.intro}</Text>
        <QueryState query={history} loadingLabel={M.loading}>
          {({ entries }) =>
            entries.length === 0 ? (
              <Text c="gray.7" role="status">
                {M.empty}
              </Text>
            ) : (
              <Stack
                component="ul"
                gap="xs"
                aria-label={M.listLabel}
                style={{ listStyle: "none", margin: 0, padding: 0 }}
              >
                {entries.map((entry) => (
                  <HistoryEntry key={entry.id} entry={entry} procedureNames={procedureNames} />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </>
  );
}
