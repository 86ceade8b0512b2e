import { S3Client } from "@aws-sdk/client-s3";

/** Where the S3-compatible store is and how to reach it; read from the S3_* variables. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: Amazon S3 itself. */
  endpoint?: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (most non-AWS stores). */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The SDK client, set for S3-compatible stores as well as Amazon's (decision 142). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Only the checksums S3 itself requires: stores other than AWS's differ in the newer checksum
    // headers they accept. Uploads carry Content-MD5, which every store checks.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that hangs fails a request within about 40 s rather than holding it for minutes.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: 5_000,
      // Until the answer's headers (a 10 MB put included); then a download may idle while a slow
      // client catches up, up to socketTimeout.
      requestTimeout: 20_000,
      throwOnRequestTimeout: true,
      socketTimeout: 120_000,
      // Each download in progress holds a connection until the client has it all.
      httpAgent: { maxSockets: 200 },
      httpsAgent: { maxSockets: 200 },
    },
  });
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

export function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return statusOf(error) === 404 || name === "NoSuchKey" || name === "NotFound";
}

/** One line an operator can act on: the network error's code, or the store's answer. */
export function describeError(error: unknown): string {
  const { code, name, message } = (error ?? {}) as {
    code?: string;
    name?: string;
    message?: string;
  };
  const status = statusOf(error);
  if (code) return `${code}${message ? ` (${message})` : ""}`;
  if (status === 403)
    return "åtkomst nekad (HTTP 403): kontrollera nycklarna och deras rättigheter";
  if (status === 404) return "bucketen finns inte (HTTP 404)";
  return `${name ?? "fel"}${status ? ` (HTTP ${status})` : ""}${message && message !== name ? `: ${message}` : ""}`;
}
