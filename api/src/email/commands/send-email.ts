import type { Caller } from "../../auth/caller.ts";
import type { ApiConfig } from "../../config.ts";
import type { Database } from "@alm/database";
import { badRequest, unprocessable } from "../../http/http-error.ts";
import { visibleOwner } from "../../http/route-access.ts";
import { fetchReferencedDocument } from "../attachment-reference.ts";
import { checkAttachment } from "../email-attachment.ts";
import { cleanBody } from "../email-body.ts";
import type { MailRate } from "../email-rate.ts";
import { assertOwnInstitution, ownReplyTo } from "../email-recipients.ts";
import type { EmailRequest } from "../email-request.ts";
import {
  TEST_SUBJECT_PREFIX,
  assertRecipientCount,
  cleanAddressList,
  recipientsOf,
  withInternalCopy,
} from "../email-rules.ts";
import { EMAIL_TEXTS } from "../email-texts.ts";
import type { Mailer, OutgoingMail } from "../mailer.ts";
import { insertOutboxMessage } from "../outbox-repository.ts";

export interface EmailServices {
  db: Database;
  config: ApiConfig;
  mailer: Mailer;
  mailRate: MailRate;
}

/**
 * The attachment of a message: fetched by reference from the gateway, or sent inline (small).
 * A document goes out only while its report definition is the sender's to read, checked after
 * the fetch: a mail held up past an unpublish (its ticket lives a minute) no longer carries it.
 */
async function attachmentOf(db: Database, caller: Caller, mail: EmailRequest, config: ApiConfig) {
  if (mail.attachmentContent && mail.attachmentDocument)
    throw badRequest("INVALID_BODY", EMAIL_TEXTS.oneAttachment);
  if (mail.attachmentDocument) {
    const fetched = await fetchReferencedDocument(mail.attachmentDocument, config);
    if (!(await visibleOwner(db, caller, "reportDefinition", fetched.reportDefinitionId)))
      throw unprocessable("EMAIL_ATTACHMENT_INVALID", EMAIL_TEXTS.reportNoLongerReadable, [
        {
          error: EMAIL_TEXTS.reportNoLongerReadable,
          resolution: EMAIL_TEXTS.reportNoLongerReadableResolution,
          field: "attachmentDocument",
        },
      ]);
    return checkAttachment(fetched.content, mail.attachmentName);
  }
  const content = mail.attachmentContent && Buffer.from(mail.attachmentContent, "base64");
  return content ? checkAttachment(content, mail.attachmentName) : undefined;
}

/**
 * Sends an email (spec shell-and-reports section 3): recipients cleaned and counted, client
 * users limited to their own institution and to a PDF or XLSX document, the user's hourly
 * allowance taken, the message queued in the outbox and handed to the mailer.
 */
export async function sendEmail(services: EmailServices, caller: Caller, mail: EmailRequest) {
  const { db, config } = services;
  const to = cleanAddressList(mail.toEmailAddress, "toEmailAddress");
  if (!to) {
    throw unprocessable("EMAIL_RECIPIENT_REQUIRED", EMAIL_TEXTS.noRecipient, [
      { error: "No recipient", resolution: EMAIL_TEXTS.noRecipientResolution, field: "toEmailAddress" },
    ]);
  }
  const cc = cleanAddressList(mail.ccEmailAddress, "ccEmailAddress");
  const bcc = cleanAddressList(mail.bccEmailAddress, "bccEmailAddress");
  const recipients = recipientsOf(to, cc, bcc);
  assertRecipientCount(recipients, config.MAIL_MAX_RECIPIENTS);
  if (!caller.isStaff)
    await assertOwnInstitution(db, caller, { toEmailAddress: to, ccEmailAddress: cc, bccEmailAddress: bcc });
  const attachment = await attachmentOf(db, caller, mail, config);
  // A client user sends a document the application made for them, fetched from the gateway by
  // reference: bytes of their own (a hand-made PDF) would leave under the firm's name.
  if (mail.attachmentContent && !caller.isStaff) {
    throw unprocessable("EMAIL_DOCUMENT_REQUIRED", EMAIL_TEXTS.documentRequired, [
      {
        error: EMAIL_TEXTS.inlineAttachmentRefused,
        resolution: EMAIL_TEXTS.documentRequiredResolution,
        field: "attachmentContent",
      },
    ]);
  }
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
  await services.mailRate.take(caller.sub);
  const message: OutgoingMail = {
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
  const id = await insertOutboxMessage(db, message, { categories: mail.categories, sentBy: caller.username });
  const status = await services.mailer.deliver(id, message);
  return { id, status, subject: message.subject, toEmailAddress: to, bccEmailAddress: message.bcc };
}
