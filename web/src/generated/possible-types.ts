
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CloneDataSetResult": [
      "DataSetSaved",
      "ValidationFailed"
    ],
    "CloneReportDefinitionResult": [
      "ReportDefinitionSaved",
      "ValidationFailed"
    ],
    "CreatePersonalAccessTokenResult": [
      "PersonalAccessTokenSecret",
      "ValidationFailed"
    ],
    "CreateServiceAccountResult": [
      "ServiceAccountCredentials",
      "ValidationFailed"
    ],
    "DeleteChartOfAccountsResult": [
      "ChartOfAccountsDeleted",
      "ResourceInUse"
    ],
    "DeleteDataSetResult": [
      "DataSetDeleted",
      "ResourceInUse",
      "ResourceLocked"
    ],
    "DeleteReportDefinitionResult": [
      "ReportDefinitionDeleted",
      "ResourceLocked"
    ],
    "Failure": [
      "DuplicateName",
      "NoChartsOfAccounts",
      "ResourceInUse",
      "ResourceLocked",
      "ValidationFailed",
      "WorkflowRefused"
    ],
    "Node": [
      "ChartOfAccounts",
      "Client",
      "Curve",
      "DataSet",
      "InfoMessage",
      "NotificationMessage",
      "PersonalAccessToken",
      "Report",
      "ReportDefinition",
      "ServiceAccount",
      "TableRow"
    ],
    "RefreshReportResult": [
      "ReportRefreshed",
      "ResourceLocked"
    ],
    "ReportBlock": [
      "ChartBlock",
      "TableBlock",
      "TextBlock"
    ],
    "ReportWorkflowResult": [
      "ReportDefinitionWorkflowChanged",
      "WorkflowRefused"
    ],
    "RunDataSetResult": [
      "DataSetRunStarted",
      "ResourceInUse",
      "ResourceLocked"
    ],
    "SaveChartOfAccountsResult": [
      "ChartOfAccountsSaved",
      "DuplicateName",
      "ValidationFailed"
    ],
    "SaveClientSettingsResult": [
      "ClientSettingsSaved",
      "ValidationFailed"
    ],
    "SaveDataSetResult": [
      "DataSetSaved",
      "DuplicateName",
      "ResourceLocked",
      "ValidationFailed"
    ],
    "SaveReportDefinitionResult": [
      "DuplicateName",
      "NoChartsOfAccounts",
      "ReportDefinitionSaved",
      "ResourceLocked",
      "ValidationFailed"
    ],
    "SendEmailResult": [
      "EmailSent",
      "ValidationFailed"
    ],
    "TemplateBlock": [
      "ChartBlock",
      "TableBlock",
      "TextBlock"
    ],
    "UploadCurveResult": [
      "CurveUploaded",
      "ValidationFailed"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CloneDataSetResult": [
      "DataSetSaved",
      "ValidationFailed"
    ],
    "CloneReportDefinitionResult": [
      "ReportDefinitionSaved",
      "ValidationFailed"
    ],
    "CreatePersonalAccessTokenResult": [
      "PersonalAccessTokenSecret",
      "ValidationFailed"
    ],
    "CreateServiceAccountResult": [
      "ServiceAccountCredentials",
      "ValidationFailed"
    ],
    "DeleteChartOfAccountsResult": [
      "ChartOfAccountsDeleted",
      "ResourceInUse"
    ],
    "DeleteDataSetResult": [
      "DataSetDeleted",
      "ResourceInUse",
      "ResourceLocked"
    ],
    "DeleteReportDefinitionResult": [
      "ReportDefinitionDeleted",
      "ResourceLocked"
    ],
    "Failure": [
      "DuplicateName",
      "NoChartsOfAccounts",
      "ResourceInUse",
      "ResourceLocked",
      "ValidationFailed",
      "WorkflowRefused"
    ],
    "Node": [
      "ChartOfAccounts",
      "Client",
      "Curve",
      "DataSet",
      "InfoMessage",
      "NotificationMessage",
      "PersonalAccessToken",
      "Report",
      "ReportDefinition",
      "ServiceAccount",
      "TableRow"
    ],
    "RefreshReportResult": [
      "ReportRefreshed",
      "ResourceLocked"
    ],
    "ReportBlock": [
      "ChartBlock",
      "TableBlock",
      "TextBlock"
    ],
    "ReportWorkflowResult": [
      "ReportDefinitionWorkflowChanged",
      "WorkflowRefused"
    ],
    "RunDataSetResult": [
      "DataSetRunStarted",
      "ResourceInUse",
      "ResourceLocked"
    ],
    "SaveChartOfAccountsResult": [
      "ChartOfAccountsSaved",
      "DuplicateName",
      "ValidationFailed"
    ],
    "SaveClientSettingsResult": [
      "ClientSettingsSaved",
      "ValidationFailed"
    ],
    "SaveDataSetResult": [
      "DataSetSaved",
      "DuplicateName",
      "ResourceLocked",
      "ValidationFailed"
    ],
    "SaveReportDefinitionResult": [
      "DuplicateName",
      "NoChartsOfAccounts",
      "ReportDefinitionSaved",
      "ResourceLocked",
      "ValidationFailed"
    ],
    "SendEmailResult": [
      "EmailSent",
      "ValidationFailed"
    ],
    "TemplateBlock": [
      "ChartBlock",
      "TableBlock",
      "TextBlock"
    ],
    "UploadCurveResult": [
      "CurveUploaded",
      "ValidationFailed"
    ]
  }
};
      export default result;
    