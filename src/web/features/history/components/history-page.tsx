import { Button, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { LoadError } from "@/web/components/load-error";
import { PageHeader } from "@/web/components/page-header";
import { PageLoader } from "@/web/components/page-loader";
import { HISTORY_UI_MESSAGES as M } from "@/web/lib/messages/history";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";
import { useRecord } from "../../records/api/get-record";
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
  const record = useRecord(doctorId);
  const procedureNames = useMemo(
    () => new Map((record.data?.catalogue ?? []).map((p) => [p.id, p.name])),
    [record.data?.catalogue],
  );

  return (
    <>
      <PageHeader
        title={M.title}
        subtitle={SHELL_MESSAGES.viewingDoctor(doctorName)}
        actions={
          <Button
            component={Link}
            to="/stproject"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {M.backToStProject}
          </Button>
        }
      />
      <Stack gap="md">
        <Text>{M.intro}</Text>
        {history.data ? (
          history.data.entries.length === 0 ? (
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
              {history.data.entries.map((entry) => (
                <HistoryEntry key={entry.id} entry={entry} procedureNames={procedureNames} />
              ))}
            </Stack>
          )
        ) : history.isError ? (
          <LoadError
            error={history.error}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : (
          <PageLoader label={M.loading} />
        )}
      </Stack>
    </>
  );
}
