import pino from "pino";

export type Logger = pino.Logger;

/** A JSON logger to stdout, or to `destination` (tests read what it writes). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Secrets must never reach the log, whatever object a call passes in.
      redact: {
        paths: [
          "password",
          "*.password",
          "newPassword",
          "*.newPassword",
          "token",
          "*.token",
          "headers.cookie",
        ],
        censor: "[dolt]",
      },
    },
    destination,
  );
}
