import type { CodegenConfig } from "@graphql-codegen/cli";
import { addTypenameSelectionDocumentTransform } from "@graphql-codegen/client-preset";

/** The custom scalars (schema/scalars.graphql) travel as strings: Decimal exact, dates without a zone. */
const wireScalars = { Date: "string", DateTime: "string", Decimal: "string", URL: "string" };
const shared = { useTypeImports: true, enumsAsTypes: true, strictScalars: true, scalars: wireScalars };

/** The SDL in schema/ is the source of truth; both sides are typed from it. */
const config: CodegenConfig = {
  schema: "schema/*.graphql",
  ignoreNoDocuments: true,
  generates: {
    "gateway/src/generated/graphql.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        ...shared,
        // Resolvers may hand an instant over as a Date; the DateTime scalar writes it out.
        scalars: { ...wireScalars, DateTime: { input: "string", output: "string | Date" } },
        contextType: "../graphql/context.ts#PlatformContext",
        mapperTypeSuffix: "Model",
        mappers: {
          Viewer: "../graphql/models.ts#Viewer",
          Shell: "../graphql/models.ts#ShellModel",
          ReportCatalogue: "../graphql/models.ts#ReportCatalogueModel",
          ReportCategory: "../graphql/models.ts#ReportCategoryModel",
          ReportPage: "../graphql/models.ts#ReportPageModel",
          DataSetStatusEvent: "../graphql/models.ts#StatusEventModel",
          ReportDefinitionStatusEvent: "../graphql/models.ts#StatusEventModel",
          Client: "../models/core-models.ts#ClientModel",
          NavGroup: "../models/core-models.ts#NavGroupModel",
          NavItem: "../models/core-models.ts#NavItemModel",
          NavCategory: "../models/core-models.ts#NavCategoryModel",
          AppMetadata: "../models/core-models.ts#AppMetadataModel",
          GlobalDictionaries: "../models/core-models.ts#GlobalDictionariesModel",
          NotificationMessage: "../models/core-models.ts#NotificationMessageModel",
          InfoMessage: "../models/core-models.ts#InfoMessageModel",
          EmailAddress: "../models/core-models.ts#EmailAddressModel",
          EmailSent: "../models/core-models.ts#EmailSentModel",
          ServiceAccount: "../models/core-models.ts#ServiceAccountModel",
          AuditEvent: "../models/core-models.ts#AuditEventModel",
          ServiceAccountCredentials: "../models/core-models.ts#ServiceAccountSecretModel",
          PersonalAccessToken: "../models/core-models.ts#PersonalAccessTokenModel",
          PersonalAccessTokenSecret: "../models/core-models.ts#PersonalAccessTokenSecretModel",
          ClientSettings: "../models/analysis-models.ts#ClientSettingsModel",
          ReportListEntry: "../models/analysis-models.ts#ReportListEntryModel",
          ChartOfAccounts: "../models/analysis-models.ts#ChartOfAccountsModel",
          ChartOfAccountsNode: "../models/analysis-models.ts#CoaNodeModel",
          DataSet: "../models/analysis-models.ts#DataSetModel",
          ResultSet: "../models/analysis-models.ts#ResultSetModel",
          DataSetFile: "../models/analysis-models.ts#DataSetFileModel",
          Curve: "../models/analysis-models.ts#CurveModel",
          CurveVersion: "../models/analysis-models.ts#CurveVersionModel",
          CurvePoint: "../models/analysis-models.ts#CurvePointModel",
          ReportDefinition: "../models/analysis-models.ts#ReportDefinitionModel",
          ReportPdf: "../models/analysis-models.ts#ReportPdfModel",
          TrendReportDefinition: "../models/analysis-models.ts#TrendEntryModel",
          Report: "../reports/report-view.ts#ReportView",
          TableBlock: "../reports/report-view.ts#TableBlockView",
          ChartBlock: "../reports/report-view.ts#ChartBlockView",
          TextBlock: "../reports/report-view.ts#TextBlockView",
          TableRow: "../reports/report-view.ts#TableRowView",
          TableColumn: "../reports/report-view.ts#TableColumnView",
          Cell: "../reports/report-view.ts#CellView",
          DocumentJob: "../documents/jobs/document-job.ts#DocumentJobRecord",
          WhatIf: "../models/what-if-models.ts#WhatIfModel",
          WhatIfMeasure: "../models/what-if-models.ts#WhatIfMeasureModel",
          WhatIfFigure: "../models/what-if-models.ts#WhatIfFigureOfMeasure",
          WhatIfDurations: "../models/what-if-models.ts#WhatIfDurationsModel",
          WhatIfScenarioPoint: "../models/what-if-models.ts#WhatIfScenarioPointModel",
          WhatIfLimit: "../models/what-if-models.ts#WhatIfLimitModel",
          WhatIfPolicyCheck: "../models/what-if-models.ts#WhatIfPolicyCheckModel",
          WhatIfAppliedChange: "../models/what-if-models.ts#WhatIfAppliedChangeModel",
          WhatIfBalance: "../models/what-if-models.ts#WhatIfBalanceModel",
          NcuaRatingReading: "../models/what-if-models.ts#NcuaRatingReadingModel",
          GoalSeek: "../models/what-if-models.ts#GoalSeekModel",
        },
      },
    },
    "web/src/generated/": {
      preset: "client",
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/generated/**"],
      config: shared,
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: "getFragmentData" },
        // persisted-documents.json: the gateway accepts these operations by hash (gateway/README.md).
        persistedDocuments: true,
      },
      // Apollo's cache needs __typename; with hashes, the gateway runs the document as stored here.
      documentTransforms: [addTypenameSelectionDocumentTransform],
    },
    // Which types implement an interface or belong to a union: Apollo's cache needs it to match
    // `... on Failure` against DuplicateName and the other typed failures.
    "web/src/generated/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
