import {
  getNamedType,
  isCompositeType,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from "graphql";

/** Ids of another client's resources (SVCU) that the matrix reaches for. */
export interface ForeignIds {
  clientId: string;
  dataSetId: string;
  reportDefinitionId: string;
  /** The same definition's databaseId, as a link to it names it. */
  reportDefinitionDatabaseId: number;
  chartOfAccountsId: string;
}

export interface MatrixRow {
  root: "query" | "mutation" | "subscription";
  field: string;
  document: string;
  variables: Record<string, unknown>;
}

/** The smallest selection that still shows whose data came back: typename, ids and client ids. */
function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isCompositeType(type)) return "";
  if (isUnionType(type)) return "{ __typename }";
  const fields = type.getFields();
  // A connection shows whose data came back in its items.
  if (fields.nodes && fields.pageInfo) return `{ __typename nodes ${selectionFor(fields.nodes)} }`;
  const picked = ["id", "clientId", "name", "acronym"].filter(
    (f) => f in fields && fields[f]?.args.length === 0,
  );
  return `{ __typename ${picked.join(" ")} }`;
}

/** A valid curve file: the matrix's refusals must come from who calls, not from the file. */
const CURVE_CSV = [
  "tenorMonths,rate",
  ...[3, 6, 12, 24, 36, 60, 84, 120, 240, 360].map((t) => `${t},4`),
].join("\n");

const RESULT_SETS = [
  { key: "9001", type: "SHOCK" },
  { key: "9002", type: "RAMP" },
];

