import { serveJobs } from "../../lib/worker-serve";
import { type DocumentsResult, makeDocuments } from "./application-documents";
import type { DocumentsInput } from "./documents-renderer";
import { renderCoverList } from "./forms/cover-list";

/** A thread that fills the application's forms, off the request thread (decision 197). */
serveJobs<DocumentsInput, DocumentsResult>(
  ({ jobs, blanks, cover }) =>
    makeDocuments(
      jobs,
      new Map(blanks),
      cover
        ? (filled) =>
            renderCoverList({
              ...cover,
              entries: filled.map((j) => ({
                bilagaNr: j.bilagaNr,
                name: j.formName,
                covers: j.covers,
              })),
            })
        : null,
    ),
  (result) => (result.ok ? [result.bytes.buffer as ArrayBuffer] : []),
);
