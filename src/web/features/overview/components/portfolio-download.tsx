import { Button } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { PORTFOLIO_MESSAGES as M } from "@/shared/messages/portfolio";
import { portfolioUrl } from "@/web/lib/files";

/**
 * 'Ladda ned utbildningsbok (PDF)': a plain link the browser downloads (the server names the file),
 * shown to everyone who can open the doctor's Översikt, the same people the server lets download.
 */
export function PortfolioDownload({ doctorId }: { doctorId: string }) {
  return (
    <Button
      component="a"
      href={portfolioUrl(doctorId)}
      download
      variant="light"
      leftSection={<IconFileDownload size={18} aria-hidden />}
    >
      {M.download}
    </Button>
  );
}
