import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import {
  MAX_FORM_BYTES,
  MAX_FORMS_PER_UPLOAD,
  MAX_FORMS_UPLOAD_BYTES,
} from "../../../shared/api/application";
import { APPLICATION_WRITE_MESSAGES as M } from "../../../shared/messages/application-writes";
import { FILE_MESSAGES } from "../../../shared/messages/files";
import { checkFileName } from "../../../shared/rules/file-upload";
import { AppError, badRequest } from "../../lib/errors";

export interface ReceivedForm {
  fileName: string;
  bytes: Uint8Array;
}

const tooLarge = (message: string) => new AppError(413, message, "PAYLOAD_TOO_LARGE");
const MAX_MB = MAX_FORM_BYTES / 1024 / 1024;

/**
 * The blank forms of one upload, each held in memory (a few megabytes; the whole request is
 * capped): the parts named `files`, every other part ignored. Refuses before reading past a cap.
 */
export async function receiveForms(request: Request): Promise<ReceivedForm[]> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    throw badRequest(FILE_MESSAGES.notMultipart);
  }
  if (Number(request.headers.get("content-length") ?? "0") > MAX_FORMS_UPLOAD_BYTES) {
    throw tooLarge(FILE_MESSAGES.tooLarge);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      preservePath: true,
      defParamCharset: "utf8",
      limits: { files: MAX_FORMS_PER_UPLOAD, fileSize: MAX_FORM_BYTES + 1, fields: 5, parts: 30 },
    });
  } catch {
    throw badRequest(FILE_MESSAGES.notMultipart);
  }

  const forms: Promise<ReceivedForm>[] = [];
  let failure: AppError | undefined;
  const fail = (error: AppError) => {
    failure ??= error;
  };
  parser.on("file", (name, stream, info) => {
    const fileName = (info.filename ?? "").normalize("NFC");
    if (name !== "files") {
      stream.resume();
      return;
    }
    const nameError = checkFileName(fileName);
    if (nameError) fail(badRequest(nameError, "files"));
    forms.push(
      (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
        if ((stream as { truncated?: boolean }).truncated) {
          fail(tooLarge(M.formTooLarge(fileName, MAX_MB)));
        }
        return { fileName, bytes: new Uint8Array(Buffer.concat(chunks)) };
      })(),
    );
  });
  parser.on("filesLimit", () => fail(badRequest(M.formsTooMany(MAX_FORMS_PER_UPLOAD), "files")));
  parser.on("partsLimit", () => fail(badRequest(FILE_MESSAGES.notMultipart)));

  let receivedBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      receivedBytes += chunk.length;
      if (receivedBytes > MAX_FORMS_UPLOAD_BYTES) {
        fail(tooLarge(FILE_MESSAGES.tooLarge));
        callback(new Error("request too large"));
        return;
      }
      callback(null, chunk);
    },
  });
  try {
    const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
    await pipeline(source, counter, parser);
  } catch {
    fail(badRequest(FILE_MESSAGES.notMultipart));
  }
  const uploads = await Promise.all(forms).catch(() => {
    fail(badRequest(FILE_MESSAGES.notMultipart));
    return [];
  });
  if (failure) throw failure;
  if (uploads.length === 0) throw badRequest(M.formsNone, "files");
  return uploads;
}
