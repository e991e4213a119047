import { z } from "zod";
import { attachmentReference } from "./attachment-reference.ts";

const addresses = z.union([z.string(), z.array(z.string())]).optional();

/** The email payload of spec shell-and-reports section 3, plus testMode and attachmentDocument. */
export const emailBody = z
  .object({
    subject: z.string().trim().min(1, "is required").max(500),
    toEmailAddress: addresses,
    ccEmailAddress: addresses,
    bccEmailAddress: addresses,
    replyToEmailAddress: z.string().optional(),
    fromEmailAddress: z.string().optional(),
    body: z.string().max(1_000_000).default(""),
    attachmentContent: z
      .base64()
      .optional()
      .describe(
        "A .pdf or .xlsx file (attachmentName) in base64; a client's user sends attachmentDocument instead.",
      ),
    /** A finished document on the gateway, fetched by the api: large files never travel as base64. */
    attachmentDocument: attachmentReference.optional(),
    attachmentName: z.string().max(255).optional().describe("The attachment's file name: .pdf or .xlsx."),
    mimeType: z.string().max(100).optional(),
    sentBy: z.string().optional(),
    blobAttachments: z.array(z.unknown()).optional(),
    categories: z.array(z.string()).default([]),
    highPriority: z.boolean().default(false),
    testMode: z.boolean().default(false),
  })
  // A recipient is required (422 EMAIL_RECIPIENT_REQUIRED, send-email.ts, which reads the addresses).
  .meta({ required: ["subject", "toEmailAddress"] });

export type EmailRequest = z.infer<typeof emailBody>;
