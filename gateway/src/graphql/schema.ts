import { makeExecutableSchema } from "@graphql-tools/schema";
import { loadTypeDefs } from "@alm/schema";
import { chartOfAccountsMutationResolvers } from "./resolvers/chart-of-accounts-mutations.ts";
import { chartOfAccountsResolvers } from "./resolvers/chart-of-accounts.ts";
import { clientSettingsMutationResolvers } from "./resolvers/client-settings-mutations.ts";
import { clientResolvers } from "./resolvers/client.ts";
import { dataSetMutationResolvers } from "./resolvers/data-set-mutations.ts";
import { dataSetRunResolvers } from "./resolvers/data-set-run.ts";
import { dataSetResolvers } from "./resolvers/data-set.ts";
import { documentJobResolvers } from "./resolvers/document-job.ts";
import { documentMutationResolvers } from "./resolvers/document-mutations.ts";
import { emailResolvers } from "./resolvers/email.ts";
import { globalDictionariesResolvers } from "./resolvers/global-dictionaries.ts";
import { notificationResolvers } from "./resolvers/notification.ts";
import { reportDefinitionMutationResolvers } from "./resolvers/report-definition-mutations.ts";
import { reportDefinitionResolvers } from "./resolvers/report-definition.ts";
import { reportListEntryResolvers } from "./resolvers/report-list-entry.ts";
import { printTicketResolvers } from "./resolvers/print-ticket.ts";
import { reportResolvers } from "./resolvers/report.ts";
import { shellResolvers } from "./resolvers/shell.ts";
import { statusEventResolvers } from "./resolvers/status-event.ts";
import { subscriptionResolvers } from "./resolvers/subscription.ts";
import { viewerMutationResolvers } from "./resolvers/viewer-mutations.ts";
import { viewerResolvers } from "./resolvers/viewer.ts";

/** The SDL of schema/ with one resolver module per type. */
export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      viewerResolvers,
      viewerMutationResolvers,
      shellResolvers,
      globalDictionariesResolvers,
      clientResolvers,
      clientSettingsMutationResolvers,
      reportListEntryResolvers,
      reportResolvers,
      printTicketResolvers,
      chartOfAccountsResolvers,
      chartOfAccountsMutationResolvers,
      dataSetResolvers,
      dataSetMutationResolvers,
      dataSetRunResolvers,
      reportDefinitionResolvers,
      reportDefinitionMutationResolvers,
      notificationResolvers,
      emailResolvers,
      subscriptionResolvers,
      statusEventResolvers,
      documentJobResolvers,
      documentMutationResolvers,
    ],
    // Unions and the Failure interface resolve by the __typename each result carries.
    resolverValidationOptions: { requireResolversForResolveType: "ignore" },
  });
}
