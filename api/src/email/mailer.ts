import type { Transporter } from "nodemailer";
import type { Database } from "@alm/database";
import { Counter, metrics } from "@alm/logging";
import { log } from "../logging/logger.ts";

const deliveries = new Counter({
  name: "api_email_deliveries_total",
  help: "Emails handed to the SMTP server (SMTP_URL), by outcome: Sent or Failed",
  labelNames: ["outcome"] as const,
  registers: [metrics],
});

export interface OutgoingMail {
  subject: string;
  to: string;
  cc: string;
  bcc: string;
  replyTo: string | null;
  from: string;
  body: string;
  attachmentName: string | null;
  mimeType: string | null;
  attachment: Buffer | null;
  highPriority: boolean;
}

export interface Mailer {
  /** Delivers an outbox row; returns its status afterwards ('Queued' when no SMTP server is configured). */
  deliver(id: number, mail: OutgoingMail): Promise<string>;
}

/** SMTP when SMTP_URL is set; otherwise mail stays in the outbox table for an operator to see. */
export function createMailer(db: Database, smtpUrl: string | undefined): Mailer {
  // nodemailer loads with the first mail, not with every api start.
  let connected: Promise<Transporter> | undefined;
  const connect = (url: string) =>
    (connected ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    async deliver(id, mail) {
      if (!smtpUrl) return "Queued";
      try {
        const transport = await connect(smtpUrl);
        await transport.sendMail({
          subject: mail.subject,
          to: mail.to,
          cc: mail.cc || undefined,
          bcc: mail.bcc,
          replyTo: mail.replyTo ?? undefined,
          from: mail.from,
          html: mail.body,
          priority: mail.highPriority ? "high" : "normal",
          attachments: mail.attachment
            ? [
                {
                  filename: mail.attachmentName ?? "attachment",
                  content: mail.attachment,
                  contentType: mail.mimeType ?? undefined,
                },
              ]
            : [],
        });
        await db.query("update email_outbox set status = 'Sent', sent_date = now() where id = $1", [id]);
        deliveries.inc({ outcome: "Sent" });
        return "Sent";
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.query("update email_outbox set status = 'Failed', error = $2 where id = $1", [id, reason]);
        deliveries.inc({ outcome: "Failed" });
        // Only the outbox row said so (an operator's review), and MFA enrolment links go by mail.
        // The SMTP server's words may quote addresses: they stay in the row, the log has its code.
        const code = (error as { code?: unknown; responseCode?: unknown } | undefined) ?? {};
        log.warn(
          { outboxId: id, code: code.code, responseCode: code.responseCode },
          `email ${id} could not be sent through SMTP_URL; its reason is in email_outbox.error`,
        );
        return "Failed";
      }
    },
  };
}
