
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
    "GoalSeekResult": [
      "GoalSeek",
      "ValidationFailed"
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
      "ResourceLocked",
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
    "SaveWhatIfResult": [
      "DuplicateName",
      "ValidationFailed",
      "WhatIfSaved"
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
    ],
    "WhatIfResult": [
      "ValidationFailed",
      "WhatIf"
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
    "GoalSeekResult": [
      "GoalSeek",
      "ValidationFailed"
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
      "ResourceLocked",
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
    "SaveWhatIfResult": [
      "DuplicateName",
      "ValidationFailed",
      "WhatIfSaved"
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
    ],
    "WhatIfResult": [
      "ValidationFailed",
      "WhatIf"
    ]
  }
};
      export default result;
    