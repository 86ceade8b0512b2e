import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { FILE_MESSAGES as M } from "../../../shared/messages/files";
import {
  checkFileName,
  MAX_UPLOAD_BYTES,
  nameWithTypeExtension,
} from "../../../shared/rules/file-upload";
import { AppError, badRequest } from "../../lib/errors";
import { type FileStore, FileTooLargeError } from "../../lib/file-store";
import { type DetectedFileType, detectFileType, SNIFF_BYTES } from "../../lib/file-type";

/**
 * Reading an upload's multipart body (decision 030): busboy streams the `file` part into the store
 * under a temporary name while the type is decided from its first bytes; refusals remove it.
 */

/** Room for the multipart framing and the two small fields around a 10 MB file. */
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
const MAX_FIELD_BYTES = 200;

const tooLarge = () => new AppError(413, M.tooLarge, "PAYLOAD_TOO_LARGE");
export const typeNotAllowed = () => new AppError(415, M.typeNotAllowed, "UNSUPPORTED_MEDIA_TYPE");

/** The request body broke off or was not valid multipart (a client problem, never a 500). */
class SourceError extends Error {}

export interface StoredUpload {
  storagePath: string;
  size: number;
  type: DetectedFileType;
  /** The client's name with the extension of the detected type. */
  originalName: string;
}

export interface ReceivedUpload {
  fields: Map<string, string | null>;
  file: StoredUpload | undefined;
}

/** The shared rule for file names (decision 077), as a 400 on the file field. */
function fileNameError(name: string): AppError | null {
  const message = checkFileName(name);
  return message ? badRequest(message, "file") : null;
}

/**
 * Reads one file part: checks the name, buffers the head to decide the type from the bytes, then
 * streams the rest into the store (which stops past 10 MB). Whatever happens, the part is read to
 * its end so the multipart parser can go on and finish.
 */
async function receiveFile(
  store: FileStore,
  ownerId: string,
  stream: Readable,
  filename: string,
): Promise<StoredUpload> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const next = async () => {
    try {
      return await chunks.next();
    } catch (error) {
      throw new SourceError(String(error));
    }
  };
  const drain = async () => {
    try {
      while (!(await chunks.next()).done) {}
    } catch {
      // The body broke off; there is nothing more to read.
    }
  };

  const nameError = fileNameError(filename);
  if (nameError) {
    await drain();
    throw nameError;
  }

  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < SNIFF_BYTES) {
    const result = await next();
    if (result.done) {
      ended = true;
      break;
    }
    head.push(result.value);
    headLength += result.value.length;
  }
  const headBytes = Buffer.concat(head);
  if (headBytes.length === 0) throw badRequest(M.emptyFile, "file");
  const type = detectFileType(headBytes.subarray(0, SNIFF_BYTES));
  if (!type) {
    await drain();
    throw typeNotAllowed();
  }

  async function* body() {
    yield headBytes;
    if (ended) return;
    for (;;) {
      const result = await next();
      if (result.done) return;
      yield result.value;
    }
  }
  try {
    const stored = await store.put(ownerId, type.extension, body(), {
      maxBytes: MAX_UPLOAD_BYTES,
    });
    // Kept in NFC, as every other name (a Mac sends 'å' as 'a' and a combining ring, decision 167),
    // and under the extension of what it is, so a viewer or a PDF reader is not misled (decision 174).
    return {
      ...stored,
      type,
      originalName: nameWithTypeExtension(filename.normalize("NFC"), type.extension),
    };
  } catch (error) {
    await drain();
    if (error instanceof FileTooLargeError) throw tooLarge();
    throw error;
  }
}

/**
 * Parses the multipart body with busboy, streaming the `file` part to the store. Resolves only
 * after the whole body is read; on any failure the stored file is removed before rejecting.
 */
export async function receiveUpload(
  store: FileStore,
  ownerId: string,
  request: Request,
): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    throw badRequest(M.notMultipart);
  }
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > MAX_REQUEST_BYTES) throw tooLarge();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Keep the client's name as sent, so a name with a path is seen and refused.
      preservePath: true,
      // Browsers send the file name as raw UTF-8 ("intyg-åäö.pdf").
      defParamCharset: "utf8",
      limits: {
        files: 1,
        // One byte over the maximum, so the store sees it and refuses; busboy drops the rest.
        fileSize: MAX_UPLOAD_BYTES + 1,
        fields: 10,
        fieldSize: MAX_FIELD_BYTES,
        parts: 20,
      },
    });
  } catch {
    throw badRequest(M.notMultipart); // e.g. no boundary
  }

  const fields = new Map<string, string | null>();
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  let filePart: Promise<StoredUpload | undefined> | undefined;
  let fileStream: Readable | undefined;

  parser.on("field", (name, value, info) => {
    // A truncated value is not what the client meant: keep it as invalid.
    fields.set(name, info.valueTruncated || info.nameTruncated ? null : value);
  });
  parser.on("file", (name, stream, info) => {
    if (name !== "file" || filePart) {
      stream.resume();
      return;
    }
    fileStream = stream;
    filePart = receiveFile(store, ownerId, stream, info.filename ?? "").catch((error) => {
      fail(error);
      return undefined;
    });
  });
  parser.on("filesLimit", () => fail(badRequest(M.tooManyFiles, "file")));
  parser.on("partsLimit", () => fail(badRequest(M.notMultipart)));
  parser.on("fieldsLimit", () => fail(badRequest(M.notMultipart)));

  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > MAX_REQUEST_BYTES) {
        fail(tooLarge());
        callback(new SourceError("request too large"));
        return;
      }
      callback(null, chunk);
    },
  });

  try {
    // The DOM and node:stream/web stream types differ only in typing; they are the same object.
    const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
    await pipeline(source, counter, parser);
  } catch (error) {
    fail(error instanceof AppError ? error : badRequest(M.notMultipart));
    fileStream?.destroy();
  }
  // pipeline resolves when busboy has consumed the body; the file may still be being written.
  const file = await filePart;

  if (failure !== undefined) {
    if (file) await store.remove(file.storagePath).catch(() => {});
    if (failure instanceof AppError) throw failure;
    if (failure instanceof SourceError) throw badRequest(M.notMultipart);
    throw failure;
  }
  return { fields, file };
}
