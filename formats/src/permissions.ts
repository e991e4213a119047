/**
 * The analysis domain's permissions that service accounts and personal access tokens carry: the
 * schema's AnalysisPermission values and the platform's names for them, which the api stores and
 * people see.
 */
export const ANALYSIS_PERMISSION_NAMES = {
  VIEW: "View",
  NAVIGATE: "Navigate",
  VIEW_ALL_CLIENTS: "View All Clients",
  APPROVE: "Approve",
  PUBLISH: "Publish",
  RECEIVE_NOTIFICATIONS: "Receive Notifications",
  MANAGE_CURVES: "Manage Curves",
  MANAGE_SERVICE_ACCOUNTS: "Manage Service Accounts",
  MANAGE_CLIENT_SETTINGS: "Manage Client Settings",
  MANAGE_PREFERENCES: "Manage Preferences",
  SEND_NOTIFICATIONS: "Send Notifications",
  VIEW_AUDIT_TRAIL: "View Audit Trail",
  MANAGE_AUTHENTICATORS: "Manage Authenticators",
} as const;
