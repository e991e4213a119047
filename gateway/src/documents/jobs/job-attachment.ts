import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { DocumentJobs } from "./document-jobs.ts";
import type { JobOwner } from "./document-job.ts";

/** A finished document of the asking user, read whole for an email attachment. */
export async function jobAttachment(jobs: DocumentJobs, id: string, who: JobOwner) {
  const { job, file } = jobs.openFile(id, who);
  if (!job || !file)
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.documentNotAttachable(id), {
      reason: "EMAIL_ATTACHMENT_INVALID",
    });
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { base64: Buffer.concat(chunks).toString("base64"), name: job.fileName, mimeType: job.contentType };
}
