/**
 * The files feature's public entry for other features: the records feature reads certificate
 * links and file rows with a record, removes them with an item or a reset, and removes the bytes
 * after its transaction commits.
 */
export {
  type CertificateLinkRow,
  certificateFileIdsOf,
  deleteCertificatesOfItem,
  deleteFileRowsOfOwner,
  groupCertificateLinks,
  toUploadedFileDto,
} from "./files.repo";
export { removeStoredFiles } from "./stored-files";
