import type { FailureCode } from "../generated/graphql.ts";

/** Every FailureCode of the schema; a code added there must be added here (the type says so). */
const KNOWN: Record<FailureCode, true> = {
  DUPLICATE_NAME: true,
  INVALID_INPUT: true,
  VALIDATION_FAILED: true,
  UNKNOWN_REFERENCE: true,
  UPLOAD_INVALID: true,
  FILE_TOO_LARGE: true,
  DATA_SET_RUNNING: true,
  DATA_SET_LOCKED: true,
  DATA_SET_IN_USE: true,
  REPORT_DEFINITION_LOCKED: true,
  WORKFLOW_REFUSED: true,
  RESOURCE_GONE: true,
  REPORT_NOT_READY: true,
  CHART_OF_ACCOUNTS_IN_USE: true,
  NO_CHART_OF_ACCOUNTS: true,
  EMAIL_RECIPIENT_REQUIRED: true,
  EMAIL_ADDRESS_INVALID: true,
  EMAIL_TOO_MANY_RECIPIENTS: true,
  EMAIL_RECIPIENT_OUTSIDE_INSTITUTION: true,
  EMAIL_REPLY_TO_NOT_OWN: true,
  EMAIL_DOCUMENT_REQUIRED: true,
  EMAIL_ATTACHMENT_INVALID: true,
};

/** The api's reasons for a malformed request: one code for the user, whose messages name the field. */
const MALFORMED_REQUEST_REASONS = new Set(["INVALID_BODY", "INVALID_PARAMETER", "BAD_REQUEST"]);

/** The api's reason (envelope `reason`) as a FailureCode; undefined when it is not an expected failure. */
export function failureCodeOf(reason: unknown): FailureCode | undefined {
  if (typeof reason !== "string") return undefined;
  if (MALFORMED_REQUEST_REASONS.has(reason)) return "INVALID_INPUT";
  return reason in KNOWN ? (reason as FailureCode) : undefined;
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
