import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "./logger";

type Nodemailer = typeof import("nodemailer")["default"];

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * The Message-ID, when the mail's own key gives one (a reminder digest): a mail sent again
   * carries the same one. Otherwise the transport makes one up.
   */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * What every mail says besides its text. Each one is sent by the portal on its own, so it says so
 * (RFC 3834): out-of-office and other automatic replies then leave it unanswered, and nothing
 * comes back to the sending address.
 */
export function mailMessage(from: string, mail: Mail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/**
 * The transport made at the first mail: nodemailer is loaded then, not at every start of the
 * server. A transport that could not be made is not kept; the next mail tries again.
 */
function lazyTransport(make: (mailer: Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import("nodemailer").then((module) => make(module.default));
    transport.catch(() => {
      transport = undefined;
    });
    return transport;
  };
}

/** SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox/*.eml. */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(mail) {
        await (await transport()).sendMail(mailMessage(options.from, mail));
        options.logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    async send(mail) {
      const info = await (await transport()).sendMail(mailMessage(options.from, mail));
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The file, not its link: a reset link is a password in all but name.
      options.logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
  };
}
