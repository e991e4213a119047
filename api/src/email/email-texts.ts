/** What the api answers when it refuses an email: one place for every text of the email rules. */
export const EMAIL_TEXTS = {
  noRecipient: "At least one recipient is required.",
  noRecipientResolution: "Enter at least one address in To.",
  badAddress: (field: string, bad: string[]) =>
    `${field} has addresses that are not valid: ${bad.join(", ")}.`,
  tooManyRecipients: (max: number) =>
    `An email can go to at most ${max} recipients (To, Cc and Bcc together).`,
  tooManyRecipientsResolution: "Remove some recipients, or send the document in more than one email.",
  outsideInstitution: (addresses: string[]) =>
    `Not a user of your institution: ${addresses.join(", ")}. You can send documents only to your institution's users.`,
  outsideInstitutionResolution:
    "Choose addresses of your institution's users, or ask your ALM advisor to send it.",
  replyToNotOwn: "Reply-To can only be your own address.",
  replyToNotOwnResolution: "Leave Reply-To empty; replies then go to the firm's reports mailbox.",
  documentRequired: "You can only send one of your finished documents.",
  inlineAttachmentRefused:
    "A client user attaches a finished document by reference (attachmentDocument), never its bytes (attachmentContent).",
  documentRequiredResolution:
    "Make the PDF package or workbook first, then email it from the reports screen.",
  attachmentNotAllowed: (name: string) => `${name}: only PDF and Excel (.xlsx) documents can be attached.`,
  attachmentMismatch: (name: string) =>
    `${name}: the content is not the PDF or Excel document its name says.`,
  attachmentResolution: "Attach a PDF package or an Excel workbook made by the application.",
  referenceForeign:
    "The attached document must be one the application made: its address is not the gateway's.",
  referenceUnreadable:
    "The attached document could not be fetched: it is not yours, has expired, or is not ready.",
  referenceResolution: "Make the PDF package or workbook again, then send it.",
  reportNoLongerReadable:
    "The attached document's report is no longer yours to read: it was unpublished or its access changed.",
  reportNoLongerReadableResolution:
    "Send the document once its report is published to you again; ask your ALM advisor if it should be.",
  referenceTooLarge: (maxMb: number) => `The attached document is larger than ${maxMb} MB.`,
  referenceTooLargeResolution: "Email a smaller document, e.g. the Summary package instead of All Reports.",
  oneAttachment: "Send the attachment either as attachmentContent or as attachmentDocument, not both.",
  blankPdf: "Unable to generate PDF...blank",
  blankPdfResolution: "Generate the PDF again; the document came out empty.",
  rateLimited: (perHour: number, retryAt: Date, minutes: number) =>
    `You have sent ${perHour} emails in the last hour, the most allowed. Try again after ${retryAt
      .toISOString()
      .slice(11, 16)} UTC (in ${minutes} minute${minutes === 1 ? "" : "s"}).`,
  rateLimitedResolution: "Wait, then send again; the limit protects the firm's mailbox from misuse.",
} as const;
