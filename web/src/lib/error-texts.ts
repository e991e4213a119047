import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * Every error text the web app writes itself, in one place: the specs' error catalogues
 * (section 8 of both) and the app's own. The server's texts (failure messages, resolutions)
 * are shown as they come; these are the headlines around them.
 */
export const ERROR_TEXTS = {
  internal: "An internal error occurred. Please contact support.",
  clientData: "An error occurred when getting the client data.",
  chartsOfAccountsList: "An error occurred when getting charts of accounts list.",
  dataSetsList: "An error occurred when getting data sets.",
  reportDefinitionsList: "An error occurred when getting report definitions.",
  dataSetSave: "An error occurred when saving the data set.",
  dataSetFileWarning: (warning: string) =>
    `The data set was saved, but check its file before running it. ${warning}`,
  dataSetDelete: "An error occurred when deleting the data set.",
  dataSetClone: "An error occurred when cloning the data set.",
  dataSetInUse: (usedBy: string | null) =>
    `This data set cannot be deleted. ${usedBy ?? "A report definition uses it."} Delete those report definitions, or choose other data sets in them, first.`,
  dataSetRun: "An error occurred when running the data set.",
  reportSave: "An error occurred when saving the report.",
  reportDelete: "An error occurred when deleting the report.",
  reportClone: "An error occurred when cloning the report.",
  reportWorkflow: "An error occurred when trying to approve/publish the report.",
  chartSave: "An error occurred when saving the chart of accounts.",
  chartDelete: "An error occurred when deleting the chart of accounts.",
  curvesList: "An error occurred when getting the yield curves.",
  curveRead: "An error occurred when getting the yield curve.",
  curveUpload: "An error occurred when uploading the yield curve.",
  accessTokensList: "An error occurred when getting your access tokens.",
  accessTokenCreate: "An error occurred when creating the access token.",
  accessTokenRevoke: "An error occurred when revoking the access token.",
  clientSettingsSave: (clientId: string) => `Unable to save client settings (ID ${clientId}).`,
  clientMfaSave: (acronym: string) => `Unable to change the sign-in requirement of ${acronym}.`,
  noChartsOfAccounts: "No Charts of Accounts are available.",
  documentFile: (format: string) => `Unable to create downloadable ${format} file.`,
  emailNotSent: "The email could not be sent.",
  exportUnavailable: "Cannot export. No columns provided or columns are not formatted correctly.",
  copyFailed: "The table could not be copied: this browser did not allow the clipboard.",
  hubUnavailable: "Error connecting to the notifications hub. Realtime notifications may not be received.",
  noAccess: "Sorry, you do not have access to this site.",
  noAccessResolution: "Please contact a system administrator.",
} as const;

/** Errors the app recognises by the reason the gateway passes on (`extensions.reason`), never by text. */
export const hasErrorReason = (error: unknown, reason: string): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reason === reason);

/** The question before a page with unsaved changes is left. */
export const UNSAVED_CHANGES = {
  title: "Leave without saving?",
  text: "Your changes on this page have not been saved. If you leave now, they are lost.",
  stay: "Stay on this page",
  leave: "Leave without saving",
} as const;
