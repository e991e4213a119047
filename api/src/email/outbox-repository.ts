import type { Queryable } from "@alm/database";
import type { OutgoingMail } from "./mailer.ts";

/** Queues a message in the outbox; answers its id. */
export async function insertOutboxMessage(
  db: Queryable,
  message: OutgoingMail,
  extra: { categories: string[]; sentBy: string },
): Promise<number> {
  const columns = {
    subject: message.subject,
    to_addresses: message.to,
    cc_addresses: message.cc || null,
    bcc_addresses: message.bcc,
    reply_to: message.replyTo,
    from_address: message.from,
    body: message.body,
    attachment_name: message.attachmentName,
    mime_type: message.mimeType,
    attachment: message.attachment,
    categories: JSON.stringify(extra.categories),
    high_priority: message.highPriority,
    sent_by: extra.sentBy,
  };
  const names = Object.keys(columns);
  const [row] = await db.query<{ id: number }>(
    `insert into email_outbox (${names.join(", ")}) values (${names.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    Object.values(columns),
  );
  return row?.id ?? 0;
}
