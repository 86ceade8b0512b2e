import { Button } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { PORTFOLIO_MESSAGES as M } from "@/shared/messages/portfolio";
import { fetchPortfolio } from "@/web/lib/files";
import { useFileDownload } from "@/web/lib/use-file-download";

/**
 * 'Ladda ned utbildningsbok (PDF)', shown to everyone who can open the doctor's Översikt, the same
 * people the server lets download. The server names the file.
 */
export function PortfolioDownload({ doctorId }: { doctorId: string }) {
  const { pending, download } = useFileDownload();
  return (
    <Button
      variant="light"
      loading={pending !== null}
      leftSection={<IconFileDownload size={18} aria-hidden />}
      onClick={() =>
        download(doctorId, () => fetchPortfolio(doctorId), `${M.title}.pdf`, M.downloadFailed)
      }
    >
      {M.download}
    </Button>
  );
}
