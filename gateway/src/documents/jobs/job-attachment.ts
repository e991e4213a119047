import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { AttachmentTickets } from "./attachment-tickets.ts";
import type { DocumentJobs } from "./document-jobs.ts";
import type { JobOwner } from "./document-job.ts";

/**
 * A finished document of the asking user as the api's attachmentDocument (address and ticket):
 * the api fetches the bytes itself, so a large package never travels as base64 in a JSON body.
 */
export async function jobAttachment(
  documents: { jobs: DocumentJobs; attachments: AttachmentTickets },
  id: string,
  who: JobOwner,
) {
  const job = await documents.jobs.find(id, who);
  if (!job || job.status !== "DONE")
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.documentNotAttachable(id), {
      reason: "EMAIL_ATTACHMENT_INVALID",
    });
  return {
    reference: documents.attachments.reference(id, who),
    name: job.fileName,
    mimeType: job.contentType,
  };
}
