import { serveJobs } from "../../lib/worker-serve";
import type { PortfolioContent } from "./portfolio-content";
import { renderPortfolioPdf } from "./portfolio-pdf";

/** A thread that lays portfolios out as PDFs, off the request thread (decision 163). */
serveJobs<PortfolioContent, Uint8Array>(
  async (content) => {
    const pdf = await renderPortfolioPdf(content);
    // The bytes alone, in a buffer of their own, so they move to the request thread uncopied.
    return new Uint8Array(pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength));
  },
  (bytes) => [bytes.buffer as ArrayBuffer],
);
