import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { createMailer } from "./mail";

/**
 * The outbox transport, as a portal without SMTP runs: each mail becomes one .eml file that a
 * mail program opens. The API tests read mails from memory; this is where the file is checked.
 */
describe("the outbox mailer", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function outbox() {
    const dir = mkdtempSync(join(tmpdir(), "st-portalen-mail-"));
    dirs.push(dir);
    const outboxDir = join(dir, "outbox");
    const log: string[] = [];
    const mailer = createMailer({
      outboxDir,
      from: "portalen@example.se",
      logger: createLogger("info", { write: (line) => log.push(line) }),
    });
    return { mailer, outboxDir, log };
  }

  it("writes one .eml per mail, marked as sent automatically, with the Swedish text intact", async () => {
    const { mailer, outboxDir, log } = outbox();
    const link = "http://localhost:3000/reset-password?token=abc123";
    await mailer.send({
      to: "åsa@example.se",
      subject: "Återställ ditt lösenord",
      text: `Hej! Följ länken för att välja ett nytt lösenord:\n${link}\n`,
    });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(outboxDir, files[0]!), "utf8");
    const [head = "", ...body] = raw.split(/\n\n/);
    expect(head).toMatch(/^From: portalen@example\.se$/m);
    expect(head).toMatch(/^To: åsa@example\.se$/m);
    expect(head).toMatch(/^Auto-Submitted: auto-generated$/m);
    // Non-ASCII headers as RFC 2047 encoded words, which every mail program decodes.
    expect(head).toMatch(/^Subject: =\?UTF-8\?[QB]\?.+\?=$/m);
    const text = decodeQuotedPrintable(body.join("\n\n"));
    expect(text).toContain("Följ länken");
    expect(text).toContain(link);

    // The log names the file, never the link: a reset link is a password in all but name.
    const entry = JSON.parse(log.find((line) => line.includes("mail written to outbox")) ?? "{}");
    expect(entry.file).toContain(files[0]);
    expect(log.join("")).not.toContain("abc123");
  });
});

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    "latin1",
  ).toString("utf8");
}
