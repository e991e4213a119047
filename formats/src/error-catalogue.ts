/**
 * Error texts the web app and the services both say, so that the words of one failure cannot
 * drift apart: the gateway answers with them, the web app writes them when the gateway cannot
 * (it did not answer, or answered without a message).
 */

/** A failure the caller cannot act on: its details go to the log only. */
export const INTERNAL_ERROR_TEXT = "An internal error occurred. Please contact support.";

/** What to do about a failure that may pass (a service not answering, a job that timed out). */
export const TRY_AGAIN_TEXT = "Try again in a moment; if it keeps failing, contact support.";

/** Spec management-and-data section 8: the headline of a failed list, save, delete or clone. */
export const MANAGEMENT_ERROR_TEXTS = {
  chartsOfAccountsList: "An error occurred when getting charts of accounts list.",
  dataSetsList: "An error occurred when getting data sets.",
  reportDefinitionsList: "An error occurred when getting report definitions.",
  dataSetSave: "An error occurred when saving the data set.",
  dataSetDelete: "An error occurred when deleting the data set.",
  dataSetClone: "An error occurred when cloning the data set.",
  reportSave: "An error occurred when saving the report.",
  reportDelete: "An error occurred when deleting the report.",
  reportClone: "An error occurred when cloning the report.",
  reportWorkflow: "An error occurred when trying to approve/publish the report.",
  // The gateway knows the client by its database id, the web app by the id it was given.
  clientSettingsSave: (clientId: number | string) => `Unable to save client settings (ID ${clientId}).`,
  clientData: "An error occurred when getting the client data.",
} as const;
