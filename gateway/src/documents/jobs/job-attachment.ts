import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { AttachmentTickets } from "./attachment-tickets.ts";
import type { DocumentJobs } from "./document-jobs.ts";
import type { JobOwner } from "./document-job.ts";

const notAttachable = (error: string, resolution: string) =>
  gatewayError("BAD_USER_INPUT", error, {
    reason: "EMAIL_ATTACHMENT_INVALID",
    messages: [{ error, resolution, field: "documentJobId" }],
  });

/**
 * A finished document of the asking user as the api's attachmentDocument (address and ticket):
 * the api fetches the bytes itself, so a large package never travels as base64 in a JSON body.
 */
export async function jobAttachment(
  documents: { jobs: DocumentJobs; attachments: AttachmentTickets },
  id: string,
  who: JobOwner,
  readable: (job: { clientId: number; reportDefinitionId: number }) => Promise<boolean>,
) {
  const job = await documents.jobs.find(id, who);
  if (!job || job.status !== "DONE")
    throw notAttachable(ERROR_TEXTS.documentNotAttachable(id), ERROR_TEXTS.documentNotAttachableResolution);
  // Sent only while its report definition is the sender's to read, as a download is: a package
  // unpublished after its file was made was still mailed to the institution's users.
  if (!(await readable(job)))
    throw notAttachable(
      ERROR_TEXTS.documentReportNotReadable(id),
      ERROR_TEXTS.documentReportNotReadableResolution,
    );
  return {
    reference: documents.attachments.reference(id, who),
    name: job.fileName,
    mimeType: job.contentType,
  };
}
