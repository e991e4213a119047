import { ANALYSIS_PERMISSION_NAMES } from "@alm/formats";
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { PlatformContext } from "./context.ts";
import { hasPermission } from "./viewer-loader.ts";

/**
 * The permission names fields ask for: the api's (`@alm/formats`, the schema's AnalysisPermission
 * values), which the api decides again on every call it gets, with the credential's scopes ∩ its
 * owner's permissions now.
 */
export const FIELD_PERMISSION_NAMES = Object.values(ANALYSIS_PERMISSION_NAMES);

export type FieldPermissionName = (typeof ANALYSIS_PERMISSION_NAMES)[keyof typeof ANALYSIS_PERMISSION_NAMES];

/** One permission, or none and the reason why. */
export type FieldPermission = FieldPermissionName | { none: string };

type RootType = "Query" | "Mutation" | "Subscription";

const OWN = { none: "The caller's own account, tokens or jobs: another's are as unknown as none." };
const SIGNED_IN = { none: "The product's own data (menus, dictionaries, build, info): no client's data." };

/**
 * Every root field of the schema and the permission it needs (the viewer's, from the api's
 * permissions call, which for a personal access token are its scopes ∩ its owner's). A field
 * missing here fails the schema's build, so a new field cannot forget to say. Staff also need
 * View All Clients to reach a client's data: the api says so on each call.
 */
export const ROOT_FIELD_PERMISSIONS: Record<RootType, Record<string, FieldPermission>> = {
  Query: {
    viewer: { none: "The caller's own account and permissions: what it reads to know what else it may do." },
    shell: SIGNED_IN,
    build: SIGNED_IN,
    clients: { none: "Names only the clients the caller may see (the api's rule), no analysis data." },
    clientRiskSummaries: "View",
    whatIf: "View",
    goalSeek: "View",
    whatIfDepositGroups: "View",
    whatIfGroups: "View",
    client: "View",
    node: "View",
    nodes: "View",
    chartOfAccounts: "View",
    dataSet: "View",
    dataSetNameTaken: "View All Clients",
    reportDefinition: "View",
    reportDefinitionByDatabaseId: "View",
    reportCatalogue: "View",
    recentNotifications: "Receive Notifications",
    recentNotificationsConnection: "Receive Notifications",
    infoMessages: SIGNED_IN,
    infoMessagesConnection: SIGNED_IN,
    curves: "View",
    curve: "View",
    report: "View",
    documentJob: OWN,
    serviceAccounts: "Manage Service Accounts",
    auditEvents: "View Audit Trail",
    personalAccessTokens: OWN,
    personalAccessTokenScopes: OWN,
    personalAccessTokenPermissions: OWN,
  },
  Mutation: {
    updatePreferences: "Manage Preferences",
    syncMfa: "Manage Preferences",
    // A client preference (isMfaEnabled) through the api's preferences call: staff with View All Clients (the api).
    setClientMfaRequired: "Manage Client Settings",
    saveClientSettings: "Manage Client Settings",
    setZmDatabase: "Manage Client Settings",
    issueAuthenticatorEnrolmentCode: "Manage Authenticators",
    resetAuthenticator: "Manage Authenticators",
    importChartOfAccounts: "View All Clients",
    saveChartOfAccountsAsNew: "View All Clients",
    updateChartOfAccounts: "View All Clients",
    deleteChartOfAccounts: "View All Clients",
    uploadCurve: "Manage Curves",
    saveDataSet: "View All Clients",
    cloneDataSet: "View All Clients",
    deleteDataSet: "View All Clients",
    runDataSet: "View All Clients",
    // The api also asks for the right to edit data sets: client users can never store a what-if.
    saveWhatIf: "View All Clients",
    refreshReport: "View All Clients",
    saveReportDefinition: "View All Clients",
    cloneReportDefinition: "View All Clients",
    deleteReportDefinition: "View All Clients",
    approveReportDefinition: "Approve",
    unapproveReportDefinition: "Approve",
    publishReportDefinition: "Publish",
    unpublishReportDefinition: "Publish",
    createPrintTicket: "View",
    sendEmail: "View",
    requestDetailWorkbook: "View",
    requestPdfPackage: "View",
    requestPdfSelection: "View",
    requestWhatIfWorkbook: "View",
    requestWhatIfPdf: "View",
    createServiceAccount: "Manage Service Accounts",
    rotateServiceAccountSecret: "Manage Service Accounts",
    revokeServiceAccount: "Manage Service Accounts",
    createPersonalAccessToken: OWN,
    revokePersonalAccessToken: OWN,
  },
  Subscription: {
    dataSetStatusChanged: "View All Clients",
    reportDefinitionStatusChanged: "View",
    notificationReceived: "Receive Notifications",
    documentJobProgress: OWN,
    buildChanged: SIGNED_IN,
  },
};

/**
 * Refuses a root field before its resolver runs when the viewer lacks the field's permission. A
 * print ticket passes: it was minted after its user's View was checked, reads with that user's
 * token, and reaches only its own report (context.ts, requireReader).
 */
async function requireFieldPermission(ctx: PlatformContext, permission: FieldPermission): Promise<void> {
  if (typeof permission !== "string" || ctx.auth.kind === "print") return;
  if (!hasPermission(await ctx.viewer(), permission)) {
    throw gatewayError("FORBIDDEN", ERROR_TEXTS.permissionRequired(permission));
  }
}

const guarded =
  (permission: FieldPermission, resolve: GraphQLFieldResolver<unknown, PlatformContext>) =>
  async (...args: Parameters<GraphQLFieldResolver<unknown, PlatformContext>>): Promise<unknown> => {
    await requireFieldPermission(args[2], permission);
    return resolve(...args);
  };

/** Puts each root field behind its declared permission; throws when a field declares none. */
export function guardRootFields(schema: GraphQLSchema): GraphQLSchema {
  const roots: [RootType, ReturnType<GraphQLSchema["getQueryType"]>][] = [
    ["Query", schema.getQueryType()],
    ["Mutation", schema.getMutationType()],
    ["Subscription", schema.getSubscriptionType()],
  ];
  for (const [root, type] of roots) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const permission = ROOT_FIELD_PERMISSIONS[root][field.name];
      if (!permission)
        throw new Error(`${root}.${field.name} states no permission (graphql/field-permissions.ts).`);
      if (root === "Subscription") {
        if (field.subscribe) field.subscribe = guarded(permission, field.subscribe);
      } else {
        field.resolve = guarded(permission, field.resolve ?? defaultFieldResolver);
      }
    }
  }
  return schema;
}
