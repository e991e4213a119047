/**
 * The stable, machine-readable reasons of the api's failures: every error envelope carries one
 * in `reason`, so that callers (the gateway, scripts) classify failures by code and never by
 * their English text, which may change. Adding a reason is additive; renaming one breaks callers.
 * Each value is the reason's documentation (served in the OpenAPI description and the README).
 */
export const FAILURE_REASONS = {
  // Generic reasons, one per status, for failures no caller needs to tell apart further.
  BAD_REQUEST: "400: the request is not valid (a parameter or the body); the messages name what to fix.",
  INVALID_PARAMETER: "400: a path or query parameter is missing or malformed; `field` names it.",
  INVALID_BODY:
    "400: the body is not valid JSON, not readable, or breaks the schema; `field` names each field.",
  API_VERSION_UNSUPPORTED: "400: the api-version query parameter is missing or not supported.",
  UNAUTHENTICATED: "401: no valid Bearer token was sent.",
  FORBIDDEN: "403: the caller lacks the permission for this call.",
  MFA_REQUIRED: "409: the institution requires multi-factor authentication, so it cannot be turned off.",
  NO_PERMISSIONS: "404: the user has no permissions in the tenant, so has no access to the site.",
  NOT_FOUND: "404: the resource does not exist, or belongs to a client the caller may not see.",
  PAYLOAD_TOO_LARGE: "413: the request body is larger than the api accepts.",
  UNSUPPORTED_MEDIA_TYPE:
    "415: the body's Content-Type is not one the call reads (application/json; multipart/form-data for an upload).",
  RATE_LIMITED: "429: too many requests of this kind; Retry-After says when to try again.",
  INTERNAL_ERROR: "500: the api failed; nothing the caller can fix.",
  SERVICE_UNAVAILABLE: "503: a part of the api this call needs is not running.",

  // Validation of what the caller sent (400 or 422); each message names its `field`.
  VALIDATION_FAILED:
    "422: the input breaks a rule (ranges, lengths, tree rules); each message names its field.",
  UNKNOWN_REFERENCE:
    "422: the input names a data set or chart of accounts the client does not have, or a tenant that does not exist.",
  FILE_TOO_LARGE:
    "413: an uploaded file is larger than the api reads (bytes, rows, cells or the size a workbook expands to); the message names the limit, the resolution what to do.",
  UPLOAD_INVALID:
    "422: an uploaded file could not be read or breaks a rule; messages name file, row and column.",

  // Conflicts with the state of the data (409).
  DUPLICATE_NAME: "409: the name is already taken within the client (data set, report definition, chart).",
  DATA_SET_RUNNING: "409: a run of the data set is queued or in progress: wait until it has finished.",
  DATA_SET_NOT_FINISHED: "409: only Completed or Failed data sets can be edited; run it first.",
  DATA_SET_LOCKED: "409: an approved or published report uses the data set, so it cannot change or run.",
  DATA_SET_IN_USE: "409: a report definition uses the data set, so it cannot be deleted.",
  REPORT_DEFINITION_LOCKED:
    "409: the report definition is approved or published, so it cannot change or be deleted.",
  WORKFLOW_REFUSED:
    "409: the approval workflow does not allow this action now (e.g. publish before approve).",
  CHART_OF_ACCOUNTS_LOCKED:
    "409: an approved or published report uses the chart of accounts, so its tree and name cannot change; save a copy as new.",
  CHART_OF_ACCOUNTS_IN_USE: "409: report definitions use the chart of accounts, so it cannot be deleted.",
  NO_CHART_OF_ACCOUNTS: "422: the client has no chart of accounts, which a report definition needs.",
  REPORT_NOT_READY:
    "409: the report's data is not available yet (no base data set, or its run has not finished).",
  RESOURCE_GONE: "409: the resource was deleted while the request was being handled.",
  IDEMPOTENCY_KEY_IN_USE:
    "409: a request with this Idempotency-Key is still under way; Retry-After says when to ask again.",
  IDEMPOTENCY_KEY_REUSED:
    "422: this Idempotency-Key was sent before with a different request; use a new key.",
  IDEMPOTENCY_ANSWER_UNREADABLE:
    "409: the request with this Idempotency-Key ran, but its kept answer can no longer be read (MFA_ENCRYPTION_KEY changed since); check what it did before sending it again under a new key.",

  // Email (422): what a caller may send, to whom and what.
  EMAIL_RECIPIENT_REQUIRED: "422: the mail names no recipient (`toEmailAddress`).",
  EMAIL_ADDRESS_INVALID: "422: an address is not an email address; `field` names the list.",
  EMAIL_TOO_MANY_RECIPIENTS: "422: more recipients than one mail may have.",
  EMAIL_RECIPIENT_OUTSIDE_INSTITUTION: "422: a client user may only mail their own institution's users.",
  EMAIL_REPLY_TO_NOT_OWN: "422: Reply-To may only be the sender's own address.",
  EMAIL_DOCUMENT_REQUIRED: "422: a client user may only send one of the application's documents.",
  EMAIL_ATTACHMENT_INVALID:
    "422: the attachment is not a PDF or XLSX made by the application, or it is blank.",
} as const;

export type FailureReason = keyof typeof FAILURE_REASONS;

export const FAILURE_REASON_NAMES = Object.keys(FAILURE_REASONS) as FailureReason[];

/** The reason of an error no thrower classified: one per status, so every error has one. */
export function reasonForStatus(status: number): FailureReason {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 422) return "VALIDATION_FAILED";
  if (status === 429) return "RATE_LIMITED";
  if (status === 503) return "SERVICE_UNAVAILABLE";
  if (status >= 400 && status < 500) return "BAD_REQUEST";
  return "INTERNAL_ERROR";
}
