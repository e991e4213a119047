import { personalAccessTokenResolvers } from "../personal-access-tokens/personal-access-token-resolvers.ts";
import { auditEventResolvers } from "../audit/audit-event-resolvers.ts";
import { serviceAccountResolvers } from "../service-accounts/service-account-resolvers.ts";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { loadTypeDefs } from "@alm/schema";
import { chartOfAccountsMutationResolvers } from "../charts-of-accounts/chart-of-accounts-mutations.ts";
import { chartOfAccountsResolvers } from "../charts-of-accounts/chart-of-accounts.ts";
import { clientSettingsMutationResolvers } from "../client-settings/client-settings-mutations.ts";
import { clientResolvers } from "../shell/client.ts";
import { curveMutationResolvers } from "../curves/curve-mutations.ts";
import { curveResolvers } from "../curves/curve.ts";
import { dataSetMutationResolvers } from "../data-sets/data-set-mutations.ts";
import { dataSetRunResolvers } from "../data-sets/data-set-run.ts";
import { goalSeekResolvers } from "../what-if/goal-seek.ts";
import { saveWhatIfResolvers } from "../what-if/save-what-if.ts";
import { whatIfMeasureResolvers } from "../what-if/what-if-measure.ts";
import { whatIfResolvers } from "../what-if/what-if.ts";
import { dataSetResolvers } from "../data-sets/data-set.ts";
import { documentJobResolvers } from "../documents/document-job-resolvers.ts";
import { documentMutationResolvers } from "../documents/document-mutations.ts";
import { emailResolvers } from "../documents/email.ts";
import { globalDictionariesResolvers } from "../shell/global-dictionaries.ts";
import { notificationResolvers } from "../shell/notification.ts";
import { reportDefinitionMutationResolvers } from "../report-definitions/report-definition-mutations.ts";
import { reportDefinitionResolvers } from "../report-definitions/report-definition.ts";
import { reportListEntryResolvers } from "../reports/report-list-entry.ts";
import { printTicketResolvers } from "../documents/print-ticket.ts";
import { reportResolvers } from "../reports/report.ts";
import { scalarResolvers } from "../graphql/scalars/scalar-resolvers.ts";
import { tableRowResolvers } from "../reports/table-rows.ts";
import { reportNumberResolvers } from "../reports/report-numbers.ts";
import { clientRiskResolvers } from "../reports/client-risk-summaries.ts";
import { shellResolvers } from "../shell/shell.ts";
import { statusEventResolvers } from "../subscriptions/status-event.ts";
import { subscriptionResolvers } from "../subscriptions/subscription.ts";
import { viewerMutationResolvers } from "../shell/viewer-mutations.ts";
import { viewerResolvers } from "../shell/viewer.ts";
import { nodeResolvers } from "../nodes/node.ts";
import { chargeListsBySize } from "../graphql/list-size-cost.ts";
import { guardRootFields } from "../graphql/field-permissions.ts";

/** The SDL of schema/ with one resolver module per type, each root field behind its permission; plain lists charge their size (list-size-cost.ts). */
export function buildSchema() {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      scalarResolvers,
      viewerResolvers,
      viewerMutationResolvers,
      shellResolvers,
      globalDictionariesResolvers,
      clientResolvers,
      clientSettingsMutationResolvers,
      reportListEntryResolvers,
      reportResolvers,
      tableRowResolvers,
      reportNumberResolvers,
      clientRiskResolvers,
      printTicketResolvers,
      chartOfAccountsResolvers,
      chartOfAccountsMutationResolvers,
      curveResolvers,
      curveMutationResolvers,
      dataSetResolvers,
      dataSetMutationResolvers,
      dataSetRunResolvers,
      whatIfResolvers,
      whatIfMeasureResolvers,
      goalSeekResolvers,
      saveWhatIfResolvers,
      reportDefinitionResolvers,
      reportDefinitionMutationResolvers,
      notificationResolvers,
      emailResolvers,
      subscriptionResolvers,
      statusEventResolvers,
      documentJobResolvers,
      documentMutationResolvers,
      serviceAccountResolvers,
      auditEventResolvers,
      personalAccessTokenResolvers,
      nodeResolvers,
    ],
    // Unions and the Failure interface resolve by the __typename each result carries.
    resolverValidationOptions: { requireResolversForResolveType: "ignore" },
  });
  chargeListsBySize(schema);
  return guardRootFields(schema);
}
