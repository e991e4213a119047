import type { Queryable } from "@alm/database";
import { escapeHtml } from "../oidc/html.ts";
import type { Mailer } from "./mailer.ts";
import { insertOutboxMessage } from "./outbox-repository.ts";

/** The outbox category of the messages about a person's own sign-in security. */
export const SECURITY_MAIL_CATEGORY = "Sign-in security";

export interface SecurityMailer {
  /** Sends a message about their sign-in security to a user's address on file. */
  send(
    to: string,
    message: { subject: string; paragraphs: string[]; link?: { href: string; text: string } },
  ): Promise<void>;
}

/**
 * Messages the platform sends on its own (no user writes them): through the same outbox and mailer
 * as every e-mail, so an operator sees them and tests read them where users' messages are.
 */
export function securityMailer(db: Queryable, mailer: Mailer, from: string): SecurityMailer {
  return {
    async send(to, { subject, paragraphs, link }) {
      const body = [
        ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`] : []),
      ].join("\n");
      const mail = {
        subject,
        to,
        cc: "",
        bcc: "",
        replyTo: null,
        from,
        body,
        attachmentName: null,
        mimeType: null,
        attachment: null,
        highPriority: true,
      };
      const id = await insertOutboxMessage(db, mail, {
        categories: [SECURITY_MAIL_CATEGORY],
        sentBy: "ALM Analysis",
      });
      await mailer.deliver(id, mail);
    },
  };
}