/** Arguments per root field, aimed at the foreign client; a field missing here fails the matrix. */
export function argumentsFor(ids: ForeignIds): Record<string, Record<string, unknown>> {
  const dataSet = { id: ids.dataSetId };
  const report = { id: ids.reportDefinitionId };
  const chart = { id: ids.chartOfAccountsId };
  const client = { clientId: ids.clientId };
  const node = {
    id: "0",
    key: "Root",
    description: "Root",
    folderType: 2,
    rollUp: true,
    nevVisible: true,
    niiVisible: true,
  };
  return {
    viewer: {},
    shell: {},
    build: {},
    clients: {},
    clientRiskSummaries: {},
    client: { by: { id: ids.clientId } },
    // Every kind of the foreign client's objects, by their global ids.
    node: { id: ids.reportDefinitionId },
    nodes: { ids: [ids.clientId, ids.dataSetId, ids.reportDefinitionId, ids.chartOfAccountsId] },
    chartOfAccounts: chart,
    dataSet: { ...client, ...dataSet },
    dataSetNameTaken: { ...client, name: "2021/09/30 Standard" },
    whatIf: { input: { dataSetId: ids.dataSetId, changes: [] } },
    whatIfGroups: { dataSetId: ids.dataSetId },
    whatIfDepositGroups: { dataSetId: ids.dataSetId },
    goalSeek: {
      input: {
        dataSetId: ids.dataSetId,
        target: { nevChangeAtShockAtLeast: "-0.99" },
        lever: { group: "Cash" },
      },
    },
    reportDefinition: { ...client, ...report },
    reportDefinitionByDatabaseId: { databaseId: ids.reportDefinitionDatabaseId },
    reportCatalogue: {},
    recentNotifications: {},
    infoMessages: {},
    recentNotificationsConnection: {},
    infoMessagesConnection: {},
    updatePreferences: { input: { suppressPopups: false } },
    syncMfa: {},
    setClientMfaRequired: { ...client, required: true },
    saveClientSettings: { ...client, input: { niiYears: 3 } },
    setZmDatabase: { ...client, zmDatabaseName: "ZM_TAKEN" },
    importChartOfAccounts: { ...client, name: "Imported", sourceRunResultId: "7001" },
    saveChartOfAccountsAsNew: { ...client, name: "Copied", nodes: [node] },
    updateChartOfAccounts: { ...chart, name: "Renamed" },
    deleteChartOfAccounts: chart,
    curves: {},
    curve: { asOf: "2021-12-31" },
    uploadCurve: {
      input: {
        asOf: "2023-12-29",
        file: { fileName: "curve.csv", contentBase64: Buffer.from(CURVE_CSV).toString("base64") },
      },
    },
    saveDataSet: { ...client, input: { asOf: "2024-01-31", resultSets: RESULT_SETS } },
    cloneDataSet: dataSet,
    deleteDataSet: dataSet,
    runDataSet: dataSet,
    saveWhatIf: { input: { whatIf: { dataSetId: ids.dataSetId, changes: [] }, description: "Taken over" } },
    report: { reportDefinitionId: ids.reportDefinitionId, reportId: 10 },
    refreshReport: { input: { reportDefinitionId: ids.reportDefinitionId, reportId: 10 } },
    saveReportDefinition: { ...client, input: { name: "Taken over", baseDataSetId: ids.dataSetId } },
    cloneReportDefinition: report,
    deleteReportDefinition: report,
    approveReportDefinition: report,
    unapproveReportDefinition: report,
    publishReportDefinition: report,
    unpublishReportDefinition: report,
    createPrintTicket: { ...client, reportDefinitionId: ids.reportDefinitionId },
    sendEmail: { input: { subject: "Hello", to: ["cfo@example.com"] } },
    dataSetStatusChanged: client,
    reportDefinitionStatusChanged: client,
    notificationReceived: {},
    buildChanged: {},
    documentJob: { id: "another-users-job" },
    requestDetailWorkbook: { ...client, reportDefinitionId: ids.reportDefinitionId },
    requestPdfPackage: { ...client, reportDefinitionId: ids.reportDefinitionId, package: "ALL_REPORTS" },
    requestPdfSelection: { ...client, reportDefinitionId: ids.reportDefinitionId, entries: ["10"] },
    requestWhatIfWorkbook: {
      input: { dataSetId: ids.dataSetId, reportDefinitionId: ids.reportDefinitionId, changes: [] },
    },
    requestWhatIfPdf: {
      input: { dataSetId: ids.dataSetId, reportDefinitionId: ids.reportDefinitionId, changes: [] },
    },
    documentJobProgress: { id: "another-users-job" },
    // Staff only: a client user may neither list nor make one, not even for their own institution.
    serviceAccounts: {},
    auditEvents: {},
    createServiceAccount: { input: { name: "Matrix", tenant: "SVCU", analysisPermissions: ["VIEW"] } },
    rotateServiceAccountSecret: { clientId: "svc_unknown" },
    revokeServiceAccount: { clientId: "svc_unknown" },
    // Staff with Manage Authenticators only, for a user of a client they reach.
    issueAuthenticatorEnrolmentCode: { userId: "another-clients-user" },
    resetAuthenticator: { userId: "another-clients-user" },
    // Each person's own: another's token is as unknown as one that never existed.
    personalAccessTokens: {},
    personalAccessTokenScopes: {},
    personalAccessTokenPermissions: {},
    createPersonalAccessToken: { input: { name: "Matrix", permissions: ["VIEW"], lifetime: "DAYS_7" } },
    revokePersonalAccessToken: { id: "pat_unknown" },
  };
}

/** One operation per root field of the schema, with its arguments passed as variables. */
export function isolationMatrix(schema: GraphQLSchema, ids: ForeignIds): MatrixRow[] {
  const args = argumentsFor(ids);
  const roots: [MatrixRow["root"], GraphQLObjectType | null | undefined][] = [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
    ["subscription", schema.getSubscriptionType()],
  ];
  return roots.flatMap(([root, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => {
      const variables = args[field.name];
      if (!variables)
        throw new Error(`The isolation matrix has no arguments for ${root} field '${field.name}'.`);
      const used = field.args.filter((a) => a.name in variables);
      const declared = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
      const passed = used.map((a) => `${a.name}: $${a.name}`).join(", ");
      const document = `${root}${declared ? `(${declared})` : ""} { ${field.name}${passed ? `(${passed})` : ""} ${selectionFor(field)} }`;
      return { root, field: field.name, document, variables };
    }),
  );
}
