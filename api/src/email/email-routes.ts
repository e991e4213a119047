import { z } from "zod";
import type { Caller } from "../auth/caller.ts";
import type { ApiConfig } from "../config.ts";
import { assertClientVisible } from "../core/client-access.ts";
import type { Database } from "../db/database.ts";
import { sendModel } from "../http/envelope.ts";
import { badRequest, unprocessable } from "../http/http-error.ts";
import { optionalId } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import { attachmentReference, fetchReferencedDocument } from "./attachment-reference.ts";
import { checkAttachment } from "./email-attachment.ts";
import { cleanBody } from "./email-body.ts";
import { createMailRate } from "./email-rate.ts";
import { assertOwnInstitution, ownReplyTo } from "./email-recipients.ts";
import {
  TEST_SUBJECT_PREFIX,
  assertRecipientCount,
  cleanAddressList,
  recipientsOf,
  withInternalCopy,
} from "./email-rules.ts";
import { EMAIL_TEXTS } from "./email-texts.ts";
import type { Mailer } from "./mailer.ts";

const addresses = z.union([z.string(), z.array(z.string())]).optional();

/** The email payload of spec shell-and-reports section 3, plus testMode and attachmentDocument. */
const emailBody = z.object({
  subject: z.string().trim().min(1, "is required").max(500),
  toEmailAddress: addresses,
  ccEmailAddress: addresses,
  bccEmailAddress: addresses,
  replyToEmailAddress: z.string().optional(),
  fromEmailAddress: z.string().optional(),
  body: z.string().max(1_000_000).default(""),
  attachmentContent: z.base64().optional(),
  /** A finished document on the gateway, fetched by the api: large files never travel as base64. */
  attachmentDocument: attachmentReference.optional(),
  attachmentName: z.string().max(255).optional(),
  mimeType: z.string().max(100).optional(),
  sentBy: z.string().optional(),
  blobAttachments: z.array(z.unknown()).optional(),
  categories: z.array(z.string()).default([]),
  highPriority: z.boolean().default(false),
  testMode: z.boolean().default(false),
});

export function emailRoutes(db: Database, config: ApiConfig, mailer: Mailer): RouteDef[] {
  const mailRate = createMailRate(config.MAIL_PER_USER_PER_HOUR);
  return [
    {
      method: "post",
      path: "/tools/email",
      summary:
        "Sends an email (queued in the outbox, delivered by SMTP when configured). Client users send only " +
        "PDF or XLSX documents to their own institution's users.",
      scope: { kind: "self" },
      permission: "View",
      params: [
        "subject",
        "toEmailAddress",
        "ccEmailAddress",
        "bccEmailAddress",
        "body",
        "attachmentContent",
        "attachmentDocument",
      ],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const mail = parseInput(emailBody, req.body, "email");
        const to = cleanAddressList(mail.toEmailAddress, "toEmailAddress");
        if (!to) {
          throw unprocessable("EMAIL_RECIPIENT_REQUIRED", EMAIL_TEXTS.noRecipient, [
            {
              error: "No recipient",
              resolution: EMAIL_TEXTS.noRecipientResolution,
              field: "toEmailAddress",
            },
          ]);
        }
        const cc = cleanAddressList(mail.ccEmailAddress, "ccEmailAddress");
        const bcc = cleanAddressList(mail.bccEmailAddress, "bccEmailAddress");
        const recipients = recipientsOf(to, cc, bcc);
        assertRecipientCount(recipients, config.MAIL_MAX_RECIPIENTS);
        if (!caller.isStaff) await assertOwnInstitution(db, caller, recipients);
        if (mail.attachmentContent && mail.attachmentDocument)
          throw badRequest("INVALID_BODY", EMAIL_TEXTS.oneAttachment);
        const content = mail.attachmentDocument
          ? await fetchReferencedDocument(mail.attachmentDocument, config)
          : mail.attachmentContent && Buffer.from(mail.attachmentContent, "base64");
        const attachment = content ? checkAttachment(content, mail.attachmentName) : undefined;
        if (!attachment && !caller.isStaff) {
          throw unprocessable("EMAIL_DOCUMENT_REQUIRED", EMAIL_TEXTS.documentRequired, [
            {
              error: EMAIL_TEXTS.documentRequired,
              resolution: EMAIL_TEXTS.documentRequiredResolution,
              field: "attachmentContent",
            },
          ]);
        }
        const replyTo = await ownReplyTo(
          db,
          caller,
          cleanAddressList(mail.replyToEmailAddress, "replyToEmailAddress"),
        );
        await mailRate.take(caller.sub, res);
        const message = {
          subject: mail.testMode ? `${TEST_SUBJECT_PREFIX}${mail.subject}` : mail.subject,
          to,
          cc,
          bcc: withInternalCopy(bcc, config.INTERNAL_MAILBOX),
          replyTo,
          from: config.MAIL_FROM,
          body: cleanBody(mail.body, caller.isStaff),
          attachmentName: attachment?.name ?? null,
          mimeType: attachment?.mimeType ?? null,
          attachment: attachment?.content ?? null,
          highPriority: mail.highPriority,
        };
        const [row] = await db.query<{ id: number }>(
          `insert into email_outbox (subject, to_addresses, cc_addresses, bcc_addresses, reply_to, from_address, body,
             attachment_name, mime_type, attachment, categories, high_priority, sent_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
          [
            message.subject,
            message.to,
            message.cc || null,
            message.bcc,
            message.replyTo,
            message.from,
            message.body,
            message.attachmentName,
            message.mimeType,
            message.attachment,
            JSON.stringify(mail.categories),
            message.highPriority,
            caller.username,
          ],
        );
        const id = row?.id ?? 0;
        const status = await mailer.deliver(id, message);
        sendModel(res, {
          id,
          status,
          subject: message.subject,
          toEmailAddress: to,
          bccEmailAddress: message.bcc,
        });
      },
    },
    {
      method: "get",
      path: "/tools/emailaddresses",
      summary: "Email addresses of a client's users (clientId), for the recipient picker.",
      scope: { kind: "self" },
      params: ["clientId"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const clientId = optionalId(req.query, "clientId");
        let tenant = caller.tenant;
        if (clientId !== undefined) {
          await assertClientVisible(db, caller, clientId);
          const [client] = await db.query<{ acronym: string }>("select acronym from clients where id = $1", [
            clientId,
          ]);
          tenant = client?.acronym ?? tenant;
        }
        const rows = await db.query<{ name: string; email: string; username: string }>(
          "select name, email, username from users where tenant = $1 order by name",
          [tenant],
        );
        sendModel(
          res,
          rows.map((r) => ({ name: r.name, emailAddress: r.email, username: r.username, tenant })),
        );
      },
    },
  ];
}
