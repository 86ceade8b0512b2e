import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { PORTFOLIO_MESSAGES } from "@/shared/messages/portfolio";
import { fetchPortfolio } from "@/web/lib/files";
import { COHORT_UI_MESSAGES as M } from "@/web/lib/messages/cohort";
import { useFileDownload } from "@/web/lib/use-file-download";

/** A row's 'Utbildningsbok (PDF)': the server's refusal, if any, shows as a Swedish toast. */
export function PortfolioButton({
  doctorId,
  displayName,
}: {
  doctorId: string;
  displayName: string;
}) {
  const { pending, download } = useFileDownload();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      px={4}
      loading={pending !== null}
      aria-label={M.portfolioName(displayName)}
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() =>
        download(
          doctorId,
          () => fetchPortfolio(doctorId),
          `${PORTFOLIO_MESSAGES.title}.pdf`,
          PORTFOLIO_MESSAGES.downloadFailed,
        )
      }
    >
      {M.portfolio}
    </Button>
  );
}
