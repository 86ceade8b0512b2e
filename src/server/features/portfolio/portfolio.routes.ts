import { recordRoutes } from "../../../shared/api/records";
import { createRouter, mountRoute } from "../../lib/api-route";
import { contentDisposition } from "../../lib/content-disposition";
import { getPortfolio } from "./portfolio.service";

export const portfolioRouter = createRouter();

// The route stays defined with the record's routes: it is the record, as one book.
mountRoute(portfolioRouter, recordRoutes.portfolio, async (c, { params }) => {
  const { db, portfolios } = c.get("deps");
  const { fileName, pdf } = await getPortfolio(db, portfolios, c.get("actor"), params.doctorId);
  return c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-length": String(pdf.length),
    "content-disposition": contentDisposition("attachment", fileName),
    "x-content-type-options": "nosniff",
    // The whole record in one file: no shared or browser cache keeps a copy.
    "cache-control": "no-store",
  });
});
