import { INTERNAL_ERROR_TEXT, MANAGEMENT_ERROR_TEXTS, notNiiPageText, TRY_AGAIN_TEXT } from "@alm/formats";
import { REQUEST_FAILURE_TEXTS } from "@alm/service";

/**
 * What a caller sent, said back in an error: cut at 80 characters, so that an id or cursor of any
 * length is not echoed whole into the answer (and the log).
 */
const sentBack = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** User-facing texts of the gateway's own errors; the specs' catalogues live here too. */
export const ERROR_TEXTS = {
  requestNotJson: REQUEST_FAILURE_TEXTS.badJson,
  requestUnreadable: REQUEST_FAILURE_TEXTS.unreadable,
  pathNotFound: "There is nothing at this address.",
  internal: INTERNAL_ERROR_TEXT,
  signInRequired: "You are not signed in. Sign in to continue.",
  /** signInRequired to a caller that is not a browser: what a script must send. */
  credentialRequired:
    "No credential was sent: send an access token as `Authorization: Bearer <token>` (a service account's, a device sign-in's or a personal access token), or the session cookie of a signed-in browser.",
  sessionInvalid: "Your session has ended or is not valid. Sign in again.",
  secondFactorRequired:
    "Your institution requires Multi-factor Authentication, and this sign-in did not use it. Sign in again with your authenticator app.",
  printTicketInvalid:
    "This print link has expired or is not valid. Print the report again from the reports screen.",
  printTicketScope: "This print link is for another report package.",
  emailDocumentOnly:
    "You can only email one of your finished documents: make the PDF package or workbook, then send it.",
  documentNotAttachable: (id: string) =>
    `Document '${id}' is not one of your finished documents: make it again, then send it.`,
  documentReportNotReadable: (id: string) =>
    `Document '${id}' is of a report that is no longer available to you: it was unpublished, or your access changed.`,
  documentReportNotReadableResolution:
    "Send it once the report is published to you again; ask your ALM advisor if it should be.",
  documentNotAttachableResolution: "Make the PDF package or workbook again, then send it.",
  documentTicketInvalid: "This document ticket has expired or is not valid. Send the email again.",
  /** A Bearer credential refused (not a session): a script must learn what to send instead. */
  bearerInvalid:
    "The Authorization header holds no access token this API accepts: it is not `Bearer <token>`, or the token is not valid or has expired. Send a current access token (not the id_token or refresh_token: get a new one from the token endpoint) or a personal access token.",
  upstreamUnavailable: (name: string) =>
    `The ${name} service is not answering right now. Try again in a moment.`,
  requestEnded: "The request ended before the answer came.",
  upstreamTimedOut: (name: string) => `The ${name} service did not answer in time. Try again in a moment.`,
  upstreamBadData: (name: string) => `The ${name} service answered with data that could not be read.`,
  signInFailed: "Sign-in could not be completed. Go back to the application and sign in again.",
  signOutForeignOrigin:
    "Sign-out was asked for by another site, so nothing was changed. Use Sign Out in ALM Analysis.",
  noPermissions: "No permissions exist for this tenant and user.",
  permissionsMissing: (field: string, deprecated: string) =>
    `Give the permissions in ${field} (or in ${deprecated}, which is deprecated).`,
  permissionsResolution: (field: string) => `List the permissions in ${field} only, e.g. ${field}: [VIEW].`,
  permissionsTwice: (field: string, deprecated: string) =>
    `Give the permissions in ${field} only: ${deprecated} is its deprecated form, and both were given.`,
  reportDataResolution:
    "Tell your ALM advisor which report and as-of date: the report's data needs their attention.",
  documentFailedResolution: "Request the document again; if it fails again, tell your ALM advisor.",
  staffOnly: "Only the firm's staff with 'View All Clients' may do this.",
  staffListOnly: "Only the firm's staff see the recent messages list.",
  permissionRequired: (permission: string) => `You need the '${permission}' permission to do this.`,
  receiveNotificationsRequired: "You need the 'Receive Notifications' permission to receive notifications.",
  dateInvalid: (quotedValue: string) => `${quotedValue} is not a Date.`,
  dateTooEarly: (quotedValue: string, firstYear: number) =>
    `${quotedValue} is before ${firstYear}: no Date of the platform is.`,
  dateFormat: "Send a calendar date as YYYY-MM-DD, e.g. '2021-12-31'.",
  dateTimeInvalid: (quotedValue: string) => `${quotedValue} is not a DateTime.`,
  dateTimeFormat:
    "Send an RFC 3339 date-time with its offset, e.g. '2026-11-25T10:15:00Z' or '2026-11-25T05:15:00-05:00'.",
  decimalInvalid: (quotedValue: string) => `${quotedValue} is not a Decimal.`,
  decimalFormat:
    'Send a decimal number as a JSON string, e.g. "-1234.56": digits with an optional minus sign and point, no exponent.',
  asOfMissing: 'Give the as-of date as asOf, e.g. asOf: "2021-12-31".',
  asOfTwice: "Give the as-of date once: asOf (a Date), not also the deprecated asOfDate.",
  urlInvalid: (quotedValue: string) => `${quotedValue} is not a URL.`,
  urlFormat: "Send an absolute URL with its scheme, e.g. 'https://example.com/path'.",
  badResumeCursor: (after: string) =>
    `'${after}' is not an event id: pass the id of the last status event you received as 'after', or leave it out.`,
  pageSizeOutOfRange: (first: number, most: number) =>
    `first must be a whole number from 1 to ${most}; ${first} is not.`,
  // Said for a size too small as for one too large: "at most 100" told the sender of 0 nothing.
  pageSizeResolution: (most: number, byDefault: number) =>
    `Ask for 1 to ${most} items per page (leave first out for ${byDefault}) and follow pageInfo.endCursor (as 'after') for the next page.`,
  cursorNotOfList: (after: string) => `'${sentBack(after)}' is not a cursor of this list.`,
  cursorItemGone: "The item this cursor points at is no longer in the list.",
  cursorResolution:
    "Pass as 'after' the pageInfo.endCursor (or an edge's cursor) of a page of this same field, or leave 'after' out to start again from the first page.",
  badId: (name: string, value: string) => `${name} must be a positive whole number; '${value}' is not.`,
  clientLookupNeedsKey: "Give id or acronym to look up a client.",
  clientLookupOneKey: "Give either id or acronym to look up a client, not both.",
  /** What to send instead of an id the API cannot read. */
  sendGlobalId: (name: string) => `Send as ${name} the id field of the object, as this API answered it.`,
  sendIdOfType: (name: string, expected: string) => `Send as ${name} the id field of a ${expected}.`,
  sendWholeNumber: (name: string) => `Send as ${name} a positive whole number.`,
  /** What to send instead of an id that names nothing the caller may see (`key`: the field giving it). */
  sendIdFromList: (name: string, key: string, objects: string, list: string) =>
    `Send as ${name} the ${key} of one of the ${objects} you may see, as ${list} gives it.`,
  sendDocumentJobId: (name: string) =>
    `Send as ${name} the id a request for a document (requestPdfPackage, requestDetailWorkbook, …) answered you; once it has expired, ask for the document again.`,
  notAGlobalId: (name: string, value: string) =>
    `${name} must be an id as this API gives it (a type's id field); '${value}' is not one.`,
  globalIdOfOtherType: (name: string, expected: string, actual: string) =>
    `${name} must be the id of a ${expected}; the one given is the id of a ${actual}.`,
  tooManyNodes: (count: number, most: number) =>
    `nodes takes at most ${most} ids at once; ${count} were given. Split them over several queries.`,
  clientIdDisagrees: (clientName: string, idName: string) =>
    `${clientName} names another client than ${idName} does; leave ${clientName} out.`,
  globalIdKeyInvalid: (name: string, key: string) =>
    `${name} is not an id this API gave: its key '${sentBack(key)}' names nothing. Pass an id as a field gave it.`,
  nodeNotFound: (type: string) => `No ${type} with this id that you may see.`,
  /** An object asked for by an id the caller sent ("No data set with id '…' that you may see."). */
  notFoundById: (noun: string, id: string) => `No ${noun} with id '${sentBack(id)}' that you may see.`,
  legacyIdNeedsClient: (name: string) =>
    `${name} is a bare number, which names a data set or report definition only with clientId; pass the id as this API gives it instead.`,
  /** The resolution of an input of the wrong shape, whose error is graphql-js's own message. */
  inputShape:
    "Send this input as the schema describes it: every field it requires, none it does not have, and exactly one key of a @oneOf input.",
  queryTooDeep: (max: number) => `The query is nested deeper than ${max} levels.`,
  variablesTooDeep: (max: number) =>
    `The variables nest deeper than ${max} levels of lists and objects; no input of this API does.`,
  queryTooCostly: (cost: number, max: number) =>
    `The query would cost ${cost}, more than the limit of ${max}. Ask for fewer fields or smaller lists.`,
  queryTooManyTokens: (max: number) =>
    `The query is longer than ${max} tokens. Split it into smaller queries.`,
  queryTooManyAliases: (count: number, max: number) =>
    `The operation has ${count} aliased fields, more than the limit of ${max}. Split it into smaller queries.`,
  queryTooManyRootFields: (count: number, max: number) =>
    `The operation asks for ${count} top-level fields, more than the limit of ${max}. Split it into smaller queries.`,
  rateLimited: (seconds: number) => `Too many requests. Try again in ${seconds} s.`,
  introspectionNeedsSignIn: "Sign in to read the schema (introspection).",
  socketOnlySubscriptions:
    "Only subscriptions travel over the WebSocket; send queries and mutations as HTTP POSTs to /graphql.",
  socketNeedsCredential: "Sign in, or send a Bearer token in connectionParams.authorization.",
  // A close reason: at most 123 bytes (RFC 6455).
  socketTokenRefused: "The Bearer token sent is invalid, expired or revoked: connect again with a new token.",
  socketWithoutOriginNeedsToken:
    "A WebSocket without an Origin header (not a browser) must send a Bearer token.",
  socketTokenExpired: "The token expired and was not renewed: reconnect with a new token.",
  socketRenewalNeedsBearer:
    "Only a socket opened with a Bearer token renews it; a signed-in page's socket follows its session.",
  socketRenewalInvalid: "The new token is invalid, expired or revoked: the socket keeps its current token.",
  socketRenewalOtherSubject:
    "The new token is another user's: a socket renews only with a token of the user who opened it.",

  // spec management-and-data section 8 (the texts the web app says too live in @alm/formats)
  ...MANAGEMENT_ERROR_TEXTS,
  dictionaryUnavailable: INTERNAL_ERROR_TEXT,
  clientAcronym: "Unable to get client acronym.",
  unableToDelete: "Unable to delete",
  dataSetDeleted: "The dataset has been deleted",
  reportDefinitionDeleted: (name: string) => `The report definition ${name} has been deleted`,
  reportWorkflowDone: (name: string, done: string) => `The report ${name} has been ${done}`,

  // spec shell-and-reports section 8
  globalDictionaries: "There was an problem getting the global dictionaries.",
  dictionaryLoad: (domain: string) => `The dictionaries of the domain '${domain}' could not be loaded.`,
  mfaEnabled: "Multi-factor Authentication is enabled",
  mfaEnabledResolution: "Please sign in again with your authenticator app.",
  /** Spec section 8's 'Report Dictionary Unavailable' (no information for the report id), said plainly. */
  noDetailReports: (definition: string) =>
    `The report definition '${definition}' lists none of the detail reports, so there is no Detail Reports workbook to make.`,
  noDetailReportsResolution:
    "Download the PDF package instead, or ask ALM Advisory to add detail reports (NEV and NII detail, gaps) to it.",
  reportUnknown: (id: number) => `There is no report ${id}.`,
  reportUnknownResolution: "Open a report from the report definition's list.",
  reportTemplateUnavailable: "Report Template Unavailable",
  tableDictionaryUnavailable: "Dictionary Unavailable",
  reportPathNotFound: "Cannot retrieve data. API path is not found in dictionary.",
  reportDataError: (description: string, id: number) =>
    `Error retrieving report data for ${description} (ID ${id}).`,
  reportDataFormat: (id: number, source: string) =>
    `Data format error for report ID ${id}, Source ${source}.`,
  reportNoData: (description: string, id: number, source: string) =>
    `No data available for ${description} (ID ${id}), Source ${source}.`,
  reportEmpty: "No data is available for this report.",

  // reports
  reportRefreshForbidden: "Only users with 'View All Clients' may refresh a report.",
  viewRequired: "You need the 'View' permission to see this client's analysis.",
  // How many years a package has is the api's to say (it refuses a year past them, naming them).
  reportYear: (year: number) => `year must be a positive whole number; ${year} is not.`,
  reportYearNotNii: notNiiPageText,
  reportYearNotNiiResolution: "Leave year out (or send 1); years are for NII pages, one entry each.",
  reportTreeLevels: (levels: number) => `treeLevels must be a whole number from 1; ${levels} is not.`,
  reportIdInvalid: (id: number) => `reportId must be a positive whole number; ${id} is not.`,
  reportArgumentResolution: "Open a report from the report definition's list.",
  reportMissingColumns: (columns: string[]) => `The rows lack the column(s) ${columns.join(", ")}.`,

  // graphql-js's own wording, which Apollo gives over HTTP: a socket says the same.
  operationUnidentified: "Unable to identify the operation to run.",

  // downloads and persisted documents
  downloadStaffOnly: "Only the firm's staff may download the upload templates.",
  downloadNotFound: "There is no such download.",
  persistedQueryNotFound: "PersistedQueryNotFound",
  persistedQueryResolution:
    "Send the query text with its hash once: the gateway then keeps it under that hash.",
  persistedQueryHashMismatch: "The persisted query hash is not the SHA-256 of the query text sent with it.",
  persistedQueryHashResolution:
    "Send the lower-case hex SHA-256 of the exact query text, or send the text without a hash.",

  // uploads
  uploadTooMany: (max: number) => `At most ${max} files can be uploaded at a time.`,
  uploadTooManyResolution: (max: number) =>
    `Upload ${max} files or fewer, save, then upload the others to the same data set: its files are kept and added to.`,
  uploadTooLarge: (maxKb: number) =>
    `The files are larger than ${maxKb} KB in all; upload them in smaller parts.`,
  uploadBadType: (name: string) => `${name}: only .csv and .xlsx files can be uploaded.`,
  uploadBadContent: (name: string) => `${name}: the content does not match its file type.`,
  uploadInputInvalid: (problem: string) => `The data set's settings (input) are not valid: ${problem}.`,
  uploadNotMultipart:
    "Send the data set as multipart/form-data: the files as 'files', the settings as ?input=.",
  uploadStaffOnly: "Only the firm's staff may upload data set files.",
  uploadCrossSite: "Uploads are accepted only from the application's own pages.",
  curveFileRefused: "The curve file cannot be stored; nothing was saved.",
  curveFileResolution: "Upload one .csv or .xlsx file with the columns tenorMonths and rate (percent).",
  uploadResolution:
    "Correct the file (the manual upload template shows the expected columns) and upload it again.",

  // document jobs (spec management-and-data section 8, shell-and-reports section 8)
  documentFileFailed: (format: string) => `Unable to create downloadable ${format} file.`,
  pdfFailed: "There was an error generating the PDF. Check logs for more details.",
  pdfRendererUnavailable: "The PDF renderer is not available on this gateway.",
  pdfBlank: "Unable to generate PDF...blank",
  /** A page of a PDF package (a report, the cover or the contents) that failed, and why. */
  pdfPageFailed: (label: string, reason: string) => `'${label}' could not be printed: ${reason}`,
  documentJobNotFound: "There is no such document, or it has expired. Ask for it again.",
  /** Says back the id, as every NOT_FOUND of an id argument does (docs/api.md, Errors). */
  documentJobNotFoundById: (id: string) =>
    `No document job with id '${sentBack(id)}' that you may see: it has expired, or was never made for you. Ask for the document again.`,
  documentJobLimit: (max: number) =>
    `You already have ${max} documents in preparation. Wait for one of them to finish.`,
  documentNotReady: "The document is not ready yet.",
  documentJobFailed: "The document could not be made, so there is nothing to download.",
  documentTimedOut: "Making the document took too long.",
  documentSignInEnded: "Your sign-in ended before the document was made. Sign in and ask for it again.",
  documentTryAgain: TRY_AGAIN_TEXT,
  storeUnavailable: `The service cannot reach its database at the moment. ${TRY_AGAIN_TEXT}`,
  reportNotAvailableResolution:
    "Open the report from your list of reports: this one is not available to you.",
  documentNoEntries: "Select at least one report.",
  documentEntryUnknown: (key: string) => `'${key}' is not one of the report definition's reports.`,
  packageNotFound: "There is no such PDF package.",
  packageEmpty: (name: string) => `The report definition has no reports for the package '${name}'.`,
  packageOutdated:
    "This PDF package is older than the report definition's last change. Ask for it again on the reports screen.",
} as const;
