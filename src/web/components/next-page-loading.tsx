import { Box, Progress } from "@mantine/core";
import type { ReactNode } from "react";

interface NextPageLoadingProps {
  /** The list still shows the previous answer while the next one loads. */
  busy: boolean;
  children: ReactNode;
}

/**
 * A paged list while its next page or filter loads: the rows shown stay at full contrast (dimmed
 * text fell below WCAG's contrast while it loaded) and a thin bar above them moves instead. Its
 * space is kept, so the list does not jump when loading starts or ends.
 */
export function NextPageLoading({ busy, children }: NextPageLoadingProps) {
  return (
    <Box aria-busy={busy}>
      <Progress
        value={100}
        striped
        animated={busy}
        size={3}
        mb={4}
        aria-hidden
        style={{ visibility: busy ? "visible" : "hidden" }}
      />
      {children}
    </Box>
  );
}
