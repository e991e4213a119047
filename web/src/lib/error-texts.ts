import { CombinedGraphQLErrors } from "@apollo/client/errors";
import {
  INTERNAL_ERROR_TEXT,
  MANAGEMENT_ERROR_TEXTS,
  reportNotInPackageText,
  TRY_AGAIN_TEXT,
} from "@alm/formats";

/**
 * Every error text the web app writes itself, in one place: the specs' error catalogues
 * (section 8 of both) and the app's own. The server's texts (failure messages, resolutions)
 * are shown as they come; these are the headlines around them.
 */
export const ERROR_TEXTS = {
  internal: INTERNAL_ERROR_TEXT,
  emailNotAddress: (entries: string[]) =>
    `Not an email address: ${entries.join(", ")}. Correct or remove it.`,
  emailNoRecipient: "Enter at least one recipient.",
  // The api's rule for client users (EMAIL_RECIPIENT_OUTSIDE_INSTITUTION), in its words, checked first.
  emailOutsideInstitution: (addresses: string[]) =>
    `Not a user of your institution: ${addresses.join(", ")}. Choose addresses of your institution's users, or ask your ALM advisor to send it.`,
  // The gateway answered, the api behind it did not (timed out, down, or its circuit open).
  appServiceDown: "ALM Analysis could not load your menus and access: its data service is not answering.",
  tryAgain: "Try again",
  tryAgainResolution: TRY_AGAIN_TEXT,
  // Spec management-and-data section 8: the gateway says the same, so the texts live in @alm/formats.
  ...MANAGEMENT_ERROR_TEXTS,
  dataSetFileWarning: (warning: string) =>
    `The data set was saved, but check its file before running it. ${warning}`,
  dataSetInUse: (usedBy: string | null) =>
    `This data set cannot be deleted. ${usedBy ?? "A report definition uses it."} Delete those report definitions, or choose other data sets in them, first.`,
  dataSetRun: "An error occurred when running the data set.",
  chartSave: "An error occurred when saving the chart of accounts.",
  chartDelete: "An error occurred when deleting the chart of accounts.",
  curvesList: "An error occurred when getting the yield curves.",
  auditTrail: "An error occurred when getting the audit trail.",
  curveRead: "An error occurred when getting the yield curve.",
  curveUpload: "An error occurred when uploading the yield curve.",
  accessTokensList: "An error occurred when getting your access tokens.",
  accessTokenCreate: "An error occurred when creating the access token.",
  accessTokenRevoke: "An error occurred when revoking the access token.",
  clientMfaSave: (acronym: string) => `Unable to change the sign-in requirement of ${acronym}.`,
  noChartsOfAccounts: "No Charts of Accounts are available.",
  documentFile: (format: string) => `Unable to create downloadable ${format} file.`,
  emailNotSent: "The email could not be sent.",
  exportUnavailable: "Cannot export. No columns provided or columns are not formatted correctly.",
  copyFailed: "The table could not be copied: this browser did not allow the clipboard.",
  hubUnavailable: "Error connecting to the notifications hub. Realtime notifications may not be received.",
  noAccess: "Sorry, you do not have access to this site.",
  noAccessResolution: "Please contact a system administrator.",
  // A link to a report definition names one the user may not see (another institution's, or none).
  reportDefinitionNotFound: "The report definition in this link does not exist, or is not available to you.",
  reportDefinitionNotFoundResolution: "Check the link, or open the report from your list of reports.",
  reportNotInDefinition: (reportId: number | null, definition: string) =>
    reportId === null
      ? `This link names no report of '${definition}'.`
      : reportNotInPackageText(reportId, definition),
} as const;

/**
 * Why a report has no data yet, by the status of the data set behind it (spec management-and-data
 * section 4): the report's REPORT_NOT_READY failure says only that one has not completed.
 */
export const NOT_READY_TEXTS = {
  title: "This report's data is not ready yet.",
  PENDING: (dataSet: string) => `The data set '${dataSet}' has not been run.`,
  STARTED: (dataSet: string) =>
    `The data set '${dataSet}' is still running. The report appears here when its run has completed.`,
  FAILED: (dataSet: string, reason: string | null) =>
    `The last run of the data set '${dataSet}' failed${reason ? `: ${reason}` : "."}`,
  runIt: "Run it to see this report; its status shows here as it changes.",
  rerun: "Once what its run reported is corrected, run it again; its status shows here as it changes.",
  askStaff: "The report appears here once it has been run.",
  tryAgain: "Load the report again",
  // A client user sees the definition, not its data sets.
  definition: "The data of this report is still being prepared. Please come back later.",
} as const;

/** Notices the app gives about what it did on the user's behalf. */
export const NOTICE_TEXTS = {
  clientSwitched: (client: string, acronym: string) =>
    `Client switched to ${client} (${acronym}): the report definition in this link belongs to it.`,
} as const;

/** Errors the app recognises by the reason the gateway passes on (`extensions.reason`), never by text. */
export const hasErrorReason = (error: unknown, reason: string): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reason === reason);

/** Errors the app recognises by their code in the gateway's error contract (`extensions.code`). */
export const hasErrorCode = (error: unknown, ...codes: readonly string[]): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => typeof e.extensions?.code === "string" && codes.includes(e.extensions.code));

/** A server message less what already stands beside it (`lead: rest` says only the rest). */
export const withoutLead = (error: string, lead: string): string =>
  error.startsWith(`${lead}: `) ? error.slice(lead.length + 2) : error;

/** The question before a page with unsaved changes is left. */
export const UNSAVED_CHANGES = {
  title: "Leave without saving?",
  text: "Your changes on this page have not been saved. If you leave now, they are lost.",
  stay: "Stay on this page",
  leave: "Leave without saving",
} as const;
