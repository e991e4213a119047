import type { Mutation } from "../generated/graphql.ts";

/**
 * Whether a mutation may run again under its Idempotency-Key after an answer that said the
 * platform failed (UPSTREAM_UNAVAILABLE, INTERNAL_SERVER_ERROR, DATA_FORMAT_ERROR): those answers
 * are not kept, so that a retry is not told the first failure for a day (an API consumer's
 * review). A mutation may run again when every write it makes goes to the api with a body that is
 * the same on every run: the api then answers a write the first run made from what it kept
 * (upstream-idempotency.ts). Not so for one that writes in the gateway's own store (a document job,
 * a print ticket: a second run makes a second), sends the api a body made anew each run (an
 * email with a document: its ticket), which could be written twice (a code review), or answers
 * what only the first run could know (syncMfa: whether to sign in again): their failed
 * answers are kept, as every answer was before. Typed over the schema's mutations: a new one does
 * not compile until it is put on one side.
 */
const REPEATABLE: Record<Exclude<keyof Mutation, "__typename">, boolean> = {
  approveReportDefinition: true,
  cloneDataSet: true,
  cloneReportDefinition: true,
  createPersonalAccessToken: true,
  createPrintTicket: false,
  createServiceAccount: true,
  deleteChartOfAccounts: true,
  deleteDataSet: true,
  deleteReportDefinition: true,
  importChartOfAccounts: true,
  issueAuthenticatorEnrolmentCode: true,
  publishReportDefinition: true,
  refreshReport: true,
  requestDetailWorkbook: false,
  requestPdfPackage: false,
  requestPdfSelection: false,
  requestWhatIfPdf: false,
  requestWhatIfWorkbook: false,
  resetAuthenticator: true,
  revokePersonalAccessToken: true,
  revokeServiceAccount: true,
  rotateServiceAccountSecret: true,
  runDataSet: true,
  saveChartOfAccountsAsNew: true,
  saveClientSettings: true,
  saveDataSet: true,
  saveReportDefinition: true,
  saveWhatIf: true,
  sendEmail: false,
  setClientMfaRequired: true,
  setZmDatabase: true,
  // Its answer says whether the user must sign in again, which a second run no longer knows.
  syncMfa: false,
  unapproveReportDefinition: true,
  unpublishReportDefinition: true,
  updateChartOfAccounts: true,
  updatePreferences: true,
  uploadCurve: true,
};

/** Whether an operation whose root fields are `fields` may run again (each of them may). */
export const repeatableAfterFailure = (fields: readonly string[]): boolean =>
  fields.length > 0 && fields.every((field) => REPEATABLE[field as keyof typeof REPEATABLE] === true);
