import type { FailureCode } from "../generated/graphql.ts";

/**
 * What to do about each FailureCode of the schema, when the api's answer names nothing more
 * specific; a code added there must be added here (the type says so). A failure never reaches a
 * consumer with an empty `resolution`.
 */
const RESOLUTIONS: Record<FailureCode, string> = {
  DUPLICATE_NAME: "Choose a name the client does not use yet.",
  INVALID_INPUT: "Correct the field the message names and send it again.",
  VALIDATION_FAILED: "Correct the field the message names and send it again.",
  UNKNOWN_REFERENCE: "Choose one of the client's own data sets or charts of accounts.",
  UPLOAD_INVALID: "Correct the file at the row and column the message names and upload it again.",
  FILE_TOO_LARGE: "Split the file into several smaller files.",
  DATA_SET_RUNNING: "Wait for the run to finish (its status turns Completed or Failed), then try again.",
  DATA_SET_LOCKED: "Unpublish or reject the report that uses the data set first, or clone the data set.",
  DATA_SET_IN_USE: "Delete or change the report definitions that use the data set first.",
  REPORT_DEFINITION_LOCKED: "Unpublish or reject it first, or clone it to change the copy.",
  WORKFLOW_REFUSED: "Check the report definition's status: the action needs another one.",
  RESOURCE_GONE: "Reload the list: it was deleted meanwhile.",
  REPORT_NOT_READY: "Run the data sets behind the report, then try again once they are Completed.",
  CHART_OF_ACCOUNTS_IN_USE: "Change the report definitions that use the chart of accounts first.",
  CHART_OF_ACCOUNTS_LOCKED:
    "Save the changed tree as a new chart of accounts and use it in the next report definition.",
  NO_CHART_OF_ACCOUNTS: "Upload a chart of accounts for the client first.",
  EMAIL_RECIPIENT_REQUIRED: "Add at least one recipient.",
  EMAIL_ADDRESS_INVALID: "Correct the address the message names.",
  EMAIL_TOO_MANY_RECIPIENTS: "Send to fewer recipients, or send several mails.",
  EMAIL_RECIPIENT_OUTSIDE_INSTITUTION: "Send only to users of your own institution.",
  EMAIL_REPLY_TO_NOT_OWN: "Leave Reply-To empty, or give your own address.",
  EMAIL_DOCUMENT_REQUIRED: "Attach one of your finished PDF or Excel documents.",
  EMAIL_ATTACHMENT_INVALID: "Attach a PDF or Excel document the application made.",
};

/** What to do about a failure of `code` when nothing more specific was said. */
export const resolutionOf = (code: FailureCode): string => RESOLUTIONS[code];

/** The api's reasons for a malformed request: one code for the user, whose messages name the field. */
const MALFORMED_REQUEST_REASONS = new Set(["INVALID_BODY", "INVALID_PARAMETER", "BAD_REQUEST"]);

/**
 * Whether the api refused its request as malformed (a REST body, path or query parameter): what
 * a GraphQL caller sent was an argument, refused as BAD_USER_INPUT (in a mutation's typed result,
 * INVALID_INPUT) whichever service checked it.
 */
export const isMalformedRequest = (reason: unknown) =>
  typeof reason === "string" && MALFORMED_REQUEST_REASONS.has(reason);

/** The api's reason (envelope `reason`) as a FailureCode; undefined when it is not an expected failure. */
export function failureCodeOf(reason: unknown): FailureCode | undefined {
  if (typeof reason !== "string") return undefined;
  if (isMalformedRequest(reason)) return "INVALID_INPUT";
  return reason in RESOLUTIONS ? (reason as FailureCode) : undefined;
}

/** The codes that mean "correct what you sent": what every write turns into ValidationFailed. */
export const INPUT_FAILURE_CODES: readonly FailureCode[] = [
  "INVALID_INPUT",
  "VALIDATION_FAILED",
  "UNKNOWN_REFERENCE",
  "UPLOAD_INVALID",
  "FILE_TOO_LARGE",
];

/** What a mail can be refused for: the input codes and the mail rules. */
export const EMAIL_FAILURE_CODES: readonly FailureCode[] = [
  ...INPUT_FAILURE_CODES,
  "EMAIL_RECIPIENT_REQUIRED",
  "EMAIL_ADDRESS_INVALID",
  "EMAIL_TOO_MANY_RECIPIENTS",
  "EMAIL_RECIPIENT_OUTSIDE_INSTITUTION",
  "EMAIL_REPLY_TO_NOT_OWN",
  "EMAIL_DOCUMENT_REQUIRED",
  "EMAIL_ATTACHMENT_INVALID",
];
