import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Viewer as ViewerModel, ShellModel as ShellModelModel, ReportCatalogueModel as ReportCatalogueModelModel, ReportCategoryModel as ReportCategoryModelModel, ReportPageModel as ReportPageModelModel, StatusEventModel as StatusEventModelModel } from '../graphql/models.ts';
import type { ClientModel as ClientModelModel, NavGroupModel as NavGroupModelModel, NavItemModel as NavItemModelModel, NavCategoryModel as NavCategoryModelModel, AppMetadataModel as AppMetadataModelModel, GlobalDictionariesModel as GlobalDictionariesModelModel, NotificationMessageModel as NotificationMessageModelModel, InfoMessageModel as InfoMessageModelModel, EmailAddressModel as EmailAddressModelModel, EmailSentModel as EmailSentModelModel, ServiceAccountModel as ServiceAccountModelModel, AuditEventModel as AuditEventModelModel, ServiceAccountSecretModel as ServiceAccountSecretModelModel, PersonalAccessTokenModel as PersonalAccessTokenModelModel, PersonalAccessTokenSecretModel as PersonalAccessTokenSecretModelModel } from '../models/core-models.ts';
import type { ClientSettingsModel as ClientSettingsModelModel, ReportListEntryModel as ReportListEntryModelModel, ChartOfAccountsModel as ChartOfAccountsModelModel, CoaNodeModel as CoaNodeModelModel, DataSetModel as DataSetModelModel, ResultSetModel as ResultSetModelModel, DataSetFileModel as DataSetFileModelModel, CurveModel as CurveModelModel, CurveVersionModel as CurveVersionModelModel, CurvePointModel as CurvePointModelModel, ReportDefinitionModel as ReportDefinitionModelModel, ReportPdfModel as ReportPdfModelModel, TrendEntryModel as TrendEntryModelModel } from '../models/analysis-models.ts';
import type { ReportView as ReportViewModel, TableBlockView as TableBlockViewModel, ChartBlockView as ChartBlockViewModel, TextBlockView as TextBlockViewModel, TableRowView as TableRowViewModel, TableColumnView as TableColumnViewModel, CellView as CellViewModel } from '../reports/report-view.ts';
import type { DocumentJobRecord as DocumentJobRecordModel } from '../documents/jobs/document-job.ts';
import type { WhatIfModel as WhatIfModelModel, WhatIfMeasureModel as WhatIfMeasureModelModel, WhatIfFigureOfMeasure as WhatIfFigureOfMeasureModel, WhatIfDurationsModel as WhatIfDurationsModelModel, WhatIfScenarioPointModel as WhatIfScenarioPointModelModel, WhatIfLimitModel as WhatIfLimitModelModel, WhatIfPolicyCheckModel as WhatIfPolicyCheckModelModel, WhatIfAppliedChangeModel as WhatIfAppliedChangeModelModel, WhatIfBalanceModel as WhatIfBalanceModelModel, NcuaRatingReadingModel as NcuaRatingReadingModelModel, GoalSeekModel as GoalSeekModelModel } from '../models/what-if-models.ts';
import type { PlatformContext } from '../graphql/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A calendar date without a time of day or zone, as `YYYY-MM-DD` (ISO 8601 / RFC 3339 full-date),
   * e.g. `2021-12-31`, in answers and in arguments alike. As-of dates are dates: the day the balance
   * sheet or the yield curve stands at, the same everywhere in the world. From 1900 on: an earlier
   * date is refused, as the REST API refuses it.
   */
  Date: { input: string; output: string; }
  /**
   * An instant, as an RFC 3339 date-time with its offset, e.g. `2026-11-25T10:15:00.000Z`. Answers
   * are always in UTC (`Z`) with milliseconds; arguments take any offset (`+02:00`) but must carry one.
   */
  DateTime: { input: string; output: string | Date; }
  /**
   * An exact decimal number as a JSON string, e.g. `"-7868627.73"` or `"0.1290"`: an optional minus
   * sign, digits, and a point with more digits when there is a fraction; no exponent, no plus sign,
   * no leading zeros. Answers are canonical (no trailing zeros after the point, `"0"` for zero). Read
   * it with a decimal type (Python's `decimal.Decimal`, a big-decimal library in JavaScript), or with
   * `Number()` where a double's 15 significant digits are enough. Each field says how many decimals
   * its values carry.
   */
  Decimal: { input: string; output: string; }
  /** An absolute URL (RFC 3986), e.g. `https://alm.example.com/documents/7f3c`. */
  URL: { input: string; output: string; }
};

/** What the user can do about a problem, as the api explains it: shown one at a time with Next and Dismiss. */
export type ActionableMessage = {
  __typename?: 'ActionableMessage';
  /** What went wrong, e.g. 'Duplicate Data Set Name: ...'. */
  error: Scalars['String']['output'];
  /**
   * The input the message is about, as a path into what was sent: 'name', 'recipients[2]',
   * 'coa.children[0].key', 'file'. Null when the message is about the request as a whole.
   */
  field?: Maybe<Scalars['String']['output']>;
  /** What the user can do about it. */
  resolution: Scalars['String']['output'];
};

/** A permission in the analysis domain, as service accounts and personal access tokens carry them. */
export type AnalysisPermission =
  /** Approve: approve and unapprove report definitions. */
  | 'APPROVE'
  /** Manage Authenticators (staff): issue a user a one-time code to set up their authenticator, and reset a user's authenticator. */
  | 'MANAGE_AUTHENTICATORS'
  /** Manage Client Settings (staff): a client's settings only staff set (defaults, ZM database, users' sign-in security). */
  | 'MANAGE_CLIENT_SETTINGS'
  /** Manage Curves (staff): upload the yield curves every client's runs use. */
  | 'MANAGE_CURVES'
  /** Manage Preferences: change one's own preferences and sign-in security (MFA). */
  | 'MANAGE_PREFERENCES'
  /** Manage Service Accounts (staff): make, list, re-key and revoke service accounts. */
  | 'MANAGE_SERVICE_ACCOUNTS'
  /** Navigate: see the analysis entries of the navigation. */
  | 'NAVIGATE'
  /** Publish: publish and unpublish report definitions. */
  | 'PUBLISH'
  /** Receive Notifications: get the analysis status notifications. */
  | 'RECEIVE_NOTIFICATIONS'
  /** Send Notifications (staff): push hub messages to users and groups. */
  | 'SEND_NOTIFICATIONS'
  /** View: read the analysis screens and reports. */
  | 'VIEW'
  /** View All Clients: staff may pick any client. */
  | 'VIEW_ALL_CLIENTS'
  /** View Audit Trail (staff): read the audit trail of sign-ins, credentials, security changes, approvals and publications. */
  | 'VIEW_AUDIT_TRAIL';

/** The info-card metadata of a domain, shown to users without View permission. */
export type AppMetadata = {
  __typename?: 'AppMetadata';
  /** Label of the call-to-action button. */
  button: Scalars['String']['output'];
  /** Text above the call-to-action button. */
  callToActionText: Scalars['String']['output'];
  /** Description of the product. */
  description: Scalars['String']['output'];
  /** Hero heading, usually the domain label. */
  head1: Scalars['String']['output'];
  /** Second heading. */
  head2: Scalars['String']['output'];
  /** Screenshot image path; empty when none. */
  screenshot: Scalars['String']['output'];
  /** URL the button opens in a new tab. */
  url: Scalars['String']['output'];
};

/** What the audit trail records. New actions may be added; none is renamed. */
export type AuditAction =
  /** A second-factor code was refused. */
  | 'MFA_CODE_FAILED'
  /** A person enrolled an authenticator app. */
  | 'MFA_ENROLLED'
  /** A person's enrolment was allowed by their link or code. */
  | 'MFA_ENROLMENT_ALLOWED'
  /** Staff issued a person a code to enrol an authenticator. */
  | 'MFA_ENROLMENT_CODE_ISSUED'
  /** A one-time link to enrol an authenticator was sent to the person's address on file. */
  | 'MFA_ENROLMENT_LINK_SENT'
  /** A user was put in or taken out of the group that must use a second factor. */
  | 'MFA_GROUP_CHANGED'
  /** An institution's second-factor requirement was turned on or off. */
  | 'MFA_REQUIREMENT_CHANGED'
  /** Staff reset a person's authenticator (the person is told by e-mail). */
  | 'MFA_RESET'
  /** A person's password was right and a second factor is asked next (SIGN_IN follows when it passes). */
  | 'PASSWORD_ACCEPTED'
  /** A personal access token was made (its name and scopes, never its secret). */
  | 'PERSONAL_ACCESS_TOKEN_CREATED'
  /** A personal access token was revoked. */
  | 'PERSONAL_ACCESS_TOKEN_REVOKED'
  /** A report definition was approved. */
  | 'REPORT_APPROVED'
  /** A report definition was published to its institution. */
  | 'REPORT_PUBLISHED'
  /** A report definition's approval was withdrawn. */
  | 'REPORT_UNAPPROVED'
  /** A report definition's publication was withdrawn. */
  | 'REPORT_UNPUBLISHED'
  /** A security setting changed (e.g. the sign-in lockout). */
  | 'SECURITY_SETTINGS_CHANGED'
  /** A service account was made (its tenant and permissions, never its secret). */
  | 'SERVICE_ACCOUNT_CREATED'
  /** A service account was revoked. */
  | 'SERVICE_ACCOUNT_REVOKED'
  /** A service account's secret was replaced. */
  | 'SERVICE_ACCOUNT_SECRET_ROTATED'
  /** A person signed in: their session began (after the second factor, where one is required). */
  | 'SIGN_IN'
  /** A sign-in was refused: wrong username or password, or too many attempts. */
  | 'SIGN_IN_FAILED'
  /** A person signed out at the identity provider. */
  | 'SIGN_OUT'
  /** Staff saved a what-if as a What If data set (its source and the changes it carries). */
  | 'WHAT_IF_SAVED';

/**
 * Who acted: a signed-in person, a service account, or (for a failed sign-in) the username typed,
 * which may belong to no one.
 */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** The credential that acted for the person, e.g. 'personal access token 7'; null for their own sign-in session. */
  credential?: Maybe<Scalars['String']['output']>;
  /** The institution (tenant) the actor belongs to, e.g. ALM or RFCU; null for a failed sign-in. */
  tenant?: Maybe<Scalars['String']['output']>;
  /** The username (a service account's client id); for a failed sign-in, what was typed. Null when unknown. */
  username?: Maybe<Scalars['String']['output']>;
};

/**
 * One fact about an event, e.g. `scopes: View, Navigate` or `factor: authenticator code`. Names
 * and choices only: never a secret's value.
 */
export type AuditDetail = {
  __typename?: 'AuditDetail';
  /** What the fact is, e.g. scopes, factor, required. */
  name: Scalars['String']['output'];
  /** Its value as text; a list is joined with ', '. */
  value: Scalars['String']['output'];
};

/**
 * One event of the audit trail: who did what, when, from where, and how it ended. Events are never
 * changed or deleted.
 */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** What was done. */
  action: AuditAction;
  /** Who acted. */
  actor: AuditActor;
  /** The network address the request came from (behind the deployment's trusted proxies); null when unknown. */
  address?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The event's facts (names and choices, never a secret). */
  details: Array<AuditDetail>;
  /** Done or refused. */
  outcome: AuditOutcome;
  /** The event's number: later events have larger numbers. Not a Node id. */
  sequence: Scalars['String']['output'];
  /** What it was done to, in words, e.g. 'report definition 12' or 'personal access token pat_5f2c "Nightly"'; null for a sign-in. */
  target?: Maybe<Scalars['String']['output']>;
};

/** A page of audit events, newest first. */
export type AuditEventConnection = {
  __typename?: 'AuditEventConnection';
  /** The page's items with their cursors. */
  edges: Array<AuditEventEdge>;
  /** The page's items, when the cursors of each are not needed. */
  nodes: Array<AuditEvent>;
  /** Where the page stands. */
  pageInfo: PageInfo;
};

/** An item of a page of audit events. */
export type AuditEventEdge = {
  __typename?: 'AuditEventEdge';
  /** Pass as `after` to get the items that follow this one. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: AuditEvent;
};

/** Which audit events to list; every filter given must hold. */
export type AuditEventFilter = {
  /** What: only this action. */
  action?: InputMaybe<AuditAction>;
  /** Events at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** The actor's institution (tenant), e.g. RFCU or ALM. */
  tenant?: InputMaybe<Scalars['String']['input']>;
  /** Events before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  /** Who: the actor's username (any case), e.g. analyst. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Whether an event records something done or something refused (a failed sign-in or code). */
export type AuditOutcome =
  /** The attempt was refused. */
  | 'REFUSED'
  /** The action was done. */
  | 'SUCCEEDED';

/**
 * A one-time code that lets a user set up their authenticator app at their next sign-in, instead of
 * the link e-mailed to them. In this answer only: it is stored as a hash and cannot be shown again.
 * Give it to the user yourself (not by the e-mail the link went to).
 */
export type AuthenticatorEnrolmentCode = {
  __typename?: 'AuthenticatorEnrolmentCode';
  /** The code, in groups of four: works once. */
  code: Scalars['String']['output'];
  /** When it stops working (72 hours after it was issued). */
  expiresAt: Scalars['DateTime']['output'];
  /** The user it is for. */
  username: Scalars['String']['output'];
};

/** The result of resetting a user's authenticator. */
export type AuthenticatorReset = {
  __typename?: 'AuthenticatorReset';
  /** False when the user had no authenticator set up (nothing to remove; the user is told all the same). */
  authenticatorRemoved: Scalars['Boolean']['output'];
  /** The user whose authenticator was reset. */
  username: Scalars['String']['output'];
};

/** The data sets a block shows: base, comparison and their difference. */
export type BlockDataset =
  /** The base data set (current). */
  | 'DATASET1'
  /** The comparison data set (prior). */
  | 'DATASET2'
  /** The difference between the two. */
  | 'DIFFERENCE';

/** Kind of a report block. */
export type BlockType =
  /** A chart with series. */
  | 'CHART'
  /** A table with column definitions and rows. */
  | 'TABLE'
  /** A text block (summary, commentary, disclaimers). */
  | 'TEXT';

/** App-only: the build of the web app the gateway serves. */
export type BuildInfo = {
  __typename?: 'BuildInfo';
  /** Build number, e.g. '2025.04.29.1'; 'unknown' when the build has none. */
  buildNumber: Scalars['String']['output'];
};

/** One value of a row (or of a table): exactly one of value, text, flag, pairs and texts is set, or none when empty. */
export type Cell = {
  __typename?: 'Cell';
  /** Field name (a column's field, or an extra field such as 'key' or 'folderType'). */
  field: Scalars['String']['output'];
  /** A yes/no value. */
  flag?: Maybe<Scalars['Boolean']['output']>;
  /** The number as US dollars rounded to cents (half away from zero) whenever it is an amount of dollars: its column's format is CURRENCY (shown in thousands too, the amount in dollars), or, in a column showing each row's format, its row's format is DOLLAR. Null for rates, ratios and every other number. */
  money?: Maybe<Money>;
  /** A number in the engine's units (dollars, decimal fractions for rates and ratios, years), as an exact decimal: at most 8 decimals and 15 significant digits. */
  number?: Maybe<Scalars['Decimal']['output']>;
  /** Key/value pairs: per-scenario values or a summary grid's data set. */
  pairs?: Maybe<Array<CellPair>>;
  /** A text. */
  text?: Maybe<Scalars['String']['output']>;
  /** A list of texts, e.g. the scenarios a table shows. */
  texts?: Maybe<Array<Scalars['String']['output']>>;
  /**
   * A number in the engine's units: dollars, decimal fractions for rates and ratios, years.
   * @deprecated Use number (a Decimal). Removal after 2027-03-01.
   */
  value?: Maybe<Scalars['Float']['output']>;
};

/** A key and a value: a scenario's value (e.g. key '-300'), or one entry of a summary grid's data set. */
export type CellPair = {
  __typename?: 'CellPair';
  /** Key, e.g. a scenario id or label. */
  key: Scalars['String']['output'];
  /** Value in the engine's units as an exact decimal (at most 8 decimals and 15 significant digits); null when not available. */
  number?: Maybe<Scalars['Decimal']['output']>;
  /**
   * Value in the engine's units; null when not available.
   * @deprecated Use number (a Decimal). Removal after 2027-03-01.
   */
  value?: Maybe<Scalars['Float']['output']>;
};

/** A chart block. */
export type ChartBlock = TemplateBlock & {
  __typename?: 'ChartBlock';
  /** Chart type; the template's when the data names none. */
  chartType: ChartType;
  /** Data sets the block shows. */
  datasets: Array<BlockDataset>;
  /** Null for charts. */
  dictionaryKey?: Maybe<Scalars['String']['output']>;
  /** Footer text; null for none. */
  footer?: Maybe<Scalars['String']['output']>;
  /** Format of the values (the first series'). */
  format: ValueFormat;
  /** Report-definition kinds for which the block is hidden. */
  hidden: Array<ReportDefinitionKind>;
  /** True when hidden for this report's kind (single or comparison). */
  isHidden: Scalars['Boolean']['output'];
  /** Category labels, one per value of each series. */
  labels: Array<Scalars['String']['output']>;
  /** Decimals; null for the default (2). */
  precision?: Maybe<Scalars['Int']['output']>;
  /** The series. */
  series: Array<ChartSeries>;
  /** Key of the block's data in the report data. */
  source: Scalars['String']['output'];
  /** Title, the scenario placeholder replaced by the chosen scenario. */
  title: Scalars['String']['output'];
  /** True when the title carried the scenario placeholder. */
  titleIsDynamic: Scalars['Boolean']['output'];
  /** CHART. */
  type: BlockType;
  /** Width in percent of the page. */
  width: Scalars['Int']['output'];
  /** Title of the x axis; empty for none. */
  xAxisTitle: Scalars['String']['output'];
  /** Title of the y axis; empty for none. */
  yAxisTitle: Scalars['String']['output'];
};

/** A chart of accounts of a client: the folder tree reports roll up over. */
export type ChartOfAccounts = Node & {
  __typename?: 'ChartOfAccounts';
  /** The client it belongs to. */
  clientId: Scalars['ID']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * When it was created; ISO date-time.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  createdDate: Scalars['String']['output'];
  /** The id in the REST API, and the value `id` had before global ids (docs/api.md). */
  databaseId: Scalars['Int']['output'];
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** True when an approved or published report uses it: its tree and name cannot change (save a copy as new). */
  isLocked: Scalars['Boolean']['output'];
  /** Which reports lock it; null when not locked. */
  lockedReason?: Maybe<Scalars['String']['output']>;
  /** Name (also seen as reportName). */
  name: Scalars['String']['output'];
  /** Every node, parents before children, for clients that build their own tree. */
  nodes: Array<ChartOfAccountsNode>;
  /** The root node (the chart itself) with its children. */
  root: ChartOfAccountsNode;
  /** The run result its tree was imported from; null when saved from an edited tree. */
  sourceRunResultId?: Maybe<Scalars['String']['output']>;
  /** Last change. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who changed it last; null in list entries until the tree is loaded. */
  updatedBy?: Maybe<Scalars['String']['output']>;
  /**
   * Last change (also seen as lastUpdated), ISO date-time.
   * @deprecated Use updatedAt (a DateTime). Removal after 2027-03-01.
   */
  updatedDate: Scalars['String']['output'];
};

/** The chart of accounts was deleted. */
export type ChartOfAccountsDeleted = {
  __typename?: 'ChartOfAccountsDeleted';
  /** Id of the deleted chart. */
  id: Scalars['ID']['output'];
};

/** A node of a chart of accounts' folder tree. */
export type ChartOfAccountsNode = {
  __typename?: 'ChartOfAccountsNode';
  /** Child nodes in order (empty at leaves). */
  children: Array<ChartOfAccountsNode>;
  /** Depth in the tree, 0 to 6. */
  depth: Scalars['Int']['output'];
  /** Description shown in reports. */
  description: Scalars['String']['output'];
  /** Folder type code: 2 group, 4 leaf, 7 total/special. */
  folderType: Scalars['Int']['output'];
  /** H-level: 0 root, 1 section, 2 to 5 groups (H2-H5). */
  hLevel: Scalars['Int']['output'];
  /** Node id (a number, or a short code for special nodes such as '1113'). */
  id: Scalars['ID']['output'];
  /** Key, e.g. 'Used Auto_H4' or 'New Auto 60'. */
  key: Scalars['String']['output'];
  /** Folder type as a kind. */
  kind: FolderKind;
  /** Shown in NEV reports. */
  nevVisible: Scalars['Boolean']['output'];
  /** Shown in NII reports. */
  niiVisible: Scalars['Boolean']['output'];
  /** Position among its siblings, from 1. */
  order: Scalars['Int']['output'];
  /** Parent node id; 0 for top-level sections, null for the root (the chart itself). */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** False when the node is not added into its parent. */
  rollUp: Scalars['Boolean']['output'];
  /** Flags as tags: NEV, NII, NoRollUp. */
  tags: Array<Scalars['String']['output']>;
};

/** A node of an edited tree, as a flat list entry; the gateway nests them by parentId. */
export type ChartOfAccountsNodeInput = {
  /** Description. */
  description: Scalars['String']['input'];
  /** 2 group, 4 leaf, 7 total/special. */
  folderType: Scalars['Int']['input'];
  /** Node id; the root's is 0. */
  id: Scalars['ID']['input'];
  /** Key. */
  key: Scalars['String']['input'];
  /** Shown in NEV reports. */
  nevVisible: Scalars['Boolean']['input'];
  /** Shown in NII reports. */
  niiVisible: Scalars['Boolean']['input'];
  /** Position among siblings, from 1; the list order is used when omitted. */
  order?: InputMaybe<Scalars['Int']['input']>;
  /** Parent id; null for the root. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Added into its parent. */
  rollUp: Scalars['Boolean']['input'];
};

/** The chart of accounts was saved. */
export type ChartOfAccountsSaved = {
  __typename?: 'ChartOfAccountsSaved';
  /** The saved chart. */
  chartOfAccounts: ChartOfAccounts;
};

/** A series of a chart. */
export type ChartSeries = {
  __typename?: 'ChartSeries';
  /** Format of its values. */
  format: ValueFormat;
  /** Series name. */
  name: Scalars['String']['output'];
  /** One value per label as an exact decimal (at most 8 decimals and 15 significant digits); null when not available. */
  numbers: Array<Maybe<Scalars['Decimal']['output']>>;
  /**
   * One value per label; null when not available.
   * @deprecated Use numbers (a [Decimal]). Removal after 2027-03-01.
   */
  values: Array<Maybe<Scalars['Float']['output']>>;
};

/** Chart types of a chart block. */
export type ChartType =
  /** Area chart. */
  | 'AREA'
  /** Horizontal bars. */
  | 'BAR'
  /** Vertical columns. */
  | 'COLUMN'
  /** Stacked columns adding up to 100%. */
  | 'COLUMN100'
  /** Grouped columns. */
  | 'COLUMNS'
  /** Lines. */
  | 'LINE'
  /** Pie. */
  | 'PIE'
  /** Radar. */
  | 'RADAR'
  /** A range area with a line. */
  | 'RANGE_AREA_LINE';

/** A client institution (a credit union) the firm analyses. */
export type Client = Node & {
  __typename?: 'Client';
  /** Acronym, equal to the tenant code of its users, e.g. 'RFCU'. */
  acronym: Scalars['String']['output'];
  /** The client's charts of accounts. */
  chartsOfAccounts?: Maybe<Array<ChartOfAccounts>>;
  /** Data sets of the client (staff only), newest first. */
  dataSets?: Maybe<Array<DataSet>>;
  /**
   * Data sets of the client (staff only) as pages, newest first by creation (id descending), an
   * order that does not change while you page. The same data sets as `dataSets` with the same
   * filter; the gateway pages the list it reads whole from the analysis service.
   */
  dataSetsConnection?: Maybe<DataSetConnection>;
  /** The id in the REST API, and the value `id` had before global ids (docs/api.md). */
  databaseId: Scalars['Int']['output'];
  /** Email addresses of the client's users, for the recipient picker. */
  emailAddresses?: Maybe<Array<EmailAddress>>;
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /**
   * True when the institution requires its users to sign in with a second factor (a code from an
   * authenticator app): the client preference isMfaEnabled, which staff set with setClientMfaRequired.
   */
  mfaRequired?: Maybe<Scalars['Boolean']['output']>;
  /** Full name, e.g. 'Riverbend Federal Credit Union'. */
  name: Scalars['String']['output'];
  /**
   * Report definitions of the client, most recently updated first (an approval or publication
   * counts), as the analysis service lists them; client users see published ones only. For the
   * latest quarter, take the one with the latest `asOf`.
   */
  reportDefinitions?: Maybe<Array<ReportDefinition>>;
  /**
   * Report definitions of the client as pages, newest first by creation (id descending), an order
   * that does not change while you page; client users see published ones only. The same report
   * definitions as `reportDefinitions` with the same filter, in that order of their own; the
   * gateway pages the list it reads whole from the analysis service.
   */
  reportDefinitionsConnection?: Maybe<ReportDefinitionConnection>;
  /** The client's defaults for new report definitions; null when none were saved yet (the web app then saves the defaults). */
  settings?: Maybe<ClientSettings>;
  /** Completed report definitions as of the date or earlier, newest first (for trend reports). */
  trendReportDefinitions?: Maybe<Array<TrendReportDefinition>>;
};


/** A client institution (a credit union) the firm analyses. */
export type ClientDataSetsArgs = {
  filter?: InputMaybe<DataSetFilter>;
};


/** A client institution (a credit union) the firm analyses. */
export type ClientDataSetsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DataSetFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A client institution (a credit union) the firm analyses. */
export type ClientReportDefinitionsArgs = {
  filter?: InputMaybe<ReportDefinitionFilter>;
};


/** A client institution (a credit union) the firm analyses. */
export type ClientReportDefinitionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ReportDefinitionFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A client institution (a credit union) the firm analyses. */
export type ClientTrendReportDefinitionsArgs = {
  asOf?: InputMaybe<Scalars['Date']['input']>;
  asOfDate?: InputMaybe<Scalars['String']['input']>;
};

/** Exactly one way of naming a client. */
export type ClientKey =
  /** The client's acronym, equal to the tenant code of its users, e.g. 'RFCU'. */
  { acronym: Scalars['String']['input']; id?: never; }
  |  /** The client's id (Client.id). */
  { acronym?: never; id: Scalars['ID']['input']; };

/**
 * A client's risk as its latest published report definition shows it on the Compliance with Policy
 * Matrix page (report 27): the figures of the risk dashboard's firm-wide list.
 */
export type ClientRiskSummary = {
  __typename?: 'ClientRiskSummary';
  /**
   * Its as-of date as reports show it (YYYY/MM/DD, the product's one date format); null without one. Every other `asOf` of the API is a Date: read `reportDefinition.asOf`.
   * @deprecated Use reportDefinition.asOf (a Date). Removal after 2027-03-01.
   */
  asOf?: Maybe<Scalars['String']['output']>;
  /** The client. */
  client: Client;
  /** The NEV ratio at base against its policy minimum; null when not available. */
  nevRatio?: Maybe<RiskReading>;
  /** The NEV change at the definition's shock scenario against its policy limit; null when not available. */
  nevShockChange?: Maybe<RiskReading>;
  /** The NCUA supervisory rating with the post-shock NEV ratio and the NEV sensitivity; null when not available. */
  rating?: Maybe<RiskReading>;
  /**
   * The published report definition of the latest as-of date that the figures are read from: of that
   * date's, the one that lists the most of the risk pages (Compliance with Policy Matrix, Earnings at
   * Risk, ALM Summary, Liquidity), then the last published; null when there is none.
   */
  reportDefinition?: Maybe<ReportDefinition>;
};

/** A client's defaults (client settings). */
export type ClientSettings = {
  __typename?: 'ClientSettings';
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** NII projection years of new report definitions (default 2). */
  niiYears: Scalars['Int']['output'];
  /** Reports a new report definition includes, NII pages per year. */
  reports: Array<ReportListEntry>;
  /** Name of the client's modeling database (the firm's internal name): staff only; null when not set and for client users. */
  zmDatabaseName?: Maybe<Scalars['String']['output']>;
};

/** New client settings; omitted fields keep their value. */
export type ClientSettingsInput = {
  /** NII projection years, 1 to 10. */
  niiYears?: InputMaybe<Scalars['Int']['input']>;
  /** Report list entries, e.g. ['10', '55-1', '55-2']. */
  reports?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The client settings were saved. */
export type ClientSettingsSaved = {
  __typename?: 'ClientSettingsSaved';
  /** The saved settings. */
  settings: ClientSettings;
};

/** Result of copying a data set. */
export type CloneDataSetResult = DataSetSaved | ValidationFailed;

/** Result of copying a report definition. */
export type CloneReportDefinitionResult = ReportDefinitionSaved | ValidationFailed;

/** The filter a column offers. */
export type ColumnFilter =
  /** Yes or no. */
  | 'BOOLEAN'
  /** A list of values shown inline. */
  | 'INLINE_SELECT'
  /** A minimum and maximum. */
  | 'MIN_MAX'
  /** A list of values. */
  | 'SELECT'
  /** Free text. */
  | 'TEXT';

/** How a table column formats its values. */
export type ColumnFormat =
  /** A calendar date. */
  | 'CALENDAR'
  /** An amount of US dollars, which each cell's `money` carries; shown as a plain number (2 decimals unless the precision says otherwise) under a header naming the unit: 'Balance ($)', or '($000)' with a divisor of 1000 (the amount itself still in dollars). */
  | 'CURRENCY'
  /** A date in the column's dateFormat. */
  | 'CUSTOM_DATE'
  /** A date. */
  | 'DATE'
  /** A date and time. */
  | 'DATE_TIME'
  /** A duration. */
  | 'DURATION'
  /** A month. */
  | 'MONTH'
  /** A month and year ('month-year'). */
  | 'MONTH_YEAR'
  /** A number, negatives in parentheses. */
  | 'NUMERIC'
  /** A percentage (apply the divisor first). */
  | 'PERCENTAGE'
  /** A progress bar. */
  | 'PROGRESS'
  /** Plain text (also the row label column of tree tables). */
  | 'TEXT'
  /** A time of day. */
  | 'TIME';

/**
 * Result of making a personal access token: ValidationFailed names the field of each problem
 * (name, permissions[i] or scopes[i] for a permission its owner does not hold).
 */
export type CreatePersonalAccessTokenResult = PersonalAccessTokenSecret | ValidationFailed;

/**
 * Result of creating a service account: ValidationFailed names the field of each problem
 * (name, tenant, analysisPermissions[i] or permissions[i]).
 */
export type CreateServiceAccountResult = ServiceAccountCredentials | ValidationFailed;

/** A currency, by its ISO 4217 code. The platform's amounts are in US dollars. */
export type CurrencyCode =
  /** US dollar. */
  | 'USD';

/**
 * The yield curve of an as-of date: market data, no client's. Its fields are those of the latest
 * version, the one runs value with; versions lists them all.
 */
export type Curve = Node & {
  __typename?: 'Curve';
  /** The date the rates were observed on. */
  asOf: Scalars['Date']['output'];
  /**
   * The date the rates were observed on, yyyy-mm-dd.
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate: Scalars['String']['output'];
  /** True when the latest version is a built-in H.15 curve. */
  builtIn: Scalars['Boolean']['output'];
  /** The latest version's file name; null for a built-in curve. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** The latest version's points, tenors increasing. */
  points: Array<CurvePoint>;
  /** The latest version's source. */
  source: Scalars['String']['output'];
  /** When the latest version was uploaded; null for a built-in curve. */
  uploadedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who uploaded the latest version; null for a built-in curve. */
  uploadedBy?: Maybe<Scalars['String']['output']>;
  /**
   * When the latest version was uploaded, ISO date-time; null for a built-in curve.
   * @deprecated Use uploadedAt (a DateTime). Removal after 2027-03-01.
   */
  uploadedDate?: Maybe<Scalars['String']['output']>;
  /** The latest version's number. */
  version: Scalars['Int']['output'];
  /** How many versions the date has. */
  versionCount: Scalars['Int']['output'];
  /** Every version, newest first. */
  versions: Array<CurveVersion>;
};

/**
 * A curve file, base64-encoded in the request: columns tenorMonths and rate (annual percent), one
 * row per Treasury tenor in increasing order, at least 3 months to 30 years.
 */
export type CurveFileInput = {
  /** The file's bytes, base64-encoded. */
  contentBase64: Scalars['String']['input'];
  /** File name ending in .csv or .xlsx. */
  fileName: Scalars['String']['input'];
};

/** A point of a yield curve: the par yield (as Treasury CMT values are) at one tenor. */
export type CurvePoint = {
  __typename?: 'CurvePoint';
  /** Par yield in annual percent as an exact decimal: "3.74" means 3.74 %. */
  parYield: Scalars['Decimal']['output'];
  /**
   * Par yield in annual percent: 3.74 means 3.74 %.
   * @deprecated Use parYield (a Decimal). Removal after 2027-03-01.
   */
  rate: Scalars['Float']['output'];
  /** Tenor in months, e.g. 3 (3-month bill) or 120 (10-year note). */
  tenorMonths: Scalars['Int']['output'];
};

/** A curve for an as-of date. */
export type CurveUploadInput = {
  /** The date the rates were observed on (today or earlier). Give this or asOfDate. */
  asOf?: InputMaybe<Scalars['Date']['input']>;
  /**
   * The date the rates were observed on, yyyy-mm-dd (today or earlier).
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate?: InputMaybe<Scalars['String']['input']>;
  /** The file. */
  file: CurveFileInput;
  /** Where the rates come from, e.g. 'H.15 release of 2024-01-02'; the file name is recorded when omitted. */
  source?: InputMaybe<Scalars['String']['input']>;
};

/** The curve was stored as a new version of its date. */
export type CurveUploaded = {
  __typename?: 'CurveUploaded';
  /** The date's curve, now with this version as its latest. */
  curve: Curve;
  /** The version just stored. */
  version: CurveVersion;
};

/**
 * One version of the yield curve of an as-of date. A new upload for a date is a new version;
 * runs use the latest.
 */
export type CurveVersion = {
  __typename?: 'CurveVersion';
  /** The date the rates were observed on. */
  asOf: Scalars['Date']['output'];
  /**
   * The date the rates were observed on, yyyy-mm-dd.
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate: Scalars['String']['output'];
  /** True for the H.15 curves the platform ships with. */
  builtIn: Scalars['Boolean']['output'];
  /** Name of the uploaded file; null for a built-in curve. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The points, tenors increasing. */
  points: Array<CurvePoint>;
  /** Where the rates come from, as the reports that use the curve state it. */
  source: Scalars['String']['output'];
  /** When it was uploaded; null for a built-in curve. */
  uploadedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who uploaded it (username); null for a built-in curve. */
  uploadedBy?: Maybe<Scalars['String']['output']>;
  /**
   * When it was uploaded, ISO date-time; null for a built-in curve.
   * @deprecated Use uploadedAt (a DateTime). Removal after 2027-03-01.
   */
  uploadedDate?: Maybe<Scalars['String']['output']>;
  /** Version number, from 1; a built-in curve is version 1 of its date. */
  version: Scalars['Int']['output'];
};

/** A data set: the balance sheet of a client at an as-of date, run through the ALM model. */
export type DataSet = Node & {
  __typename?: 'DataSet';
  /** As-of date (a month end). */
  asOf: Scalars['Date']['output'];
  /**
   * As-of date (month end), e.g. '2021-12-31T00:00:00'.
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate: Scalars['String']['output'];
  /** Tooltip of the attachment icon; null when unattached. */
  attachedReason?: Maybe<Scalars['String']['output']>;
  /**
   * True when it may be deleted: no report uses it and it is not running (viewerCan.delete).
   * @deprecated Use viewerCan { delete }: every action the viewer may take, in one place. Removal after 2027-03-01.
   */
  canDelete: Scalars['Boolean']['output'];
  /**
   * True when it may be opened for edit: Completed or Failed and not locked (viewerCan.edit).
   * @deprecated Use viewerCan { edit }: every action the viewer may take, in one place. Removal after 2027-03-01.
   */
  canEdit: Scalars['Boolean']['output'];
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Created by (username). */
  createdBy: Scalars['String']['output'];
  /**
   * Created, ISO date-time.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  createdDate: Scalars['String']['output'];
  /** The id in the REST API, and the value `id` had before global ids (docs/api.md). */
  databaseId: Scalars['Int']['output'];
  /** Optional description, part of the name. */
  description?: Maybe<Scalars['String']['output']>;
  /** Uploaded files. */
  files: Array<DataSetFile>;
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** True when a report definition uses it as base or compare data set (attachment icon). */
  isAttached: Scalars['Boolean']['output'];
  /** True when an approved or published report uses it: read-only (lock icon). */
  isLocked: Scalars['Boolean']['output'];
  /** Tooltip of the lock icon; null when not locked. */
  lockedReason?: Maybe<Scalars['String']['output']>;
  /** Name built from the as-of date, type and description, e.g. '2021/12/31 Standard'. */
  name: Scalars['String']['output'];
  /** Report definitions that use it. */
  reportDefinitions?: Maybe<Array<ReportDefinition>>;
  /** Run results it reads. */
  resultSets: Array<ResultSet>;
  /** Run status. */
  status: RunStatus;
  /** Why the last run failed; null otherwise. */
  statusReason?: Maybe<Scalars['String']['output']>;
  /** Type. */
  type: DataSetType;
  /** Type label, e.g. 'What If'. */
  typeLabel: Scalars['String']['output'];
  /** When it was last updated. */
  updatedAt: Scalars['DateTime']['output'];
  /** Last updated by (username). */
  updatedBy: Scalars['String']['output'];
  /**
   * Last updated, ISO date-time.
   * @deprecated Use updatedAt (a DateTime). Removal after 2027-03-01.
   */
  updatedDate: Scalars['String']['output'];
  /** Use the TCU fund. */
  useTcuFund: Scalars['Boolean']['output'];
  /** What the viewer may do with it now, as the api rules it. */
  viewerCan: DataSetActions;
  /** A What If data set: the data set it was saved from; null otherwise (or when that was deleted). */
  whatIfSource?: Maybe<DataSet>;
};

/**
 * What the viewer may do with a data set now, by the platform's rules (staff only; none while it runs
 * or an approved or published report uses it), computed for the viewer so that no consumer re-derives them.
 */
export type DataSetActions = {
  __typename?: 'DataSetActions';
  /** Delete it: no report definition uses it and it is not running. */
  delete: Scalars['Boolean']['output'];
  /** Open it for edit: Completed or Failed, not locked, not running. */
  edit: Scalars['Boolean']['output'];
  /** Run or rerun it: not locked by an approved or published report, not already running. */
  run: Scalars['Boolean']['output'];
};

/** A page of data sets. */
export type DataSetConnection = {
  __typename?: 'DataSetConnection';
  /** The page's items with their cursors. */
  edges: Array<DataSetEdge>;
  /** The page's items, when the cursors of each are not needed. */
  nodes: Array<DataSet>;
  /** Where the page stands. */
  pageInfo: PageInfo;
  /** How many items the whole list holds, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** The data set was deleted. */
export type DataSetDeleted = {
  __typename?: 'DataSetDeleted';
  /** Id of the deleted data set. */
  id: Scalars['ID']['output'];
  /** 'The dataset has been deleted'. */
  message: Scalars['String']['output'];
};

/** An item of a page of data sets. */
export type DataSetEdge = {
  __typename?: 'DataSetEdge';
  /** Pass as `after` to get the items that follow this one. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: DataSet;
};

/** A file uploaded with a data set (positions or H3 overrides). */
export type DataSetFile = {
  __typename?: 'DataSetFile';
  /** What it holds. */
  fileKind: DataSetFileKind;
  /** Original file name. */
  fileName: Scalars['String']['output'];
  /** File id. */
  id: Scalars['ID']['output'];
  /**
   * What it holds: 'positions' or 'overrides'.
   * @deprecated Use fileKind (an enum). Removal after 2027-03-01.
   */
  kind: Scalars['String']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
  /**
   * When it was uploaded, ISO date-time.
   * @deprecated Use uploadedAt (a DateTime). Removal after 2027-03-01.
   */
  uploadedDate: Scalars['String']['output'];
};

/** A file sent with a data set, base64-encoded in the request (the request is limited to 1 MB in all). */
export type DataSetFileInput = {
  /** The file's bytes, base64-encoded. */
  contentBase64: Scalars['String']['input'];
  /** File name ending in .csv or .xlsx. */
  fileName: Scalars['String']['input'];
};

/** What a data set's file holds. */
export type DataSetFileKind =
  /** H3 overrides: assumptions per group that replace the defaults. */
  | 'OVERRIDES'
  /** Positions: one row per account of the balance sheet. */
  | 'POSITIONS'
  /** A What If data set's changes (saved from a what-if), applied after the other files. */
  | 'WHAT_IF_CHANGES';

/** Filters of the Data Sets panel. */
export type DataSetFilter = {
  /** Only data sets no report definition uses. */
  onlyUnattached?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these types; all when omitted. */
  types?: InputMaybe<Array<DataSetType>>;
  /** Updated within this many days: 1, 60, 180, 365 or 9999 (all, the default). */
  updatedWithinDays?: InputMaybe<Scalars['Int']['input']>;
};

/** A new or changed data set. */
export type DataSetInput = {
  /** As-of date, a month end (another day of the month is taken as its month end). Give this or asOfDate. */
  asOf?: InputMaybe<Scalars['Date']['input']>;
  /**
   * As-of date or month, e.g. '2021-12-31' or '2021-12'; normalized to the month end.
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate?: InputMaybe<Scalars['String']['input']>;
  /** Optional description (part of the name). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of the data set to change; omit to create one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Run results; Shock and Ramp required, ids all different. */
  resultSets: Array<ResultSetInput>;
  /** Type (default STANDARD). */
  type?: InputMaybe<DataSetType>;
  /** Use the TCU fund. */
  useTcuFund?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A run of the data set was queued: its status is Started; Completed or Failed follows through dataSetStatusChanged. */
export type DataSetRunStarted = {
  __typename?: 'DataSetRunStarted';
  /** The data set, status STARTED. */
  dataSet: DataSet;
};

/** The data set was saved or copied. */
export type DataSetSaved = {
  __typename?: 'DataSetSaved';
  /** The saved data set. */
  dataSet: DataSet;
  /**
   * What the uploaded files seem to get wrong without being refused, each naming the file, row and
   * column, e.g. 'positions.csv, row 1, column rate: the rates of rows 2 and 4 look like decimals ...'.
   * The data set was saved all the same; empty when there is nothing to check (and after a copy).
   */
  warnings: Array<Scalars['String']['output']>;
};

/** A data set's status changed (run, save, copy, delete). */
export type DataSetStatusEvent = {
  __typename?: 'DataSetStatusEvent';
  /**
   * What happened: created, updated, cloned, deleted, run; 'current' for a status re-sent after a reconnect.
   * @deprecated Use change (an enum). Removal after 2027-03-01.
   */
  action: Scalars['String']['output'];
  /** What happened: CREATED, UPDATED, CLONED, DELETED or RUN; CURRENT for a status re-sent after a reconnect. */
  change: StatusChange;
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** When the change happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The data set, read with the subscriber's own access, with the status of this event; null when deleted. */
  dataSet?: Maybe<DataSet>;
  /** The data set. */
  dataSetId: Scalars['ID']['output'];
  /**
   * The event's id: one per change. Pass the last one you received as `after` when you subscribe
   * again to get the changes you missed.
   */
  id: Scalars['ID']['output'];
  /**
   * When the change happened (ISO 8601 with offset); for a re-sent status, when it was re-sent.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  occurredAt: Scalars['String']['output'];
  /** True when re-sent after the gateway reconnected to the hub (the current state, not a new change). */
  replay: Scalars['Boolean']['output'];
  /** Status after the change. */
  status: RunStatus;
  /** Subject of the notification; empty for re-sent statuses. */
  subject: Scalars['String']['output'];
};

/** Type of a data set; the REST API codes it as dataSetType 0, 1, 2 or 99. */
export type DataSetType =
  /** 99: Misc. */
  | 'MISC'
  /** 0: Standard. */
  | 'STANDARD'
  /** 2: TYC. */
  | 'TYC'
  /** 1: What If. */
  | 'WHAT_IF';

/** Result of deleting a chart of accounts. */
export type DeleteChartOfAccountsResult = ChartOfAccountsDeleted | ResourceInUse;

/** Result of deleting a data set. */
export type DeleteDataSetResult = DataSetDeleted | ResourceInUse | ResourceLocked;

/** Result of deleting a report definition. */
export type DeleteReportDefinitionResult = ReportDefinitionDeleted | ResourceLocked;

/**
 * A document being made for the user who asked for it: only that user sees it and can download it,
 * for a limited time after it finished.
 */
export type DocumentJob = {
  __typename?: 'DocumentJob';
  /** The client the document is about. */
  clientId: Scalars['ID']['output'];
  /** The file's media type. */
  contentType: Scalars['String']['output'];
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * When it was asked for, ISO date-time.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  createdDate: Scalars['String']['output'];
  /** Steps done: sheets of a workbook; a PDF's cover, reports and contents printed. */
  done: Scalars['Int']['output'];
  /** Where to download the file, as an absolute URL on this gateway's public address (same credentials); null until DONE. */
  downloadLink?: Maybe<Scalars['URL']['output']>;
  /** Where to download the file (a path on this gateway, same credentials); null until DONE. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** When a FAILED job failed: the user-facing message, e.g. 'Unable to create downloadable xlsx file.' */
  error?: Maybe<Scalars['String']['output']>;
  /** The reasons behind error, each with a resolution; empty otherwise. */
  errorMessages: Array<ActionableMessage>;
  /** When the job and its file are deleted; null until it finished. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * When the job and its file are deleted, ISO date-time; null until it finished.
   * @deprecated Use expiresAt (a DateTime). Removal after 2027-03-01.
   */
  expiresDate?: Maybe<Scalars['String']['output']>;
  /** The file's name, e.g. 'Analysis-RFCU-2021-12-31-Detail.xlsx'. */
  fileName: Scalars['String']['output'];
  /** When it finished (DONE or FAILED); null until then. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * When it finished (DONE or FAILED), ISO date-time.
   * @deprecated Use finishedAt (a DateTime). Removal after 2027-03-01.
   */
  finishedDate?: Maybe<Scalars['String']['output']>;
  /** Job id (unguessable). */
  id: Scalars['ID']['output'];
  /** What is being made. */
  kind: DocumentJobKind;
  /** The report definition the document is about. */
  reportDefinitionId: Scalars['ID']['output'];
  /** Where the job is. */
  status: DocumentJobStatus;
  /** Steps in all, known when the job is queued and never changed: sheets of a workbook; a PDF's cover, each report and its contents (a stored package served again: 1). */
  total: Scalars['Int']['output'];
};

/** What a document job produces. */
export type DocumentJobKind =
  /** The 'Detail Reports' Excel workbook: one sheet per detail report, NII reports per year. */
  | 'DETAIL_WORKBOOK'
  /** A PDF package of the report definition: All Reports or Summary Reports. */
  | 'PDF_PACKAGE'
  /** A PDF of the reports the user selected. */
  | 'PDF_SELECTION'
  /** A what-if's comparison as a PDF: the figures as it is and with the changes, the policy limits and the charts, printed like the reports. */
  | 'WHAT_IF_PDF'
  /** A what-if's comparison as an Excel workbook: the figures as it is and with the changes, and each measure across the rate scenarios. */
  | 'WHAT_IF_WORKBOOK';

/** Where a document job is: waiting in the queue, being made, finished, or failed. */
export type DocumentJobStatus =
  /** Finished: the file can be downloaded from downloadLink (or downloadUrl) until expiresAt. */
  | 'DONE'
  /** Failed: error says why. Other jobs are not affected. */
  | 'FAILED'
  /** Waiting for a free slot (jobs start in the order they were asked for). */
  | 'QUEUED'
  /** Being made; done and total tell how far. */
  | 'RUNNING';

/** The permissions a user holds in one domain of the platform. */
export type DomainPermissions = {
  __typename?: 'DomainPermissions';
  /** Domain name, e.g. 'analysis'. */
  domain: Scalars['String']['output'];
  /** Permission names such as 'View', 'Navigate', 'View All Clients', 'Approve', 'Publish'. */
  permissions: Array<Scalars['String']['output']>;
};

/** The name is already taken within the client (data sets, report definitions, charts of accounts). */
export type DuplicateName = Failure & {
  __typename?: 'DuplicateName';
  /** Why it failed: the code to switch on. */
  code: FailureCode;
  /** The headline, e.g. 'Duplicate Data Set Name' or 'Duplicate Report Def Name'. */
  message: Scalars['String']['output'];
  /** The name that clashed and how to make it unique. */
  messages: Array<ActionableMessage>;
};

/** A recipient of an institution. */
export type EmailAddress = {
  __typename?: 'EmailAddress';
  /** Their email address. */
  address: Scalars['String']['output'];
  /** The user's name. */
  name: Scalars['String']['output'];
  /** Their sign-in name. */
  username: Scalars['String']['output'];
};

/** Where an email's delivery stands. */
export type EmailDeliveryStatus =
  /** The mail server refused it. */
  | 'FAILED'
  /** Kept in the outbox: no mail server is configured, or it has not answered yet. */
  | 'QUEUED'
  /** Handed to the mail server. */
  | 'SENT';

/**
 * An email to send through the core API (it always blind-copies the firm's internal mailbox). Staff
 * write to any valid address; a client user sends one of their finished documents (documentJobId) to
 * their own institution's users only, as plain text. To, Cc and Bcc together are capped and each user
 * may send a limited number of emails per hour (more are refused with RATE_LIMITED, saying when to
 * try again).
 */
export type EmailInput = {
  /**
   * Attachment bytes, base64-encoded (the whole request is limited to 1 MB); staff only. Only a PDF or
   * an XLSX workbook is accepted, checked by its content.
   * @deprecated Make the document (PDF package or workbook) and send its documentJobId: the api fetches it, whatever its size. Removal after 2027-03-01.
   */
  attachmentBase64?: InputMaybe<Scalars['String']['input']>;
  /** Attachment file name. */
  attachmentName?: InputMaybe<Scalars['String']['input']>;
  /** Blind-copy recipients. */
  bcc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Body: simple HTML for staff (sanitised: no scripts, styles or images), plain text for client users. */
  body?: InputMaybe<Scalars['String']['input']>;
  /** Categories for the mail log. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Copy recipients. */
  cc?: InputMaybe<Array<Scalars['String']['input']>>;
  /**
   * Attach a finished document of the viewer's own instead (a DocumentJob id: a PDF package or
   * workbook made for this user); its file name and type come with it.
   */
  documentJobId?: InputMaybe<Scalars['ID']['input']>;
  /** Mark as high priority. */
  highPriority?: InputMaybe<Scalars['Boolean']['input']>;
  /** Attachment MIME type, e.g. 'application/pdf' (a PDF under 2000 bytes is refused as blank). */
  mimeType?: InputMaybe<Scalars['String']['input']>;
  /** Reply-to address: only the sender's own address; replies go to the firm's mailbox when omitted. */
  replyTo?: InputMaybe<Scalars['String']['input']>;
  /** Subject; required. */
  subject: Scalars['String']['input'];
  /** Test mode: the subject gets a TEST ONLY marker. */
  testMode?: InputMaybe<Scalars['Boolean']['input']>;
  /** Recipients; at least one. A client user may name only their institution's users. */
  to: Array<Scalars['String']['input']>;
};

/** The email was accepted. */
export type EmailSent = {
  __typename?: 'EmailSent';
  /** Where its delivery stands. */
  deliveryStatus: EmailDeliveryStatus;
  /** Outbox id. */
  id: Scalars['ID']['output'];
  /**
   * Delivery status, e.g. 'queued' or 'sent'.
   * @deprecated Use deliveryStatus (an enum). Removal after 2027-03-01.
   */
  status: Scalars['String']['output'];
  /** Subject as sent. */
  subject: Scalars['String']['output'];
  /** Recipients as sent (whitespace stripped, comma-joined). */
  to: Scalars['String']['output'];
};

/** Texts of the error pages. */
export type ErrorPageTexts = {
  __typename?: 'ErrorPageTexts';
  /** Shown when the app is framed by another host. */
  iframe: Scalars['String']['output'];
  /** First line when the user has no access. */
  noAccessMessage1: Scalars['String']['output'];
  /** Second line when the user has no access. */
  noAccessMessage2: Scalars['String']['output'];
  /** Info card text for a domain without metadata. */
  noMetadata: Scalars['String']['output'];
  /** First line of the not-found page. */
  notFoundMessage1: Scalars['String']['output'];
  /** Second line of the not-found page. */
  notFoundMessage2: Scalars['String']['output'];
  /** Title of the error page ('Ooops!'). */
  notFoundTitle: Scalars['String']['output'];
};

/** An expected failure of a mutation: nothing was changed, and the messages say why. */
export type Failure = {
  /** Why it failed: the code to switch on. */
  code: FailureCode;
  /** The headline for the user, e.g. 'Duplicate Data Set Name'. */
  message: Scalars['String']['output'];
  /** The details, one per problem, each with a resolution. */
  messages: Array<ActionableMessage>;
};

/**
 * Why an expected failure happened: stable codes to switch on (never the English text, which may change).
 * They are the api's failure reasons, plus the gateway's own checks of uploads and attachments.
 */
export type FailureCode =
  /** Report definitions use the chart of accounts, so it cannot be deleted. */
  | 'CHART_OF_ACCOUNTS_IN_USE'
  /** An approved or published report uses the chart of accounts, so its tree and name cannot change. */
  | 'CHART_OF_ACCOUNTS_LOCKED'
  /** A report definition uses the data set, so it cannot be deleted. */
  | 'DATA_SET_IN_USE'
  /** An approved or published report uses the data set. */
  | 'DATA_SET_LOCKED'
  /** A run of the data set is queued or in progress. */
  | 'DATA_SET_RUNNING'
  /** The name is already taken within the client. */
  | 'DUPLICATE_NAME'
  /** An address is not an email address. */
  | 'EMAIL_ADDRESS_INVALID'
  /** The attachment is not a PDF or XLSX the application made, or it is blank. */
  | 'EMAIL_ATTACHMENT_INVALID'
  /** A client user may only send one of their finished documents. */
  | 'EMAIL_DOCUMENT_REQUIRED'
  /** A client user may only mail their own institution's users. */
  | 'EMAIL_RECIPIENT_OUTSIDE_INSTITUTION'
  /** The mail names no recipient. */
  | 'EMAIL_RECIPIENT_REQUIRED'
  /** Reply-To may only be the sender's own address. */
  | 'EMAIL_REPLY_TO_NOT_OWN'
  /** More recipients than one mail may have. */
  | 'EMAIL_TOO_MANY_RECIPIENTS'
  /** An uploaded file is larger than the api stores (20 MB): split it into several files. */
  | 'FILE_TOO_LARGE'
  /** The input is malformed or incomplete (a required field, a type, a format); messages name the field. */
  | 'INVALID_INPUT'
  /** The client has no chart of accounts, which a report definition needs. */
  | 'NO_CHART_OF_ACCOUNTS'
  /** The report definition is approved or published, so it cannot change or be deleted. */
  | 'REPORT_DEFINITION_LOCKED'
  /** A data set behind the report has not completed a run, so the report has no figures yet. */
  | 'REPORT_NOT_READY'
  /** The resource was deleted meanwhile. */
  | 'RESOURCE_GONE'
  /** The input names a data set or chart of accounts the client does not have. */
  | 'UNKNOWN_REFERENCE'
  /** An uploaded file could not be read or breaks a rule; messages name file, row and column. */
  | 'UPLOAD_INVALID'
  /** The input breaks a rule (ranges, lengths, chart of accounts rules); messages name the field. */
  | 'VALIDATION_FAILED'
  /** The approval workflow does not allow the action now. */
  | 'WORKFLOW_REFUSED';

/** What a folder of a chart of accounts is. */
export type FolderKind =
  /** Group folder (folderType 2). */
  | 'GROUP'
  /** Leaf holding positions (folderType 4). */
  | 'LEAF'
  /** Total, calculated or special leaf (folderType 7). */
  | 'TOTAL';

/** Text size of the whole app, chosen in the user menu. */
export type FontSize =
  /** The default size. */
  | 'DEFAULT'
  /** Larger than default. */
  | 'LARGE'
  /** Smaller than default. */
  | 'SMALL';

/** The footer: copyright and links. */
export type Footer = {
  __typename?: 'Footer';
  /** Copyright line; [year] stands for the current year. */
  copyright: Scalars['String']['output'];
  /** Company site, privacy policy, terms of use, Form ADV Part 2. */
  links: Array<FooterLink>;
};

/** A link of the footer. */
export type FooterLink = {
  __typename?: 'FooterLink';
  /** Link text. */
  label: Scalars['String']['output'];
  /** Position, from 1. */
  order: Scalars['Int']['output'];
  /** Target URL. */
  url: Scalars['String']['output'];
};

/** The global dictionaries (GET core tools/uxsetting/core/global). */
export type GlobalDictionaries = {
  __typename?: 'GlobalDictionaries';
  /** Error page texts. */
  errors: ErrorPageTexts;
  /** The footer. */
  footer: Footer;
  /** Greetings by hour. */
  greetings: Array<Greeting>;
  /** Product and company names. */
  product: ProductInfo;
  /** Page titles by key. */
  titles: Array<PageTitle>;
};

/** A goal seek's answer: the smallest amount, the proof around it, and the what-if at it. */
export type GoalSeek = {
  __typename?: 'GoalSeek';
  /** The smallest sale that reaches the target; null when unreachable; 0 when already met. */
  amount?: Maybe<Money>;
  /** Amounts the search tried: each an engine run, but nothing sold without other changes (the data set's own results). */
  evaluations: Scalars['Int']['output'];
  /**
   * The group's balance (after the other changes). The most the search sells is less when the other
   * side holds less than the group (deposits paid out of cash): the message then says so.
   */
  groupBalance: Money;
  /**
   * The board's policy limits the data set meets as it is that the what-if found breaches, named as the
   * Compliance with Policy Matrix names them ('Net Income % Change, Year 1 (largest decline) in the -300 bp
   * ramp'); the message says them too. Empty when unreachable: nothing is found.
   */
  limitsBroken: Array<Scalars['String']['output']>;
  /**
   * The board's policy limits the data set breaches as it is that the what-if found leaves breached (a
   * target looser than the board's limit can be reached while the limit stays breached); the message
   * says them too, each with its value. Empty when unreachable.
   */
  limitsStillBreached: Array<Scalars['String']['output']>;
  /** In words, e.g. 'Selling $4,350,000 of ... reaches the target (NEV falling by at most 25.00% in the +300 bp shock); selling $10,000 less does not.' or 'No amount does: ...', then the limits it breaches. */
  message: Scalars['String']['output'];
  /** How it ended. */
  outcome: GoalSeekOutcome;
  /** The target's measure at the amount found (the whole group when unreachable), e.g. '-0.2493'; a rating target: the post-shock ratio; the NII target: the NII % change of the limit nearest to its floor, or furthest past it. */
  reachedValue?: Maybe<Scalars['Decimal']['output']>;
  /** The step (tolerance) of the search. */
  step: Money;
  /** The same at one step less (null when already met or unreachable): it does not meet the target. */
  valueOneStepLess?: Maybe<Scalars['Decimal']['output']>;
  /** The what-if at the amount found (at the whole group when unreachable). */
  whatIf: WhatIf;
};

/** A goal seek: the smallest sale of a group that reaches a target. */
export type GoalSeekInput = {
  /** Changes applied before the lever, as in WhatIfInput. */
  changes?: Array<WhatIfChangeInput>;
  /** The data set (DataSet.id). */
  dataSetId: Scalars['ID']['input'];
  /** What to move. */
  lever: GoalSeekLeverInput;
  /** The report definition whose chart, shock and limits apply; omitted as in WhatIfInput. */
  reportDefinitionId?: InputMaybe<Scalars['ID']['input']>;
  /** The step of the search in dollars: the answer is a multiple of it (default: the larger of $10,000 and 1/1000 of what the search may sell, rounded up to 1, 2, 2.5 or 5 times a power of ten: $200,000 for $140 million). At least $1, and at most a million steps to the whole group. */
  step?: InputMaybe<Scalars['Decimal']['input']>;
  /** What to reach. */
  target: GoalSeekTargetInput;
};

/** The one lever of a goal seek: sell part of a product group. */
export type GoalSeekLeverInput = {
  /** Where the proceeds go. */
  counterpart?: WhatIfCounterpart;
  /** The group of a GROUP counterpart. */
  counterpartGroup?: InputMaybe<Scalars['String']['input']>;
  /** The group sold (a folder key). */
  group: Scalars['String']['input'];
};

/** How a goal seek ended. */
export type GoalSeekOutcome =
  /** The target is met with no sale. */
  | 'ALREADY_MET'
  /** The smallest sale (a multiple of the step) that meets it was found. */
  | 'REACHED'
  /** Not even selling the whole group meets it. */
  | 'UNREACHABLE';

/** Result of a goal seek, or why its input was refused. */
export type GoalSeekResult = GoalSeek | ValidationFailed;

/** The target of a goal seek: exactly one. */
export type GoalSeekTargetInput =
  /** NEV change at the shock no worse than this fraction, e.g. '-0.25'. */
  { nevChangeAtShockAtLeast: Scalars['Decimal']['input']; nevRatioAtShockAtLeast?: never; niiWithinPolicy?: never; ratingAtMost?: never; }
  |  /** NEV ratio at the shock at least this fraction, e.g. '0.07'. */
  { nevChangeAtShockAtLeast?: never; nevRatioAtShockAtLeast: Scalars['Decimal']['input']; niiWithinPolicy?: never; ratingAtMost?: never; }
  |  /** True: every NII policy limit of the client (NII % change, year 1) complied with. */
  { nevChangeAtShockAtLeast?: never; nevRatioAtShockAtLeast?: never; niiWithinPolicy: Scalars['Boolean']['input']; ratingAtMost?: never; }
  |  /** The NCUA rating at this or better (MODERATE: Low or Moderate). LOW or MODERATE: HIGH, the worst rating, is refused (every balance sheet meets it without a sale). */
  { nevChangeAtShockAtLeast?: never; nevRatioAtShockAtLeast?: never; niiWithinPolicy?: never; ratingAtMost: NcuaRating; };

/** A time-of-day greeting for the [timeGreeting] token. */
export type Greeting = {
  __typename?: 'Greeting';
  /** First hour (0-23) it applies to. */
  fromHour: Scalars['Int']['output'];
  /** e.g. 'Good Morning'. */
  label: Scalars['String']['output'];
  /** Hour it stops applying (exclusive); may be below fromHour when it wraps past midnight. */
  toHour: Scalars['Int']['output'];
};

/** An info message of the platform (maintenance notices, release notes). */
export type InfoMessage = Node & {
  __typename?: 'InfoMessage';
  /** When it was posted. */
  createdAt: Scalars['DateTime']['output'];
  /** Who wrote it. */
  createdBy: Scalars['String']['output'];
  /**
   * When, ISO date-time.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  createdDate: Scalars['String']['output'];
  /** The id in the REST API, and the value `id` had before global ids (docs/api.md). */
  databaseId: Scalars['Int']['output'];
  /** Domain; null for every domain. */
  domain?: Maybe<Scalars['String']['output']>;
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** The text. */
  message: Scalars['String']['output'];
  /** Severity. */
  severity: Severity;
};

/** A page of info messages. */
export type InfoMessageConnection = {
  __typename?: 'InfoMessageConnection';
  /** The page's items with their cursors. */
  edges: Array<InfoMessageEdge>;
  /** The page's items, when the cursors of each are not needed. */
  nodes: Array<InfoMessage>;
  /** Where the page stands. */
  pageInfo: PageInfo;
  /** How many items the whole list holds, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** An item of a page of info messages. */
export type InfoMessageEdge = {
  __typename?: 'InfoMessageEdge';
  /** Pass as `after` to get the items that follow this one. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: InfoMessage;
};

/** Sort key of info messages. */
export type InfoMessageSort =
  /** By date. */
  | 'CREATED_DATE'
  /** By severity. */
  | 'SEVERITY';

/** Multi-factor authentication of the viewer and what their institution asks for. */
export type MfaState = {
  __typename?: 'MfaState';
  /** True when the viewer is in their tenant's MFA group (sign-in asks for a second factor). */
  inMfaGroup: Scalars['Boolean']['output'];
  /** What syncMfa would do now. */
  pendingAction: MfaSyncAction;
  /** True when the viewer's client has the preference isMfaEnabled set; false for staff. */
  requiredByClient: Scalars['Boolean']['output'];
};

/** App-only: what the web app's MFA sync should do for the viewer now. */
export type MfaSyncAction =
  /** The client no longer requires MFA and the viewer is in the MFA group: remove them. */
  | 'DISABLE'
  /** The client requires MFA and the viewer is not in the MFA group: add them and sign in again. */
  | 'ENABLE'
  /** Membership already matches the client's preference (always so for staff). */
  | 'NONE';

/** The result of syncing the viewer's MFA group membership with their client's preference. */
export type MfaSyncResult = {
  __typename?: 'MfaSyncResult';
  /** What was done. */
  action: MfaSyncAction;
  /** The state after the sync. */
  mfa: MfaState;
  /** The notice to show, e.g. 'Multi-factor Authentication is enabled'; null when nothing changed. */
  notice?: Maybe<Scalars['String']['output']>;
  /** True when the user must sign in again (MFA was just enabled): the app signs them out. */
  signInRequired: Scalars['Boolean']['output'];
};

/** An amount of money: an exact decimal and its currency. */
export type Money = {
  __typename?: 'Money';
  /** The amount, rounded to the currency's minor unit (cents for USD), e.g. `"-7868627.73"`. */
  amount: Scalars['Decimal']['output'];
  /** Its currency. */
  currencyCode: CurrencyCode;
};

/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Staff with 'Approve': approves a Completed report definition. */
  approveReportDefinition: ReportWorkflowResult;
  /** Staff: copies a data set under a new unique name. */
  cloneDataSet: CloneDataSetResult;
  /** Staff: copies a report definition (without approval or publication). */
  cloneReportDefinition: CloneReportDefinitionResult;
  /**
   * Makes a personal access token of the caller and answers its secret, once. FORBIDDEN when the call
   * itself comes with a personal access token: new credentials come from a person signed in.
   */
  createPersonalAccessToken: CreatePersonalAccessTokenResult;
  /**
   * App-only: a short-lived ticket that lets the web app's print routes read one report definition of one client (its
   * reports, its catalogue and the client's name) with the asking user's own access; nothing else.
   * Needs 'View' (FORBIDDEN without it).
   */
  createPrintTicket: PrintTicket;
  /**
   * Staff, signed in: creates a service account for a tenant the caller sees (a client's needs View All
   * Clients, else FORBIDDEN) with permissions the caller holds (a Failure names any others) and answers
   * its secret, once. FORBIDDEN to a service account's or personal access token.
   */
  createServiceAccount: CreateServiceAccountResult;
  /** Staff: deletes a chart of accounts no report definition uses. */
  deleteChartOfAccounts: DeleteChartOfAccountsResult;
  /** Staff: deletes a data set no report definition uses. */
  deleteDataSet: DeleteDataSetResult;
  /** Staff: deletes a report definition that is neither approved nor published. */
  deleteReportDefinition: DeleteReportDefinitionResult;
  /** Staff: imports a chart of accounts from a run result's folder tree. */
  importChartOfAccounts: SaveChartOfAccountsResult;
  /**
   * Staff (Manage Authenticators): issues a user a one-time code to set up their authenticator at
   * their next sign-in; an earlier unused code stops working. The user is told by e-mail. NOT_FOUND
   * for a user the caller does not reach (another client's without View All Clients). FORBIDDEN to a
   * service account's or personal access token: a code sets up a second factor, a credential.
   */
  issueAuthenticatorEnrolmentCode: AuthenticatorEnrolmentCode;
  /** Staff with 'Publish': publishes an approved, Completed report definition to the client. */
  publishReportDefinition: ReportWorkflowResult;
  /**
   * Recomputes one report page from the stored results instead of using any cache: View All Clients
   * only (FORBIDDEN otherwise, and for print links). Other failures are errors as for the report query.
   */
  refreshReport: RefreshReportResult;
  /**
   * Queues the 'Detail Reports' workbook of a report definition the viewer may read: one sheet per
   * detail report the package includes, of reports 10, 34, 38, 47, 49, 51, 53, 55, 57, 91 and 95 (the
   * report dictionary's inDetailWorkbook pages), NII reports for years 1 and 2. NOT_FOUND when it is
   * not readable.
   */
  requestDetailWorkbook: DocumentJob;
  /**
   * Queues a PDF package of a report definition the viewer may read. A package made after the report
   * definition's last change is served again; an older one is rendered anew. A package staff request
   * is registered as the report definition's PDF file (ReportDefinition.pdfs), which client users then
   * download; a client user's request refreshes the file behind an entry staff registered, and
   * registers none of its own.
   */
  requestPdfPackage: DocumentJob;
  /**
   * Queues a PDF of selected reports of a report definition the viewer may read, in catalogue order.
   * BAD_USER_INPUT when an entry is not one of the report definition's catalogue entries.
   */
  requestPdfSelection: DocumentJob;
  /**
   * Queues a what-if's comparison as a PDF (kind WHAT_IF_PDF), printed from the web app's what-if
   * print route; like requestWhatIfWorkbook, the what-if is computed once to check the changes and
   * the report definition, and the print page computes it again from the same changes. Invalid
   * changes are BAD_USER_INPUT, their messages naming the field.
   */
  requestWhatIfPdf: DocumentJob;
  /**
   * View: queues a what-if's comparison as an Excel workbook. The what-if is computed again from its
   * changes when the workbook is made (figures are never taken from the caller), with the caller's
   * access: client users on their own institution's published data sets. Invalid changes are
   * BAD_USER_INPUT, their messages naming the field (e.g. 'changes[0].resize.amount').
   */
  requestWhatIfWorkbook: DocumentJob;
  /**
   * Staff (Manage Authenticators): resets a user's authenticator. Its codes and the user's recovery
   * codes stop working, and the user sets up a new one at their next sign-in (with a link e-mailed to
   * them, or a code from issueAuthenticatorEnrolmentCode). The user is told by e-mail.
   */
  resetAuthenticator: AuthenticatorReset;
  /** Revokes one of the caller's own tokens: it is refused from then on. NOT_FOUND for any other id. */
  revokePersonalAccessToken: PersonalAccessToken;
  /**
   * Staff: revokes a service account: it gets no further token, and the tokens it holds are refused
   * at once (UNAUTHENTICATED, HTTP 401). NOT_FOUND for an unknown account, or one of a client the caller does not see.
   */
  revokeServiceAccount: ServiceAccount;
  /**
   * Staff, signed in: issues a new secret; the old one gets no further token. NOT_FOUND for an unknown
   * or revoked account, or one of a client the caller does not see; FORBIDDEN when the account holds a
   * permission the caller does not, and to a service account's or personal access token.
   */
  rotateServiceAccountSecret: ServiceAccountCredentials;
  /** Staff: runs (or reruns) a data set through the engine; statuses follow through dataSetStatusChanged. */
  runDataSet: RunDataSetResult;
  /** Staff: saves an edited tree as a new chart of accounts. */
  saveChartOfAccountsAsNew: SaveChartOfAccountsResult;
  /** Staff: saves a client's NII years and default report list. */
  saveClientSettings: SaveClientSettingsResult;
  /** Staff: creates or updates a data set, with optional position or override files. */
  saveDataSet: SaveDataSetResult;
  /** Staff: creates or updates a report definition. */
  saveReportDefinition: SaveReportDefinitionResult;
  /**
   * Staff with the right to edit data sets: saves a what-if as a What If data set of the same
   * client and as-of date, its positions changed as the what-if changes them, linked to its source.
   * Client users can never store a what-if.
   */
  saveWhatIf: SaveWhatIfResult;
  /** Sends an email. */
  sendEmail: SendEmailResult;
  /**
   * Staff only (the firm's tenant, ALM; FORBIDDEN for client users): sets whether a client's users
   * must sign in with a second factor (the client preference isMfaEnabled, read as Client.mfaRequired);
   * returns the new value. Required, every sign-in of its users asks for an authenticator code, and
   * users without an authenticator set one up at their next sign-in (with a link e-mailed to them or
   * a code from issueAuthenticatorEnrolmentCode); sessions, tokens and personal access tokens made
   * without the code stop working at once. Service accounts are no people: they keep working.
   */
  setClientMfaRequired: Scalars['Boolean']['output'];
  /** Staff: sets the name of a client's modeling database. */
  setZmDatabase: SaveClientSettingsResult;
  /** App-only: adds the viewer to, or removes them from, their tenant's MFA group as their client's preference asks. */
  syncMfa: MfaSyncResult;
  /** Staff with 'Approve': withdraws an approval (not once published). */
  unapproveReportDefinition: ReportWorkflowResult;
  /** Staff with 'Publish': unpublishes (and unapproves) a report definition. */
  unpublishReportDefinition: ReportWorkflowResult;
  /** Staff: renames a chart and/or replaces its tree. */
  updateChartOfAccounts: SaveChartOfAccountsResult;
  /** App-only: saves the viewer's web app preferences and returns the viewer. */
  updatePreferences: Viewer;
  /** Staff: stores a yield curve as the next version of its as-of date; runs use it from then on. */
  uploadCurve: UploadCurveResult;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationApproveReportDefinitionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationCloneDataSetArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationCloneReportDefinitionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationCreatePersonalAccessTokenArgs = {
  input: PersonalAccessTokenInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationCreatePrintTicketArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  reportDefinitionId: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationCreateServiceAccountArgs = {
  input: ServiceAccountInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationDeleteChartOfAccountsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationDeleteDataSetArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationDeleteReportDefinitionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationImportChartOfAccountsArgs = {
  clientId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  sourceRunResultId: Scalars['String']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationIssueAuthenticatorEnrolmentCodeArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationPublishReportDefinitionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRefreshReportArgs = {
  input: RefreshReportInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRequestDetailWorkbookArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  reportDefinitionId: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRequestPdfPackageArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  package: PdfPackageKind;
  reportDefinitionId: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRequestPdfSelectionArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  entries: Array<Scalars['String']['input']>;
  reportDefinitionId: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRequestWhatIfPdfArgs = {
  input: WhatIfInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRequestWhatIfWorkbookArgs = {
  input: WhatIfInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationResetAuthenticatorArgs = {
  userId: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRevokePersonalAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRevokeServiceAccountArgs = {
  clientId: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRotateServiceAccountSecretArgs = {
  clientId: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationRunDataSetArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationSaveChartOfAccountsAsNewArgs = {
  clientId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  nodes: Array<ChartOfAccountsNodeInput>;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationSaveClientSettingsArgs = {
  clientId: Scalars['ID']['input'];
  input: ClientSettingsInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationSaveDataSetArgs = {
  clientId: Scalars['ID']['input'];
  files?: InputMaybe<Array<DataSetFileInput>>;
  input: DataSetInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationSaveReportDefinitionArgs = {
  clientId: Scalars['ID']['input'];
  input: ReportDefinitionInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationSaveWhatIfArgs = {
  input: SaveWhatIfInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationSendEmailArgs = {
  input: EmailInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationSetClientMfaRequiredArgs = {
  clientId: Scalars['ID']['input'];
  required: Scalars['Boolean']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationSetZmDatabaseArgs = {
  clientId: Scalars['ID']['input'];
  zmDatabaseName: Scalars['String']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationUnapproveReportDefinitionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationUnpublishReportDefinitionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationUpdateChartOfAccountsArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  nodes?: InputMaybe<Array<ChartOfAccountsNodeInput>>;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationUpdatePreferencesArgs = {
  input: PreferencesInput;
};


/**
 * Every change a consumer can make. Expected failures (duplicate names, locks, workflow rules,
 * validation) come back as typed results; errors are kept for what the caller cannot fix
 * (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE). Each domain's file extends it.
 */
export type MutationUploadCurveArgs = {
  input: CurveUploadInput;
};

/** A dropdown category of a navigation group. */
export type NavCategory = {
  __typename?: 'NavCategory';
  /** Category id, referenced by items. */
  id: Scalars['String']['output'];
  /** Heading shown in the dropdown. */
  label: Scalars['String']['output'];
  /** Position within the group, from 1. */
  order: Scalars['Int']['output'];
};

/** A group of the header navigation with dropdowns by category. */
export type NavGroup = {
  __typename?: 'NavGroup';
  /** Dropdown categories in order. */
  categories: Array<NavCategory>;
  /** Group id. */
  id: Scalars['String']['output'];
  /** Items in order. */
  items: Array<NavItem>;
  /** Label as stored; may contain [userName]. */
  label: Scalars['String']['output'];
  /** Position within its placement, from 1. */
  order: Scalars['Int']['output'];
  /** Permission needed to show the group. */
  permission: Scalars['String']['output'];
  /** Start or end of the header. */
  placement: NavPlacement;
  /** Label with [userName] replaced by the viewer's name. */
  text: Scalars['String']['output'];
  /** True when the viewer holds the group's permission. */
  visible: Scalars['Boolean']['output'];
};

/** A menu item (an entry of the nav or apps dictionary). */
export type NavItem = {
  __typename?: 'NavItem';
  /** False for items that are shown but not yet usable. */
  active: Scalars['Boolean']['output'];
  /** Id of the category it belongs to. */
  category: Scalars['String']['output'];
  /** Domain the permission is looked up in. */
  domain: Scalars['String']['output'];
  /** True when the item opens another site. */
  external: Scalars['Boolean']['output'];
  /** Label as stored; may contain the [userName] token. */
  label: Scalars['String']['output'];
  /** Info-card metadata of the item's domain; null when none. */
  metadata?: Maybe<AppMetadata>;
  /** Position within its category, from 1. */
  order: Scalars['Int']['output'];
  /** Route of this app, or a URL when external. */
  path: Scalars['String']['output'];
  /** Permission needed to show the item. */
  permission: Scalars['String']['output'];
  /** Status text ('new', 'coming soon', 'beta'); empty when none. */
  status: Scalars['String']['output'];
  /** The tag to show for the status; null when there is no status. */
  statusTag?: Maybe<StatusTag>;
  /** Label with [userName] replaced by the viewer's name. */
  text: Scalars['String']['output'];
  /** True when the viewer holds the item's permission in its domain (or the 'user' list). */
  visible: Scalars['Boolean']['output'];
};

/** Where a navigation group sits in the header. */
export type NavPlacement =
  /** Right, before the bell and user menu. */
  | 'END'
  /** Left, after the brand link. */
  | 'START';

/** NCUA's supervisory risk rating (NEV Supervisory Test, letters 16-CU-08 and SL 22-01). */
export type NcuaRating =
  /** High risk (the former Extreme cells included). */
  | 'HIGH'
  /** Low risk. */
  | 'LOW'
  /** Moderate risk. */
  | 'MODERATE';

/** The NEV Supervisory Test of one side: the rating and the cell of NCUA's table. */
export type NcuaRatingReading = {
  __typename?: 'NcuaRatingReading';
  /** The table's column, 0 (smallest decline) to 3. */
  column: Scalars['Int']['output'];
  /** The column's heading, e.g. 'Over 15% to 25%'. */
  declineBand: Scalars['String']['output'];
  /** Post-shock NEV ratio at standardized share prices (the table's row); null without assets. */
  postShockRatio?: Maybe<Scalars['Decimal']['output']>;
  /** The rating. */
  rating: NcuaRating;
  /** The row's heading, e.g. 'Above 7%'. */
  ratioBand: Scalars['String']['output'];
  /** The table's row, 0 (best) to 3. */
  row: Scalars['Int']['output'];
  /** Change of NEV from Base to the shock (the table's column); null without NEV. */
  sensitivity?: Maybe<Scalars['Decimal']['output']>;
  /** Its tone: Low success, Moderate warning, High error. */
  status: RiskStatus;
  /** As reports show it: 'Low', 'Moderate', 'High'. */
  text: Scalars['String']['output'];
};

/** A report definition needs a chart of accounts, and the client has none ('No Charts of Accounts are available.'). */
export type NoChartsOfAccounts = Failure & {
  __typename?: 'NoChartsOfAccounts';
  /** Why it failed: the code to switch on. */
  code: FailureCode;
  /** 'No Charts of Accounts are available.' */
  message: Scalars['String']['output'];
  /** Where to create one. */
  messages: Array<ActionableMessage>;
};

/**
 * An object with a globally unique id, readable again by that id alone (GraphQL Global Object
 * Identification). Every type a consumer refetches implements it.
 */
export type Node = {
  /** Globally unique, opaque id. Keep it as given; pass it to `node`, `nodes` or any argument that takes this type's id. */
  id: Scalars['ID']['output'];
};

/** Who a notification is meant for. */
export type NotificationAudience =
  /** Staff and the client's users (published reports). */
  | 'CLIENT'
  /** The firm's staff only. */
  | 'STAFF';

/** A status message pushed by the hub (receiveInfo) and kept for the bell list. */
export type NotificationMessage = Node & {
  __typename?: 'NotificationMessage';
  /**
   * What happened, e.g. 'created', 'publish'.
   * @deprecated Use change (an enum). Removal after 2027-03-01.
   */
  action?: Maybe<Scalars['String']['output']>;
  /** Who it is meant for. */
  audience: NotificationAudience;
  /** What happened; null when the message does not say. */
  change?: Maybe<StatusChange>;
  /** The client it concerns. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Username of who caused it. */
  createdBy: Scalars['String']['output'];
  /** Subject id of who caused it. */
  createdByUid: Scalars['String']['output'];
  /**
   * When, ISO date-time.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  createdDate: Scalars['String']['output'];
  /** The data set it concerns, if any. */
  dataSetId?: Maybe<Scalars['ID']['output']>;
  /** The id in the REST API, and the value `id` had before global ids (docs/api.md). */
  databaseId: Scalars['Int']['output'];
  /** Domain, e.g. 'analysis'. */
  domain: Scalars['String']['output'];
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** The report definition it concerns, if any. */
  reportDefinitionId?: Maybe<Scalars['ID']['output']>;
  /** The run status of what it concerns after the change. */
  runStatus: RunStatus;
  /**
   * Status: Started, Completed or Failed.
   * @deprecated Use runStatus (an enum). Removal after 2027-03-01.
   */
  status: Scalars['String']['output'];
  /** Subject. */
  subject: Scalars['String']['output'];
};

/** A page of notification messages. */
export type NotificationMessageConnection = {
  __typename?: 'NotificationMessageConnection';
  /** The page's items with their cursors. */
  edges: Array<NotificationMessageEdge>;
  /** The page's items, when the cursors of each are not needed. */
  nodes: Array<NotificationMessage>;
  /** Where the page stands. */
  pageInfo: PageInfo;
  /** How many items the whole list holds, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** An item of a page of notification messages. */
export type NotificationMessageEdge = {
  __typename?: 'NotificationMessageEdge';
  /** Pass as `after` to get the items that follow this one. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: NotificationMessage;
};

/**
 * Where a page of a connection stands in its list. Connections page forwards: pass `endCursor` as
 * `after` to get the next page while `hasNextPage` is true. Cursors are opaque and belong to the
 * field that gave them.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the page's last item, the `after` of the next page; null for an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items come before this page (it was asked for with `after`). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the page's first item; null for an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** Title and subtitle of a page; texts may contain title-bar tokens. */
export type PageTitle = {
  __typename?: 'PageTitle';
  /** Page key, e.g. 'home' or 'reports'. */
  key: Scalars['String']['output'];
  /** Subtitle text; empty when none. */
  subtitle: Scalars['String']['output'];
  /** Title text. */
  title: Scalars['String']['output'];
};

/** The PDF packages of a report definition. */
export type PdfPackageKind =
  /** 'All Reports': every report of the report definition (file suffix Full). */
  | 'ALL_REPORTS'
  /** 'Summary Reports': the report definition's reports of the Report Overview category (file suffix Summary). */
  | 'SUMMARY_REPORTS';

/**
 * A person's token for their own scripts, sent as `Authorization: Bearer <secret>` over HTTP or in
 * a WebSocket's connectionParams. It acts as its owner, in their institution, with at most its scopes
 * and never more than the owner holds at the time of each call. Its secret starts with `almpat_`.
 */
export type PersonalAccessToken = Node & {
  __typename?: 'PersonalAccessToken';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * When it was made, ISO date-time.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  createdDate: Scalars['String']['output'];
  /** When it stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /**
   * When it stops working, ISO date-time.
   * @deprecated Use expiresAt (a DateTime). Removal after 2027-03-01.
   */
  expiresDate: Scalars['String']['output'];
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** When it was last used (to the minute); null when never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * When it was last used, ISO date-time (to the minute); null when never.
   * @deprecated Use lastUsedAt (a DateTime). Removal after 2027-03-01.
   */
  lastUsedDate?: Maybe<Scalars['String']['output']>;
  /** What it is for, e.g. 'Nightly export to the data warehouse'. */
  name: Scalars['String']['output'];
  /** The permissions it may use, a subset of its owner's. */
  permissions: Array<AnalysisPermission>;
  /**
   * The permissions it may use, a subset of its owner's, e.g. View.
   * @deprecated Use permissions (enums). Removal after 2027-03-01.
   */
  scopes: Array<Scalars['String']['output']>;
};

/** A new personal access token. */
export type PersonalAccessTokenInput = {
  /** How long it works. */
  lifetime: PersonalAccessTokenLifetime;
  /** What it is for, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** The permissions it may use, at least one, each one its owner holds. Give this or scopes, not both. */
  permissions?: InputMaybe<Array<AnalysisPermission>>;
  /**
   * The permissions it may use, each one its owner holds: View, Navigate, View All Clients, Approve,
   * Publish, Receive Notifications. Give this or permissions, not both.
   * @deprecated Use permissions (enums). Removal after 2027-03-01.
   */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** How long a personal access token works, from when it is made. */
export type PersonalAccessTokenLifetime =
  /** 7 days. */
  | 'DAYS_7'
  /** 30 days. */
  | 'DAYS_30'
  /** 90 days. */
  | 'DAYS_90'
  /** 365 days, the longest. */
  | 'DAYS_365';

/**
 * A new personal access token with its secret, in this answer only: it is stored as a hash and
 * cannot be shown again.
 */
export type PersonalAccessTokenSecret = {
  __typename?: 'PersonalAccessTokenSecret';
  /** The secret to send as the Bearer token. Keep it in a secret store. */
  secret: Scalars['String']['output'];
  /** The token. */
  token: PersonalAccessToken;
};

/** New values of the viewer's preferences; omitted fields keep their value. */
export type PreferencesInput = {
  /** New text size. */
  fontSize?: InputMaybe<FontSize>;
  /** The client a staff user works on; null clears it. */
  lastClientId?: InputMaybe<Scalars['ID']['input']>;
  /** Suppress notification popups. */
  suppressPopups?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * App-only (the web app's PDF rendering): access for the print routes, which the gateway's browser
 * opens without a sign-in.
 */
export type PrintTicket = {
  __typename?: 'PrintTicket';
  /**
   * When it stops working, ISO date-time.
   * @deprecated Use validUntil (a DateTime). Removal after 2027-03-01.
   */
  expiresAt: Scalars['String']['output'];
  /** The ticket: the print pages send it in the x-print-ticket header (and carry it in their ?ticket= query). */
  ticket: Scalars['String']['output'];
  /** When it stops working. */
  validUntil: Scalars['DateTime']['output'];
};

/** The product's name and company, for titles and the footer. */
export type ProductInfo = {
  __typename?: 'ProductInfo';
  /** Company name. */
  company: Scalars['String']['output'];
  /** Full product name. */
  name: Scalars['String']['output'];
  /** Short name used in the browser title. */
  shortName: Scalars['String']['output'];
  /** Support email address. */
  supportEmail: Scalars['String']['output'];
  /** Separator between the short name and the route title. */
  titleSeparator: Scalars['String']['output'];
};

/** Everything a consumer can read. Each domain's file extends it. */
export type Query = {
  __typename?: 'Query';
  /**
   * Staff with 'View Audit Trail': the audit trail as pages, newest first (sign-ins and their
   * failures, sign-outs, MFA, credentials made and revoked, security settings, approvals and
   * publications). The trail is paged where it is kept, so it has no total count; a cursor stays
   * good while new events arrive. Others: FORBIDDEN.
   */
  auditEvents?: Maybe<AuditEventConnection>;
  /** App-only: the web app's current build; compare with the running build to detect a new one. */
  build: BuildInfo;
  /** One chart of accounts with its tree. */
  chartOfAccounts?: Maybe<ChartOfAccounts>;
  /** One client by id or acronym (a client user finds their own from the tenant claim). */
  client?: Maybe<Client>;
  /**
   * Every client the viewer may see (all for staff, their own for a client user) with the risk
   * figures of its latest published report definition, the most severe NCUA rating first (then the
   * lowest post-shock NEV ratio; clients without a rating last, by name). The figures are those the
   * report page shows, read by the same rules as the risk dashboard's tiles.
   */
  clientRiskSummaries?: Maybe<Array<ClientRiskSummary>>;
  /** Clients the viewer may see, by name: all for staff, their own for a client user. */
  clients?: Maybe<Array<Client>>;
  /** One as-of date's yield curve; null when the date has none. */
  curve?: Maybe<Curve>;
  /** Yield curves, newest as-of date first (needs View). A run uses the curve within 7 days of its as-of date. */
  curves?: Maybe<Array<Curve>>;
  /** Staff: one data set of a client. */
  dataSet?: Maybe<DataSet>;
  /** Staff: whether a data set name is taken within the client. */
  dataSetNameTaken: Scalars['Boolean']['output'];
  /** One of the viewer's own document jobs. Another user's job, or an expired one, is NOT_FOUND. */
  documentJob?: Maybe<DocumentJob>;
  /**
   * View: the smallest sale of one group (a multiple of the step) that reaches a target, or that none
   * does; with the what-if at that amount.
   */
  goalSeek: GoalSeekResult;
  /** Info messages with severity, newest first by default. */
  infoMessages?: Maybe<Array<InfoMessage>>;
  /**
   * Info messages as pages, newest first (id descending). The gateway reads the messages (up to the
   * service's 10000 most recent) and pages them; a cursor stays good when its message was deleted
   * meanwhile.
   */
  infoMessagesConnection?: Maybe<InfoMessageConnection>;
  /**
   * Any object by its global id, read with the same permission checks as the type's own field: what
   * the caller may not read is null, with the error that field would answer (FORBIDDEN or NOT_FOUND).
   * An id that is not one of this API's is BAD_USER_INPUT.
   */
  node?: Maybe<Node>;
  /**
   * Several objects by their global ids, in the order asked; each is read as `node` reads it, so one
   * the caller may not read is null with its own error (its index in the error's path) while the
   * others come back. At most 100 ids; each is priced as one top-level field.
   */
  nodes: Array<Maybe<Node>>;
  /** The permissions the caller may give a personal access token: those they hold that a token can carry. */
  personalAccessTokenPermissions: Array<AnalysisPermission>;
  /**
   * The scopes the caller may give a personal access token: the permissions they hold that a token can carry.
   * @deprecated Use personalAccessTokenPermissions (enums). Removal after 2027-03-01.
   */
  personalAccessTokenScopes: Array<Scalars['String']['output']>;
  /** The caller's own personal access tokens that work or have expired, newest first (revoked ones are gone). */
  personalAccessTokens?: Maybe<Array<PersonalAccessToken>>;
  /** Staff: recent notification messages, newest first (the last hour by default, as loaded at start). */
  recentNotifications?: Maybe<Array<NotificationMessage>>;
  /**
   * Staff: recent notification messages as pages, newest first (id descending). The gateway reads
   * the window's messages (up to the service's 1000 most recent) and pages them; a cursor stays good
   * when its message has left the window meanwhile.
   */
  recentNotificationsConnection?: Maybe<NotificationMessageConnection>;
  /**
   * One report page of a report definition. Client users
   * may load only their own client's published report definitions (FORBIDDEN or NOT_FOUND otherwise).
   * Errors carry extensions.code and extensions.reportError: REPORT_DICTIONARY_UNAVAILABLE (NOT_FOUND: no such reportId),
   * REPORT_TEMPLATE_UNAVAILABLE, DICTIONARY_UNAVAILABLE, API_PATH_NOT_FOUND (INTERNAL_SERVER_ERROR),
   * DATA_RETRIEVAL_FAILED (the api's code: FORBIDDEN, NOT_FOUND, CONFLICT...), DATA_FORMAT_ERROR and
   * NO_DATA_AVAILABLE (DATA_FORMAT_ERROR), each with a message to show.
   */
  report?: Maybe<Report>;
  /** The whole report catalogue, NII pages listed for the given years. */
  reportCatalogue?: Maybe<ReportCatalogue>;
  /** One report definition of a client (client users: published ones of their own client only). */
  reportDefinition?: Maybe<ReportDefinition>;
  /**
   * The report definition with this databaseId, the number people read and type in the web app's
   * addresses (/analysis/reports/2), found without naming its client: among every client's for
   * staff, their own client's published ones for a client user, the ticket's own for a print page.
   * NOT_FOUND when the viewer may see no such definition.
   */
  reportDefinitionByDatabaseId?: Maybe<ReportDefinition>;
  /**
   * Staff: service accounts, of one tenant or all the caller sees, revoked ones included (others:
   * FORBIDDEN). A client's accounts need View All Clients: FORBIDDEN for a client's tenant without it.
   */
  serviceAccounts?: Maybe<Array<ServiceAccount>>;
  /** App-only: navigation, apps, info cards and global dictionaries of the web app. */
  shell: Shell;
  /** The signed-in user. Fails with UNAUTHENTICATED when nobody is signed in. */
  viewer: Viewer;
  /**
   * View: the data set's headline figures (NEV, NCUA rating, NII, liquidity, duration mismatch, policy)
   * as it is and with the changes, computed on the spot and never stored. Counts as an expensive
   * operation against the caller's rate limit.
   */
  whatIf: WhatIfResult;
  /**
   * View: the chart keys (ChartNode.key) of the groups that hold non-maturity deposits in the data
   * set, in the chart's order: those a depositShift or depositAssumptions change may name.
   */
  whatIfDepositGroups: Array<Scalars['String']['output']>;
  /**
   * View: the chart keys (ChartNode.key) of the groups each kind of change may name in the data set,
   * in the chart's order.
   */
  whatIfGroups: WhatIfGroups;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryAuditEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditEventFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryChartOfAccountsArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryClientArgs = {
  acronym?: InputMaybe<Scalars['String']['input']>;
  by?: InputMaybe<ClientKey>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryCurveArgs = {
  asOf?: InputMaybe<Scalars['Date']['input']>;
  asOfDate?: InputMaybe<Scalars['String']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryDataSetArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryDataSetNameTakenArgs = {
  clientId: Scalars['ID']['input'];
  exceptId?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryDocumentJobArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryGoalSeekArgs = {
  input: GoalSeekInput;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryInfoMessagesArgs = {
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  domain?: InputMaybe<Scalars['String']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<InfoMessageSort>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryInfoMessagesConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  domain?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryRecentNotificationsArgs = {
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sinceMinutes?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryRecentNotificationsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sinceMinutes?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryReportArgs = {
  reportDefinitionId: Scalars['ID']['input'];
  reportId: Scalars['Int']['input'];
  treeLevels?: InputMaybe<Scalars['Int']['input']>;
  trend?: InputMaybe<TrendReportInput>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryReportCatalogueArgs = {
  niiYears?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryReportDefinitionArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryReportDefinitionByDatabaseIdArgs = {
  databaseId: Scalars['Int']['input'];
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryServiceAccountsArgs = {
  tenant?: InputMaybe<Scalars['String']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryWhatIfArgs = {
  input: WhatIfInput;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryWhatIfDepositGroupsArgs = {
  dataSetId: Scalars['ID']['input'];
  reportDefinitionId?: InputMaybe<Scalars['ID']['input']>;
};


/** Everything a consumer can read. Each domain's file extends it. */
export type QueryWhatIfGroupsArgs = {
  dataSetId: Scalars['ID']['input'];
  reportDefinitionId?: InputMaybe<Scalars['ID']['input']>;
};

/** Which report page refreshReport recomputes: the report query's arguments. */
export type RefreshReportInput = {
  /** The report definition. */
  reportDefinitionId: Scalars['ID']['input'];
  /** The report (catalogue page) id. */
  reportId: Scalars['Int']['input'];
  /** Options of trend pages; ignored by other pages. */
  trend?: InputMaybe<TrendReportInput>;
  /** NII projection year of NII pages, 1 to the report definition's niiYears (default 1): a year past them is BAD_USER_INPUT naming `year` and the years there are. Other pages have one year: a year other than 1 there is BAD_USER_INPUT too. */
  year?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Result of refreshReport: the recomputed report, or ResourceLocked when a data set behind it has
 * not completed (its run is in progress, failed or was never started).
 */
export type RefreshReportResult = ReportRefreshed | ResourceLocked;

/** A report page of a report definition, with its blocks. */
export type Report = Node & {
  __typename?: 'Report';
  /** API version of the page (1 or 2). */
  apiVersion: Scalars['Int']['output'];
  /** As-of date of the base data set. */
  asOf: Scalars['Date']['output'];
  /**
   * As-of date of the base data set, ISO date-time.
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate: Scalars['String']['output'];
  /** The blocks in template order. */
  blocks: Array<ReportBlock>;
  /** Client acronym (the downloads' file names carry it, e.g. 'RFCU'). */
  clientAcronym: Scalars['String']['output'];
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** Client name. */
  clientName: Scalars['String']['output'];
  /** As-of date of the comparison data set; null for single reports. */
  compareAsOf?: Maybe<Scalars['Date']['output']>;
  /**
   * As-of date of the comparison data set; null for single reports.
   * @deprecated Use compareAsOf (a Date). Removal after 2027-03-01.
   */
  compareAsOfDate?: Maybe<Scalars['String']['output']>;
  /** When the results were computed; null when unknown. */
  computedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * When the results were computed, ISO date-time; null when unknown.
   * @deprecated Use computedAt (a DateTime). Removal after 2027-03-01.
   */
  computedDate?: Maybe<Scalars['String']['output']>;
  /** The report definition. */
  definitionId: Scalars['ID']['output'];
  /** Name of the report definition. */
  definitionName: Scalars['String']['output'];
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** Single or comparison. */
  kind: ReportDefinitionKind;
  /** Report (catalogue page) id. */
  reportId: Scalars['Int']['output'];
  /** The scenario the dynamic titles show, e.g. '300'. */
  scenario: Scalars['String']['output'];
  /** Title (the page's description). */
  title: Scalars['String']['output'];
  /** Warnings of the runs behind the data. */
  warnings: Array<Scalars['String']['output']>;
  /** NII projection year shown (1 for pages without years). */
  year: Scalars['Int']['output'];
};

/** A block of a report, in template order. */
export type ReportBlock = ChartBlock | TableBlock | TextBlock;

/** The two-level report tree. */
export type ReportCatalogue = {
  __typename?: 'ReportCatalogue';
  /** Categories with at least one page, in order. */
  categories: Array<ReportCategory>;
};

/** One entry of the report catalogue: a page, or one projection year of an NII page. */
export type ReportCatalogueEntry = {
  __typename?: 'ReportCatalogueEntry';
  /** Flagged NEW. */
  isNew: Scalars['Boolean']['output'];
  /** Report list key: '10' or '55-2'. */
  key: Scalars['String']['output'];
  /** Label: the page title, or 'Year n' for NII years. */
  label: Scalars['String']['output'];
  /** Report id. */
  reportId: Scalars['Int']['output'];
  /** NII year; null for other pages. */
  year?: Maybe<Scalars['Int']['output']>;
};

/** A top-level group of the report catalogue. */
export type ReportCategory = {
  __typename?: 'ReportCategory';
  /** Title, e.g. 'Net Economic Value'. */
  description: Scalars['String']['output'];
  /** Group id. */
  id: Scalars['Int']['output'];
  /** Position. */
  order: Scalars['Int']['output'];
  /** Pages in order. */
  pages: Array<ReportPage>;
};

/** A report definition: which data sets, chart of accounts and reports make up a client's report package. */
export type ReportDefinition = Node & {
  __typename?: 'ReportDefinition';
  /** When it was approved; null while not approved. */
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who approved it. */
  approvedBy?: Maybe<Scalars['String']['output']>;
  /**
   * When it was approved, ISO date-time.
   * @deprecated Use approvedAt (a DateTime). Removal after 2027-03-01.
   */
  approvedDate?: Maybe<Scalars['String']['output']>;
  /** As-of date of the base data set. */
  asOf?: Maybe<Scalars['Date']['output']>;
  /**
   * As-of date of the base data set.
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate?: Maybe<Scalars['String']['output']>;
  /** Base data set (staff only; null for client users). */
  baseDataSet?: Maybe<DataSet>;
  /** Base data set id. */
  baseDataSetId?: Maybe<Scalars['ID']['output']>;
  /** Base data set name. */
  baseDataSetName?: Maybe<Scalars['String']['output']>;
  /**
   * Type of the base data set, for client users too (its name shows it already): a WHAT_IF package is
   * a hypothetical balance sheet, which the risk dashboard and trends do not count among the
   * institution's quarters. Null when the base data set is gone or the service does not say.
   */
  baseDataSetType?: Maybe<DataSetType>;
  /** The selected reports as a catalogue: categories, pages, NII per-year entries. */
  catalogue?: Maybe<ReportCatalogue>;
  /** Chart of accounts id. */
  chartOfAccountsId: Scalars['ID']['output'];
  /** The client it belongs to (a print page shows its name; a link to the definition switches staff to it). */
  client: Client;
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** Commentary text. */
  commentary?: Maybe<Scalars['String']['output']>;
  /** As-of date of the comparison data set; null for single definitions. */
  compareAsOf?: Maybe<Scalars['Date']['output']>;
  /**
   * As-of date of the comparison data set.
   * @deprecated Use compareAsOf (a Date). Removal after 2027-03-01.
   */
  compareAsOfDate?: Maybe<Scalars['String']['output']>;
  /** Comparison data set (staff only; null for client users or when none). */
  compareDataSet?: Maybe<DataSet>;
  /** Comparison data set id; null when none. */
  compareDataSetId?: Maybe<Scalars['ID']['output']>;
  /** Comparison data set name. */
  compareDataSetName?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Created by. */
  createdBy: Scalars['String']['output'];
  /**
   * Created, ISO date-time.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  createdDate: Scalars['String']['output'];
  /** The id in the REST API, and the value `id` had before global ids (docs/api.md). */
  databaseId: Scalars['Int']['output'];
  /** Declining scenario (fixed, default -300). */
  decliningScenario: Scalars['Int']['output'];
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** True when approved. */
  isApproved: Scalars['Boolean']['output'];
  /** True when published. */
  isPublished: Scalars['Boolean']['output'];
  /** Kind: single or comparison. */
  kind: ReportDefinitionKind;
  /** Highest rate scenario in basis points. */
  maxScenario: Scalars['Int']['output'];
  /** Lowest rate scenario in basis points. */
  minScenario: Scalars['Int']['output'];
  /** Name, unique within the client. */
  name: Scalars['String']['output'];
  /** NII projection years. */
  niiYears: Scalars['Int']['output'];
  /** PDF packages. */
  pdfs?: Maybe<Array<ReportPdf>>;
  /** When it was published; null while not published. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who published it. */
  publishedBy?: Maybe<Scalars['String']['output']>;
  /**
   * When it was published, ISO date-time.
   * @deprecated Use publishedAt (a DateTime). Removal after 2027-03-01.
   */
  publishedDate?: Maybe<Scalars['String']['output']>;
  /** Optional tag. */
  reportTag?: Maybe<Scalars['String']['output']>;
  /** Rising scenario (fixed, default 300). */
  risingScenario: Scalars['Int']['output'];
  /** Selected reports, NII pages per year. */
  selectedReports: Array<ReportListEntry>;
  /** Shock scenario (fixed, default 300). */
  shockScenario: Scalars['Int']['output'];
  /** Run status (as far along as the least finished of its data sets). */
  status: RunStatus;
  /** When it was last updated. */
  updatedAt: Scalars['DateTime']['output'];
  /** Last updated by. */
  updatedBy: Scalars['String']['output'];
  /**
   * Last updated, ISO date-time.
   * @deprecated Use updatedAt (a DateTime). Removal after 2027-03-01.
   */
  updatedDate: Scalars['String']['output'];
  /** What the viewer may do now. */
  viewerCan: ReportDefinitionActions;
  /** Workflow state. */
  workflowState: WorkflowState;
};

/** What the viewer may do with a report definition now: their permissions and the workflow rules. */
export type ReportDefinitionActions = {
  __typename?: 'ReportDefinitionActions';
  /** Approve: 'Approve' permission, Completed, not approved, not published. */
  approve: Scalars['Boolean']['output'];
  /** Clone: staff. */
  clone: Scalars['Boolean']['output'];
  /** Delete: staff, neither approved nor published. */
  delete: Scalars['Boolean']['output'];
  /** Edit: staff, neither approved nor published. */
  edit: Scalars['Boolean']['output'];
  /** Publish: 'Publish' permission, approved and Completed, not published. */
  publish: Scalars['Boolean']['output'];
  /** Unapprove: 'Approve' permission, approved, not published. */
  unapprove: Scalars['Boolean']['output'];
  /** Unpublish (also removes approval): 'Publish' permission, published. */
  unpublish: Scalars['Boolean']['output'];
};

/** A page of report definitions. */
export type ReportDefinitionConnection = {
  __typename?: 'ReportDefinitionConnection';
  /** The page's items with their cursors. */
  edges: Array<ReportDefinitionEdge>;
  /** The page's items, when the cursors of each are not needed. */
  nodes: Array<ReportDefinition>;
  /** Where the page stands. */
  pageInfo: PageInfo;
  /** How many items the whole list holds, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** The report definition was deleted. */
export type ReportDefinitionDeleted = {
  __typename?: 'ReportDefinitionDeleted';
  /** Id of the deleted report definition. */
  id: Scalars['ID']['output'];
  /** 'The report definition ... has been deleted'. */
  message: Scalars['String']['output'];
};

/** An item of a page of report definitions. */
export type ReportDefinitionEdge = {
  __typename?: 'ReportDefinitionEdge';
  /** Pass as `after` to get the items that follow this one. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: ReportDefinition;
};

/** Filters of the Reports panel. */
export type ReportDefinitionFilter = {
  /** Only these kinds; all when omitted. */
  kinds?: InputMaybe<Array<ReportDefinitionKind>>;
  /** Only published report definitions. */
  onlyPublished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Updated within this many days: 1, 60, 180, 365 or 9999 (all, the default). */
  updatedWithinDays?: InputMaybe<Scalars['Int']['input']>;
};

/** A new or changed report definition; omitted values come from the client's defaults. */
export type ReportDefinitionInput = {
  /** Base data set. */
  baseDataSetId: Scalars['ID']['input'];
  /** Chart of accounts; the client's first when omitted. */
  chartOfAccountsId?: InputMaybe<Scalars['ID']['input']>;
  /** Commentary. */
  commentary?: InputMaybe<Scalars['String']['input']>;
  /** Comparison data set; must differ from the base. */
  compareDataSetId?: InputMaybe<Scalars['ID']['input']>;
  /** Id to change; omit to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Highest scenario, -400 to 500. */
  maxScenario?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest scenario, -400 to 500. */
  minScenario?: InputMaybe<Scalars['Int']['input']>;
  /** Name, unique within the client. */
  name: Scalars['String']['input'];
  /** NII years, 1 to 10. */
  niiYears?: InputMaybe<Scalars['Int']['input']>;
  /** Optional tag. */
  reportTag?: InputMaybe<Scalars['String']['input']>;
  /** Selected report list entries, e.g. ['10', '55-1']. */
  selectedReports?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Whether a report definition compares two data sets. */
export type ReportDefinitionKind =
  /** A base and a comparison data set. */
  | 'COMPARISON'
  /** Only a base data set. */
  | 'SINGLE';

/** The report definition was saved or copied. */
export type ReportDefinitionSaved = {
  __typename?: 'ReportDefinitionSaved';
  /** The saved report definition. */
  reportDefinition: ReportDefinition;
};

/** A report definition's status or workflow state changed. */
export type ReportDefinitionStatusEvent = {
  __typename?: 'ReportDefinitionStatusEvent';
  /**
   * What happened: created, updated, cloned, deleted, approve, unapprove, publish, unpublish; 'current' when re-sent.
   * @deprecated Use change (an enum). Removal after 2027-03-01.
   */
  action: Scalars['String']['output'];
  /**
   * What happened: CREATED, UPDATED, CLONED, DELETED, RUN, APPROVED, UNAPPROVED, PUBLISHED or
   * UNPUBLISHED; CURRENT when re-sent after a reconnect.
   */
  change: StatusChange;
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** When the change happened. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * The event's id: one per change. Pass the last one you received as `after` when you subscribe
   * again to get the changes you missed.
   */
  id: Scalars['ID']['output'];
  /**
   * When the change happened (ISO 8601 with offset); for a re-sent status, when it was re-sent.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  occurredAt: Scalars['String']['output'];
  /** True when re-sent after the gateway reconnected to the hub. */
  replay: Scalars['Boolean']['output'];
  /** The report definition as it is now, read with the subscriber's own access; null when deleted or no longer visible. */
  reportDefinition?: Maybe<ReportDefinition>;
  /** The report definition. */
  reportDefinitionId: Scalars['ID']['output'];
  /** Run status after the change. */
  status: RunStatus;
  /** Subject of the notification; empty for re-sent statuses. */
  subject: Scalars['String']['output'];
};

/** A workflow action was taken. */
export type ReportDefinitionWorkflowChanged = {
  __typename?: 'ReportDefinitionWorkflowChanged';
  /** 'The report ... has been approved' (or unapproved, published, unpublished). */
  message: Scalars['String']['output'];
  /** The report definition after the action. */
  reportDefinition: ReportDefinition;
};

/** An entry of a report list: a report page, or one projection year of an NII page ('55-2'). */
export type ReportListEntry = {
  __typename?: 'ReportListEntry';
  /** The entry as stored: '10' for a page, '55-2' for year 2 of NII page 55. */
  key: Scalars['String']['output'];
  /** Report page id. */
  reportId: Scalars['Int']['output'];
  /** Projection year of an NII page; null for other pages. */
  year?: Maybe<Scalars['Int']['output']>;
};

/** A page of the report catalogue; NII pages list one entry per projection year. */
export type ReportPage = {
  __typename?: 'ReportPage';
  /** Report API version, 1 or 2. */
  apiVersion: Scalars['Int']['output'];
  /** Title, e.g. 'NEV Summary'. */
  description: Scalars['String']['output'];
  /** Entries to list: the page itself, or 'Year n' per NII year. */
  entries: Array<ReportCatalogueEntry>;
  /** NII page: listed per projection year. */
  hasNiiReports: Scalars['Boolean']['output'];
  /** Report id. */
  id: Scalars['Int']['output'];
  /** Flagged NEW. */
  isNew: Scalars['Boolean']['output'];
  /** Position within its category. */
  order: Scalars['Int']['output'];
  /** Data path key: 'nev', 'nii' or 'trend'. */
  urlKey?: Maybe<Scalars['String']['output']>;
};

/** A PDF package of a report definition. */
export type ReportPdf = {
  __typename?: 'ReportPdf';
  /** Whether there is a file to download. */
  availability: ReportPdfAvailability;
  /** Which package it is. */
  kind: PdfPackageKind;
  /** 'All Reports' or 'Summary Reports'. */
  name: Scalars['String']['output'];
  /**
   * Status; 'Unavailable' when there is no file.
   * @deprecated Use availability (an enum). Removal after 2027-03-01.
   */
  status: Scalars['String']['output'];
  /** File suffix, 'Full' or 'Summary'. */
  suffix: Scalars['String']['output'];
  /** Where to download it; null when unavailable. */
  uri?: Maybe<Scalars['String']['output']>;
};

/** Whether a report definition's PDF package has a file. */
export type ReportPdfAvailability =
  /** There is a file at its uri. */
  | 'AVAILABLE'
  /** There is no file (uri is null). */
  | 'UNAVAILABLE';

/** The report after a forced recompute. */
export type ReportRefreshed = {
  __typename?: 'ReportRefreshed';
  /** The recomputed report; it has the report query's id, so client caches show it everywhere. */
  report: Report;
};

/** Result of approve, unapprove, publish and unpublish. */
export type ReportWorkflowResult = ReportDefinitionWorkflowChanged | WorkflowRefused;

/**
 * The resource cannot be deleted or run now because something else uses it: a report uses it
 * ('Unable to delete'), or a run of it is already queued or in progress.
 */
export type ResourceInUse = Failure & {
  __typename?: 'ResourceInUse';
  /** Why it failed: the code to switch on. */
  code: FailureCode;
  /** The headline, e.g. 'Unable to delete' or 'The data set ... is already running.'. */
  message: Scalars['String']['output'];
  /** Who uses it and what to do first. */
  messages: Array<ActionableMessage>;
};

/**
 * The resource is locked: a data set or chart of accounts used by an approved or published report,
 * a running data set, or an approved or published report definition.
 */
export type ResourceLocked = Failure & {
  __typename?: 'ResourceLocked';
  /** Why it failed: the code to switch on. */
  code: FailureCode;
  /** Why it is locked. */
  message: Scalars['String']['output'];
  /** What would unlock it. */
  messages: Array<ActionableMessage>;
};

/** A modeling run result a data set reads. */
export type ResultSet = {
  __typename?: 'ResultSet';
  /** Run result id in the modeling database. */
  key: Scalars['String']['output'];
  /** Its slot. */
  type: ResultSetType;
};

/** A run result of the settings form. */
export type ResultSetInput = {
  /** Run result id. */
  key: Scalars['String']['input'];
  /** Slot; each slot once, Shock and Ramp required. */
  type: ResultSetType;
};

/** Slot of a run result in a data set's settings. */
export type ResultSetType =
  /** Add-on run 1. */
  | 'ADD_ON_1'
  /** Add-on run 2. */
  | 'ADD_ON_2'
  /** Add-on run 3. */
  | 'ADD_ON_3'
  /** Caps/Swaps run. */
  | 'CAPS_SWAPS'
  /** Investment run. */
  | 'INVESTMENT'
  /** MSR run. */
  | 'MSR'
  /** Ramp run (required). */
  | 'RAMP'
  /** Shock run (required). */
  | 'SHOCK';

/** A number of a report page and its text exactly as the page's table shows it. */
export type RiskFigure = {
  __typename?: 'RiskFigure';
  /** The number as an exact decimal (at most 8 decimals and 15 significant digits); null for a text (a rating). */
  number?: Maybe<Scalars['Decimal']['output']>;
  /** As the report's table shows it, e.g. '12.90%' or 'High'. */
  text: Scalars['String']['output'];
  /**
   * The number; null for a text (a rating).
   * @deprecated Use number (a Decimal). Removal after 2027-03-01.
   */
  value?: Maybe<Scalars['Float']['output']>;
};

/** A further figure of the same report page, with its label. */
export type RiskLine = {
  __typename?: 'RiskLine';
  /** What the figure is, e.g. 'Post-shock NEV ratio'. */
  label: Scalars['String']['output'];
  /** As the report's table shows it. */
  text: Scalars['String']['output'];
};

/** One risk figure of a client's report page, as the risk dashboard shows it. */
export type RiskReading = {
  __typename?: 'RiskReading';
  /** The figure itself. */
  headline: RiskFigure;
  /** Further figures of the same page. */
  lines: Array<RiskLine>;
  /** Against policy or the rating's tone; null for none. */
  status?: Maybe<RiskStatus>;
  /**
   * The number the quarter adds to a trend; null leaves a gap.
   * @deprecated Use trendNumber (a Decimal). Removal after 2027-03-01.
   */
  trend?: Maybe<Scalars['Float']['output']>;
  /** The number the quarter adds to a trend, as an exact decimal; null leaves a gap. */
  trendNumber?: Maybe<Scalars['Decimal']['output']>;
  /** That number as the page shows it. */
  trendText: Scalars['String']['output'];
  /** Said after the headline when the page's row names a unit (years); null for none. */
  unit?: Maybe<Scalars['String']['output']>;
};

/** Where a figure stands against policy or the supervisory test. */
export type RiskStatus = {
  __typename?: 'RiskStatus';
  /** E.g. 'Within policy' or 'High risk'. */
  text: Scalars['String']['output'];
  /** Its tone. */
  tone: RiskTone;
};

/** How a risk figure stands: within policy or a low rating, a moderate rating, outside policy or a high rating. */
export type RiskTone =
  /** Outside policy, or a high rating. */
  | 'ERROR'
  /** Within policy, or a low rating. */
  | 'SUCCESS'
  /** A moderate rating. */
  | 'WARNING';

/**
 * Result of running a data set: ResourceLocked when an approved or published report locks it,
 * ResourceInUse when a run of it is already queued or in progress (the api's messages).
 */
export type RunDataSetResult = DataSetRunStarted | ResourceInUse | ResourceLocked;

/** Run status of a data set or report definition. */
export type RunStatus =
  /** Finished successfully. */
  | 'COMPLETED'
  /** Finished with an error. */
  | 'FAILED'
  /** Not run yet (shown as 'pending'). */
  | 'PENDING'
  /** Running. */
  | 'STARTED';

/**
 * Result of importing, saving or updating a chart of accounts (ResourceLocked: an approved or
 * published report uses the chart being updated).
 */
export type SaveChartOfAccountsResult = ChartOfAccountsSaved | DuplicateName | ResourceLocked | ValidationFailed;

/** Result of saving client settings. */
export type SaveClientSettingsResult = ClientSettingsSaved | ValidationFailed;

/** Result of saving a data set. */
export type SaveDataSetResult = DataSetSaved | DuplicateName | ResourceLocked | ValidationFailed;

/** Result of saving a report definition. */
export type SaveReportDefinitionResult = DuplicateName | NoChartsOfAccounts | ReportDefinitionSaved | ResourceLocked | ValidationFailed;

/** A what-if saved as a What If data set. */
export type SaveWhatIfInput = {
  /** The new data set's description (part of its name, e.g. '2021/12/31 What If Sell 30y'): required. */
  description: Scalars['String']['input'];
  /** The what-if to save. */
  whatIf: WhatIfInput;
};

/** Result of saving a what-if. */
export type SaveWhatIfResult = DuplicateName | ValidationFailed | WhatIfSaved;

/** Result of sending an email. */
export type SendEmailResult = EmailSent | ValidationFailed;

/**
 * A script or service of one institution, or of the firm, that calls this API on its own: it gets
 * access tokens with the OAuth 2.0 client_credentials grant (its client id and secret) and reads
 * what its tenant and permissions allow, exactly as a user of that tenant with those permissions.
 */
export type ServiceAccount = Node & {
  __typename?: 'ServiceAccount';
  /** Its permissions in the analysis domain. */
  analysisPermissions: Array<AnalysisPermission>;
  /** The client id to send to the token endpoint (HTTP Basic user name); also the tokens' subject. */
  clientId: Scalars['String']['output'];
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it (username). */
  createdBy: Scalars['String']['output'];
  /**
   * When it was made, ISO date-time.
   * @deprecated Use createdAt (a DateTime). Removal after 2027-03-01.
   */
  createdDate: Scalars['String']['output'];
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** What it is for, e.g. 'Nightly export to the data warehouse'. */
  name: Scalars['String']['output'];
  /**
   * Its permissions in the analysis domain, e.g. View.
   * @deprecated Use analysisPermissions (enums). Removal after 2027-03-01.
   */
  permissions: Array<Scalars['String']['output']>;
  /** When it was revoked; null while it works. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * When it was revoked, ISO date-time; null while it works.
   * @deprecated Use revokedAt (a DateTime). Removal after 2027-03-01.
   */
  revokedDate?: Maybe<Scalars['String']['output']>;
  /** When its current secret was issued. */
  secretRotatedAt: Scalars['DateTime']['output'];
  /**
   * When its current secret was issued, ISO date-time.
   * @deprecated Use secretRotatedAt (a DateTime). Removal after 2027-03-01.
   */
  secretRotatedDate: Scalars['String']['output'];
  /** The institution it belongs to (a client's acronym), or ALM for the firm. */
  tenant: Scalars['String']['output'];
};

/** A service account's secret, in this answer only: it is stored as a hash and cannot be shown again. */
export type ServiceAccountCredentials = {
  __typename?: 'ServiceAccountCredentials';
  /** The client secret (HTTP Basic password at the token endpoint). Keep it in a secret store. */
  clientSecret: Scalars['String']['output'];
  /** The account. */
  serviceAccount: ServiceAccount;
};

/** A new service account. */
export type ServiceAccountInput = {
  /** Permissions in the analysis domain, at least one. Give this or permissions, not both. */
  analysisPermissions?: InputMaybe<Array<AnalysisPermission>>;
  /** What it is for, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /**
   * Permissions in the analysis domain: View, Navigate, View All Clients, Approve, Publish, Receive
   * Notifications. Give this or analysisPermissions, not both.
   * @deprecated Use analysisPermissions (enums). Removal after 2027-03-01.
   */
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The institution's acronym (tenant), or ALM for the firm. */
  tenant: Scalars['String']['input'];
};

/** Severity of an info message. */
export type Severity =
  /** Error (shown with the error row style). */
  | 'ERROR'
  /** Information. */
  | 'INFO'
  /** Warning. */
  | 'WARNING';

/**
 * App-only: everything the web app's shell needs from the server (navigation, apps, info cards,
 * dictionaries).
 */
export type Shell = {
  __typename?: 'Shell';
  /** The firm's apps (the apps dictionary). */
  apps: Array<NavItem>;
  /** The global dictionaries. */
  globals: GlobalDictionaries;
  /** Info-card metadata of a domain; null when the domain has none (the card then says to contact a representative). */
  infoCard?: Maybe<AppMetadata>;
  /** Header navigation groups in order (the nav dictionary). */
  navigation: Array<NavGroup>;
};


/**
 * App-only: everything the web app's shell needs from the server (navigation, apps, info cards,
 * dictionaries).
 */
export type ShellInfoCardArgs = {
  domain: Scalars['String']['input'];
};

/** What changed in a data set or report definition, as its status events and notifications say. */
export type StatusChange =
  /** A report definition was approved. */
  | 'APPROVED'
  /** It was made as a copy of another. */
  | 'CLONED'
  /** It was created. */
  | 'CREATED'
  /** No change: the current status, sent again to a subscriber after the gateway reconnected to the hub. */
  | 'CURRENT'
  /** It was deleted. */
  | 'DELETED'
  /** A change this version of the schema has no name for; read the deprecated action field for its text. */
  | 'OTHER'
  /** A report definition was published to its client. */
  | 'PUBLISHED'
  /** A run of it was queued, started, completed or failed (the status says which). */
  | 'RUN'
  /** A report definition's approval was withdrawn. */
  | 'UNAPPROVED'
  /** A report definition was withdrawn from its client (which also withdraws its approval). */
  | 'UNPUBLISHED'
  /** It was saved with changes. */
  | 'UPDATED';

/** A small tag beside a menu item. */
export type StatusTag = {
  __typename?: 'StatusTag';
  /** The colour to show it in. */
  color: StatusTagColor;
  /** The status text as the dictionary gives it, e.g. 'new'. */
  text: Scalars['String']['output'];
};

/** Colour of a menu item's status tag: 'new' is primary, 'coming soon' is warning, any other is tertiary. */
export type StatusTagColor =
  /** For 'new'. */
  | 'PRIMARY'
  /** For any other status (e.g. 'beta'). */
  | 'TERTIARY'
  /** For 'coming soon'. */
  | 'WARNING';

/**
 * Live events over graphql-ws. A subscription is authenticated when it opens and ends when the
 * session that opened it ends. Each domain's file extends it.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** App-only: emits the new build number whenever the served web build changes. */
  buildChanged: BuildInfo;
  /** Staff (View All Clients): status changes of a client's data sets. */
  dataSetStatusChanged: DataSetStatusEvent;
  /**
   * Progress of one of the viewer's own document jobs: its state at once, then every change; it
   * completes after DONE or FAILED. Another user's job is NOT_FOUND.
   */
  documentJobProgress: DocumentJob;
  /** Notifications as the hub pushes them (needs 'Receive Notifications'): staff get every client's; a client user their own client's published-report messages. */
  notificationReceived: NotificationMessage;
  /** Status changes of a client's report definitions: staff (View All Clients) see all; a client user with 'Receive Notifications' sees published-report events of their own client. */
  reportDefinitionStatusChanged: ReportDefinitionStatusEvent;
};


/**
 * Live events over graphql-ws. A subscription is authenticated when it opens and ends when the
 * session that opened it ends. Each domain's file extends it.
 */
export type SubscriptionDataSetStatusChangedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  clientId: Scalars['ID']['input'];
};


/**
 * Live events over graphql-ws. A subscription is authenticated when it opens and ends when the
 * session that opened it ends. Each domain's file extends it.
 */
export type SubscriptionDocumentJobProgressArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Live events over graphql-ws. A subscription is authenticated when it opens and ends when the
 * session that opened it ends. Each domain's file extends it.
 */
export type SubscriptionReportDefinitionStatusChangedArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  clientId: Scalars['ID']['input'];
};

/** A table block. */
export type TableBlock = TemplateBlock & {
  __typename?: 'TableBlock';
  /** Column definitions from the table dictionary, in order. */
  columns: Array<TableColumn>;
  /** Titles of the column groups per data set. */
  datasetTitles: Array<TableDataset>;
  /** Data sets the block shows. */
  datasets: Array<BlockDataset>;
  /** Key into the table dictionaries. */
  dictionaryKey?: Maybe<Scalars['String']['output']>;
  /** Footer text; null for none. */
  footer?: Maybe<Scalars['String']['output']>;
  /** Report-definition kinds for which the block is hidden. */
  hidden: Array<ReportDefinitionKind>;
  /** True when hidden for this report's kind (single or comparison). */
  isHidden: Scalars['Boolean']['output'];
  /** Levels of the table's tree, counted from its own top rows over all its rows (1 for a flat table), however many `rows` holds. */
  levels: Scalars['Int']['output'];
  /** Decimals; null for the default (2). */
  precision?: Maybe<Scalars['Int']['output']>;
  /** Rows, parents first (to the `treeLevels` the report was asked for). */
  rows: Array<TableRow>;
  /**
   * The rows as pages, in the order of `rows` (parents first). The gateway pages the table it has
   * built; a cursor is good for the same report as long as its data is unchanged.
   */
  rowsConnection: TableRowConnection;
  /** Key of the block's data in the report data. */
  source: Scalars['String']['output'];
  /** Title, the scenario placeholder replaced by the chosen scenario. */
  title: Scalars['String']['output'];
  /** True when the title carried the scenario placeholder. */
  titleIsDynamic: Scalars['Boolean']['output'];
  /** True when rows form a tree (parentId, level). */
  treeData: Scalars['Boolean']['output'];
  /** TABLE. */
  type: BlockType;
  /** Values of the table as a whole: detailed trees' book value and per-scenario totals, the table's scenario settings. */
  values: Array<Cell>;
  /** Width in percent of the page. */
  width: Scalars['Int']['output'];
};


/** A table block. */
export type TableBlockRowsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A column of a table block, as the report dictionary defines it. */
export type TableColumn = {
  __typename?: 'TableColumn';
  /** Display format of dates, e.g. 'MM/DD/YYYY'; null for the default. */
  dateFormat?: Maybe<Scalars['String']['output']>;
  /** Excel number format of dates; null for the default. */
  dateFormatExcel?: Maybe<Scalars['String']['output']>;
  /** 'rowFormat' when each row carries its own format (see TableRow.format); null otherwise. */
  displayAs?: Maybe<Scalars['String']['output']>;
  /** Divide values by this before display (0.01 turns decimal fractions into percent, 0.0001 a change of a ratio into basis points, 1000 shows dollars in thousands); the cells' number and money stay unscaled; null for none. */
  divisor?: Maybe<Scalars['Float']['output']>;
  /** Shown emphasized (e.g. the Base scenario or the difference). */
  emphasize: Scalars['Boolean']['output'];
  /** Field of the row cells this column shows. */
  field: Scalars['String']['output'];
  /** The filter offered; null for none. */
  filter?: Maybe<ColumnFilter>;
  /** Display format. */
  format: ColumnFormat;
  /** Header spanning the columns that share it; null for none. */
  group?: Maybe<Scalars['String']['output']>;
  /** The column that answers the table's question (Compliance with Policy's 'In Compliance'): a table too wide for the screen keeps it in view, pinned at the right. */
  isAnswer: Scalars['Boolean']['output'];
  /** True for the row label column that carries the tree hierarchy (the dictionaries' 'header' format). */
  isRowHeader: Scalars['Boolean']['output'];
  /** Header label, with the definition's shock in place of the scenario placeholder where it names one (as a block title does). */
  label: Scalars['String']['output'];
  /** Left out of Excel exports. */
  noExport: Scalars['Boolean']['output'];
  /** Decimals; null for the format's default. */
  precision?: Maybe<Scalars['Int']['output']>;
  /** Scenario id of a per-scenario column (e.g. '-300', 'Base'); null otherwise. */
  scenario?: Maybe<Scalars['String']['output']>;
  /** Included in the table's quick search. */
  searchable: Scalars['Boolean']['output'];
  /** Sortable. */
  sortable: Scalars['Boolean']['output'];
  /** Shown when the cell is empty; null for the default (N/A). */
  valueIfEmpty?: Maybe<Scalars['String']['output']>;
  /** Width in units of a 12-unit grid. */
  width: Scalars['Float']['output'];
};

/** What a group of columns shows: a data set (title and as-of date) or the difference. */
export type TableDataset = {
  __typename?: 'TableDataset';
  /** As-of date; null for the difference. */
  asOf?: Maybe<Scalars['Date']['output']>;
  /**
   * As-of date, ISO date-time; null for the difference.
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate?: Maybe<Scalars['String']['output']>;
  /** Data set id; null for the difference. */
  dataSetId?: Maybe<Scalars['ID']['output']>;
  /** Which one. */
  role: BlockDataset;
  /** Title, e.g. '2021/12/31 Standard' or 'Change'. */
  title: Scalars['String']['output'];
};

/** A table row. Tree tables list rows parents first; parentId and level give the tree. */
export type TableRow = Node & {
  __typename?: 'TableRow';
  /** The row's values, one per field. */
  cells: Array<Cell>;
  /** The row's own value format, for columns whose displayAs is 'rowFormat'; null otherwise. */
  format?: Maybe<ValueFormat>;
  /** True when other rows name this one as their parent. */
  hasChildren: Scalars['Boolean']['output'];
  /** Globally unique, opaque id (Node); pass it to `node` or to any argument that takes this type's id. */
  id: Scalars['ID']['output'];
  /** The row's id within its table, as the report's dictionary names it (e.g. 'postShockRatio'); unique in its table only. */
  key: Scalars['String']['output'];
  /** Depth in the tree: 0 for top-level rows. */
  level: Scalars['Int']['output'];
  /** Order among its siblings. */
  order: Scalars['Int']['output'];
  /** Parent row id (an id of this table's rows); null for top-level rows. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Ids from the top-level row down to this row (for tree grids). */
  path: Array<Scalars['ID']['output']>;
};

/** A page of table rows. */
export type TableRowConnection = {
  __typename?: 'TableRowConnection';
  /** The page's items with their cursors. */
  edges: Array<TableRowEdge>;
  /** The page's items, when the cursors of each are not needed. */
  nodes: Array<TableRow>;
  /** Where the page stands. */
  pageInfo: PageInfo;
  /** How many items the whole list holds, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** An item of a page of table rows. */
export type TableRowEdge = {
  __typename?: 'TableRowEdge';
  /** Pass as `after` to get the items that follow this one. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: TableRow;
};

/** Fields every report block has, from its template entry. */
export type TemplateBlock = {
  /** Data sets the block shows. */
  datasets: Array<BlockDataset>;
  /** Key into the table dictionaries; null for charts and text. */
  dictionaryKey?: Maybe<Scalars['String']['output']>;
  /** Footer text; null for none. */
  footer?: Maybe<Scalars['String']['output']>;
  /** Report-definition kinds for which the block is hidden. */
  hidden: Array<ReportDefinitionKind>;
  /** True when hidden for this report's kind (single or comparison). */
  isHidden: Scalars['Boolean']['output'];
  /** Decimals; null for the default (2). */
  precision?: Maybe<Scalars['Int']['output']>;
  /** Key of the block's data in the report data. */
  source: Scalars['String']['output'];
  /** Title, the scenario placeholder replaced by the chosen scenario. */
  title: Scalars['String']['output'];
  /** True when the title carried the scenario placeholder. */
  titleIsDynamic: Scalars['Boolean']['output'];
  /** Block type. */
  type: BlockType;
  /** Width in percent of the page. */
  width: Scalars['Int']['output'];
};

/** A text block. */
export type TextBlock = TemplateBlock & {
  __typename?: 'TextBlock';
  /** Data sets the block shows. */
  datasets: Array<BlockDataset>;
  /** Null for text. */
  dictionaryKey?: Maybe<Scalars['String']['output']>;
  /** Footer text; null for none. */
  footer?: Maybe<Scalars['String']['output']>;
  /** Report-definition kinds for which the block is hidden. */
  hidden: Array<ReportDefinitionKind>;
  /** True when hidden for this report's kind (single or comparison). */
  isHidden: Scalars['Boolean']['output'];
  /** The paragraphs. */
  paragraphs: Array<Scalars['String']['output']>;
  /** Decimals; null for the default (2). */
  precision?: Maybe<Scalars['Int']['output']>;
  /** Key of the block's data in the report data. */
  source: Scalars['String']['output'];
  /** The whole text; paragraphs separated by blank lines. */
  text: Scalars['String']['output'];
  /** Title, the scenario placeholder replaced by the chosen scenario. */
  title: Scalars['String']['output'];
  /** True when the title carried the scenario placeholder. */
  titleIsDynamic: Scalars['Boolean']['output'];
  /** TEXT. */
  type: BlockType;
  /** Width in percent of the page. */
  width: Scalars['Int']['output'];
};

/** A report definition a trend report can compare with. */
export type TrendReportDefinition = {
  __typename?: 'TrendReportDefinition';
  /** As-of date of its base data set. */
  asOf: Scalars['Date']['output'];
  /**
   * As-of date of its base data set, e.g. '2021-12-31T00:00:00'.
   * @deprecated Use asOf (a Date). Removal after 2027-03-01.
   */
  asOfDate: Scalars['String']['output'];
  /** Report definition id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** Options of trend pages (reportUrls key 'trend'). */
export type TrendReportInput = {
  /** Further report definitions of the same client whose base data sets the trend includes. */
  additionalReportDefinitionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** NEV scenarios of the trend charts, e.g. ['Base', '300']. */
  nevScenarios?: InputMaybe<Array<Scalars['String']['input']>>;
  /** NII scenarios of the trend charts, e.g. ['declining', 'rising', 'shock']. */
  niiScenarios?: InputMaybe<Array<Scalars['String']['input']>>;
};

/**
 * Result of uploading a curve: ValidationFailed names the field of each problem (asOf, source,
 * file) and, for the file, its row and column.
 */
export type UploadCurveResult = CurveUploaded | ValidationFailed;

/** The input broke a rule of the api (required fields, ranges, file contents): nothing was saved. */
export type ValidationFailed = Failure & {
  __typename?: 'ValidationFailed';
  /** Why it failed: the code to switch on. */
  code: FailureCode;
  /** The headline, e.g. 'An error occurred when saving the data set.'. */
  message: Scalars['String']['output'];
  /** One entry per problem (for uploads: file, row, column and reason). */
  messages: Array<ActionableMessage>;
};

/** How a value is shown: dollars, decimal fractions shown as percent (times 100 with a % suffix), or plain numbers. */
export type ValueFormat =
  /** Dollars. */
  | 'DOLLAR'
  /** A plain number. */
  | 'NUMERIC'
  /** A decimal fraction shown as a percentage (multiplied by 100). */
  | 'PERCENTAGE';

/** The signed-in user, as the identity provider and the core API know them. */
export type Viewer = {
  __typename?: 'Viewer';
  /** True when the viewer holds the permission in the domain (or in their 'user' list). */
  can: Scalars['Boolean']['output'];
  /** The client institution of a client user (found by its acronym, the tenant claim); null for staff. */
  client?: Maybe<Client>;
  /** Email addresses of the account. */
  emails: Array<Scalars['String']['output']>;
  /** Given name, used by the title bar's personalized greeting. */
  firstName: Scalars['String']['output'];
  /** The user's stable subject identifier at the identity provider. */
  id: Scalars['ID']['output'];
  /** True for the firm's staff (tenant ALM); false for client users. */
  isStaff: Scalars['Boolean']['output'];
  /** Job title from the identity provider; empty when none is recorded. */
  jobTitle: Scalars['String']['output'];
  /** MFA membership and the client's requirement. */
  mfa: MfaState;
  /** Full display name, e.g. 'Dana Whitfield'. */
  name: Scalars['String']['output'];
  /** Permission names per domain, each list merged with the 'user' list. */
  permissions: Array<DomainPermissions>;
  /** Permission names in one domain (e.g. 'analysis'), merged with the 'user' list. */
  permissionsIn: Array<Scalars['String']['output']>;
  /** The viewer's stored preferences. */
  preferences: ViewerPreferences;
  /** Tenant code: 'ALM' for the firm's staff, otherwise the acronym of the client institution. */
  tenant: Scalars['String']['output'];
  /** Sign-in name. */
  username: Scalars['String']['output'];
};


/** The signed-in user, as the identity provider and the core API know them. */
export type ViewerCanArgs = {
  domain?: InputMaybe<Scalars['String']['input']>;
  permission: Scalars['String']['input'];
};


/** The signed-in user, as the identity provider and the core API know them. */
export type ViewerPermissionsInArgs = {
  domain: Scalars['String']['input'];
};

/** App-only: the viewer's own settings of the web app, stored as preferences of the analysis domain. */
export type ViewerPreferences = {
  __typename?: 'ViewerPreferences';
  /** Text size of the app (default DEFAULT). */
  fontSize: FontSize;
  /** The client a staff user last worked on, remembered across visits; null when none. */
  lastClientId?: Maybe<Scalars['ID']['output']>;
  /** True when notification popups are suppressed (the bell list still fills). */
  suppressPopups: Scalars['Boolean']['output'];
};

/** A what-if computed: the data set's figures as it is and with the changes. Computed, never stored. */
export type WhatIf = {
  __typename?: 'WhatIf';
  /** Its as-of date. */
  asOf: Scalars['Date']['output'];
  /** The changes as applied, in order. */
  changes: Array<WhatIfAppliedChange>;
  /** Milliseconds the api took to compute both sides (the engine's run included). */
  computeMs: Scalars['Int']['output'];
  /** The data set (DataSet.id). */
  dataSetId: Scalars['ID']['output'];
  /** Its name. */
  dataSetName: Scalars['String']['output'];
  /** The measures, in the order of WhatIfMeasureKey; a client user gets those whose report pages its package lists. */
  measures: Array<WhatIfMeasure>;
  /** Every policy limit of the client, as Compliance with Policy Matrix checks it. */
  policy: Array<WhatIfPolicyCheck>;
  /** The NCUA supervisory rating. */
  rating: WhatIfRating;
  /** The report definition whose chart, shock and limits apply (ReportDefinition.id). */
  reportDefinitionId: Scalars['ID']['output'];
  /** Its name. */
  reportDefinitionName: Scalars['String']['output'];
  /** The shock the NEV figures and the rating are read at, in basis points (e.g. 300). */
  shockBp: Scalars['Int']['output'];
  /** Total assets (book value). */
  totalAssets: WhatIfBalance;
};

/** How a bought position repays principal (the manual upload template's amortization). */
export type WhatIfAmortization =
  /** Principal at maturity (bonds, agencies, certificates). */
  | 'BULLET'
  /** Level payments (mortgages, consumer loans). */
  | 'LEVEL';

/** A change as it was applied, in words and dollars. */
export type WhatIfAppliedChange = {
  __typename?: 'WhatIfAppliedChange';
  /** Dollars that moved (the balance sold, bought, shifted, at book; 0 for an assumption change). */
  amount: Money;
  /**
   * E.g. 'Sell Fixed 30 Yr by $20,000,000 for $20,561,234 at market (a gain of $561,234), into Cash &
   * Equivalents' or 'Reduce Regular Shares by $5,000,000, paid from Cash & Equivalents'.
   */
  description: Scalars['String']['output'];
};

/** A balance sheet's size, side by side. */
export type WhatIfBalance = {
  __typename?: 'WhatIfBalance';
  /** Book value of assets as it is. */
  asIs: Money;
  /** With the changes. */
  withChanges: Money;
};

/** One change of a what-if: exactly one of its fields. */
export type WhatIfChangeInput =
  /** Change a deposit group's decay or beta. */
  { depositAssumptions: WhatIfDepositAssumptionsInput; depositShift?: never; purchase?: never; resize?: never; }
  |  /** Move non-maturity deposits between groups. */
  { depositAssumptions?: never; depositShift: WhatIfDepositShiftInput; purchase?: never; resize?: never; }
  |  /** Buy a new position. */
  { depositAssumptions?: never; depositShift?: never; purchase: WhatIfPurchaseInput; resize?: never; }
  |  /** Sell, run off or grow a product group. */
  { depositAssumptions?: never; depositShift?: never; purchase?: never; resize: WhatIfResizeInput; };

/**
 * Where the other side of a balance change goes: what a sale's proceeds buy, or what pays for a
 * growth or a purchase. The balance sheet stays balanced unless NONE is chosen. Assets change hands
 * at their market value at Base (a sale of $20,000,000 of mortgages worth 102.8 brings $20,560,000,
 * and the $560,000 gain shows in total assets at book; an asset bought is recorded at its cost);
 * cash and liabilities at par. A purchase costs the worse of par and its market value at Base for
 * the institution: an asset above market costs its market value, a liability below market raises
 * only its market value.
 */
export type WhatIfCounterpart =
  /**
   * The chart's cash group (Cash & Equivalents). What it receives (a sale's proceeds, a deposit's
   * growth) is invested overnight in its leaf that earns a rate and reprices (Fed Funds Sold), at that
   * leaf's rates; what it pays (a purchase, a deposit that leaves) comes out of all its leaves in
   * proportion. A chart whose cash holds no rate-bearing balance receives into its cash leaf.
   */
  | 'CASH'
  /** Another product group, named by `counterpartGroup`: its positions grow or shrink in proportion. */
  | 'GROUP'
  /**
   * Nothing else changes: the balance sheet shrinks by a sale or grows by a growth, and capital
   * takes the difference (a sale for nothing is a write-off). Not for a purchase, which is paid for:
   * a position for nothing would be a gift its typed coupon prices.
   */
  | 'NONE';

/**
 * Change a deposit group's assumptions: they replace the H3 override of the group (or the
 * positions' own) for every non-maturity position under it. Give at least one.
 */
export type WhatIfDepositAssumptionsInput = {
  /** Share of a market rate change passed to the deposit rate, from 0 to 1, e.g. '0.35'. */
  beta?: InputMaybe<Scalars['Decimal']['input']>;
  /** Annual decay (runoff) as a decimal fraction, from 0 to 0.9999, e.g. '0.12' (a decay of 1 would leave nothing to value). */
  decay?: InputMaybe<Scalars['Decimal']['input']>;
  /** The deposit group (a folder key). */
  group: Scalars['String']['input'];
};

/**
 * Move non-maturity deposits from one deposit group to another: the first group's non-maturity
 * positions shrink and the second's grow, in proportion. Give exactly one of `amount` and `fraction`.
 */
export type WhatIfDepositShiftInput = {
  /** Dollars moved, positive. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Share of the first group's non-maturity balance moved, a decimal fraction from 0 to 1. */
  fraction?: InputMaybe<Scalars['Decimal']['input']>;
  /** The deposit group the balances leave (a folder key). */
  fromGroup: Scalars['String']['input'];
  /** The deposit group they move to (a folder key holding non-maturity deposits). */
  toGroup: Scalars['String']['input'];
};

/**
 * The decay and beta a group's non-maturity deposits run on: balance-weighted, after the client's
 * assumption overrides, as the Non-Maturity Deposit Assumptions report reads them.
 */
export type WhatIfDepositTerms = {
  __typename?: 'WhatIfDepositTerms';
  /** Its beta, a decimal fraction: the share of a market rate change its dividend rate follows. */
  beta: Scalars['Decimal']['output'];
  /** Its annual decay (run-off) rate, a decimal fraction: 0.15 for 15 % a year. */
  decay: Scalars['Decimal']['output'];
  /** The group's chart key, as deposits names it. */
  group: Scalars['String']['output'];
};

/** The effective durations at base, in years, of a duration mismatch's side. */
export type WhatIfDurations = {
  __typename?: 'WhatIfDurations';
  /** The assets' effective duration. */
  assets: Scalars['Decimal']['output'];
  /** The liabilities' effective duration. */
  liabilities: Scalars['Decimal']['output'];
  /** As the reports print them: 'Assets 3.02 · Liabilities 1.50'. */
  text: Scalars['String']['output'];
};

/** One figure of one side of a what-if. */
export type WhatIfFigure = {
  __typename?: 'WhatIfFigure';
  /**
   * The effective durations at base that the duration mismatch is the difference of; null for
   * other measures and policy checks, and without NEV results.
   */
  durations?: Maybe<WhatIfDurations>;
  /** The amount, for MONEY measures; null otherwise. */
  money?: Maybe<Money>;
  /** The number (its measure's unit); null when the data set's results have none (e.g. no NEV). */
  number?: Maybe<Scalars['Decimal']['output']>;
  /**
   * The scenario a worst-case measure is read in, e.g. '+500 bp shock' for NII at risk (the largest
   * fall of NII across the scenarios), or every scenario that gives it ('-200, -300 and -400 bp
   * shocks'), as the reports name it; null for a measure of one scenario.
   */
  scenarioName?: Maybe<Scalars['String']['output']>;
  /** Against its policy limit; null when no limit applies. */
  status?: Maybe<RiskStatus>;
  /** As the reports show it, e.g. '12.90%', '$292.1M' or '2.31'. */
  text: Scalars['String']['output'];
};

/** The groups of a data set's chart that the what-if's changes may name, as chart keys in the chart's order. */
export type WhatIfGroups = {
  __typename?: 'WhatIfGroups';
  /**
   * The folders and leaves of assets and liabilities: those a resize, a purchase or a goal seek's lever
   * may name (income, expense and capital lines hold no positions to move).
   */
  balanceSheet: Array<Scalars['String']['output']>;
  /**
   * Of deposits, the decay and beta each group's non-maturity deposits run on now, as averages: what
   * a depositAssumptions change replaces (it sets every position of the group to the one value
   * given), and what the what-if page shows beside its fields.
   */
  depositTerms: Array<WhatIfDepositTerms>;
  /** The groups that hold non-maturity deposits: those a depositShift or depositAssumptions may name. */
  deposits: Array<Scalars['String']['output']>;
  /**
   * Of balanceSheet, the leaves a purchase may be bought into: not contra lines, nor lines whose
   * positions bear no rate (fixed assets, the allowance).
   */
  purchasable: Array<Scalars['String']['output']>;
  /**
   * Of purchasable, the leaves holding loans or securities, with how most of their balance repays:
   * what a purchase into one starts with (a note bought into a leaf of agency bullets is a bullet).
   */
  purchaseTerms: Array<WhatIfLeafTerms>;
  /**
   * Of balanceSheet, the groups that hold a balance: those a resize, a goal seek's lever or a
   * counterpartGroup may name (empty groups and contra lines such as the allowance have nothing to sell).
   */
  resizable: Array<Scalars['String']['output']>;
};

/** A what-if: a data set and changes to its balance sheet. */
export type WhatIfInput = {
  /** The changes, applied in order; none gives the data set's own figures. */
  changes?: Array<WhatIfChangeInput>;
  /** The data set (DataSet.id). Client users: their own institution's data sets of published report definitions. */
  dataSetId: Scalars['ID']['input'];
  /**
   * The report definition whose chart of accounts, shock scenario and NII years apply (ReportDefinition.id);
   * omitted: the latest report definition using the data set as its base (published ones for client users).
   */
  reportDefinitionId?: InputMaybe<Scalars['ID']['input']>;
};

/** How the positions of a leaf of the chart repay. */
export type WhatIfLeafTerms = {
  __typename?: 'WhatIfLeafTerms';
  /** How most of its balance repays: LEVEL or BULLET, by the larger balance. */
  amortization: WhatIfAmortization;
  /**
   * Its positions' annual prepayment rate (CPR) as a decimal fraction, balance-weighted, after the
   * client's assumption overrides: what the what-if page's purchase into the leaf starts with (a
   * purchase's own cpr is 0 when omitted: a mortgage that never prepays).
   */
  cpr: Scalars['Decimal']['output'];
  /** The leaf's chart key, as purchasable names it. */
  group: Scalars['String']['output'];
};

/** A policy limit that applies to a figure. */
export type WhatIfLimit = {
  __typename?: 'WhatIfLimit';
  /** What the limit is, e.g. 'NEV Ratio (minimum) in the +300 bp shock'. */
  label: Scalars['String']['output'];
  /** The limit: a minimum ratio, or the largest decline allowed (negative). */
  number: Scalars['Decimal']['output'];
  /** As the Compliance with Policy Matrix shows it, e.g. '4.00%'. */
  text: Scalars['String']['output'];
};

/** One measure, side by side: the data set as it is and with the changes. */
export type WhatIfMeasure = {
  __typename?: 'WhatIfMeasure';
  /** The data set as it is. */
  asIs: WhatIfFigure;
  /** Which measure. */
  key: WhatIfMeasureKey;
  /** Its label, e.g. 'NEV Change in the +300 bp shock'. */
  label: Scalars['String']['output'];
  /** The policy limit that applies; null for none. */
  limit?: Maybe<WhatIfLimit>;
  /**
   * How the measure is computed, where a reader's own arithmetic on the figures shown beside it may
   * differ: the duration mismatch is the difference of the durations before rounding. Null for none.
   */
  note?: Maybe<Scalars['String']['output']>;
  /**
   * Across the rate scenarios (shocks for NEV and duration, shocks and ramps for NII); empty for
   * liquidity, and for the NEV ratio at the shock, whose scenarios are the NEV ratio's series.
   */
  series: Array<WhatIfScenarioPoint>;
  /**
   * What its series shows, to caption it: the label where the series is the measure in each
   * scenario; otherwise that scenario's measure, e.g. 'NEV Change from Base' for the NEV change at
   * the shock, whose series is each scenario's NEV change.
   */
  seriesLabel: Scalars['String']['output'];
  /** How to read its numbers. */
  unit: WhatIfUnit;
  /** With the changes. */
  withChanges: WhatIfFigure;
};

/** The figures a what-if compares, each read by the same code as the report pages and the risk dashboard. */
export type WhatIfMeasureKey =
  /** Effective duration of assets less that of liabilities, weighted (years) at Base. */
  | 'DURATION_MISMATCH'
  /** Cash and what investments and loans return within a year. */
  | 'LIQUIDITY'
  /** Change of NEV from Base at the shock, a fraction. */
  | 'NEV_CHANGE_AT_SHOCK'
  /** NEV ratio at Base (NEV / market value of assets). */
  | 'NEV_RATIO'
  /** NEV ratio at the report definition's shock (+300 bp by default). */
  | 'NEV_RATIO_AT_SHOCK'
  /** NII at risk over 12 months: the largest decline of cumulative NII from Base across the scenarios. */
  | 'NII_AT_RISK_12'
  /** NII at risk over 24 months. */
  | 'NII_AT_RISK_24'
  /** Net interest income of projection year 1 at Base. */
  | 'NII_YEAR_1'
  /** Net interest income of projection year 2 at Base. */
  | 'NII_YEAR_2';

/** A policy limit of the client, side by side (the Compliance with Policy Matrix's rows). */
export type WhatIfPolicyCheck = {
  __typename?: 'WhatIfPolicyCheck';
  /** The measure as it is. */
  asIs: WhatIfFigure;
  /** The limit. */
  limit: WhatIfLimit;
  /** With the changes. */
  withChanges: WhatIfFigure;
};

/**
 * Buy a new position into a leaf of the chart of accounts. Rates are decimal fractions ('0.045' for
 * 4.5 %), as every ratio of this API; terms in months.
 */
export type WhatIfPurchaseInput = {
  /** How principal is repaid. */
  amortization?: WhatIfAmortization;
  /** Face (book balance) bought, dollars, positive; what it costs is said in the applied change's description. */
  amount: Scalars['Decimal']['input'];
  /** The group of a GROUP counterpart. */
  counterpartGroup?: InputMaybe<Scalars['String']['input']>;
  /** Annual prepayment rate (CPR) as a decimal fraction; 0 when omitted. */
  cpr?: InputMaybe<Scalars['Decimal']['input']>;
  /** What pays for it (CASH by default): CASH or GROUP; NONE is refused. */
  fundedBy?: WhatIfCounterpart;
  /** The leaf of the chart of accounts the position belongs to (its key). */
  group: Scalars['String']['input'];
  /** Adjustable rates: the Treasury tenor in months the rate follows; required when repriceMonths > 0. */
  indexMonths?: InputMaybe<Scalars['Int']['input']>;
  /** Adjustable rates: the margin over the index as a decimal fraction, e.g. '0.0225'. */
  margin?: InputMaybe<Scalars['Decimal']['input']>;
  /** Months between payments (1 monthly, 3 quarterly, 6, 12). */
  paymentMonths?: Scalars['Int']['input'];
  /** Annual coupon rate as a decimal fraction, e.g. '0.045'. */
  rate: Scalars['Decimal']['input'];
  /** Months between rate resets; 0 (the default) is a fixed rate. */
  repriceMonths?: Scalars['Int']['input'];
  /** Remaining term in months (1 to 480). */
  termMonths: Scalars['Int']['input'];
};

/** The NCUA rating, side by side. */
export type WhatIfRating = {
  __typename?: 'WhatIfRating';
  /** The data set as it is. */
  asIs: NcuaRatingReading;
  /** With the changes. */
  withChanges: NcuaRatingReading;
};

/**
 * Change a product group's balance (sell, run off or grow): every position under the group's folder
 * scales in proportion. Give exactly one of `amount` and `fraction`.
 */
export type WhatIfResizeInput = {
  /** Dollars added to the group (positive: grow) or taken from it (negative: sell, run off), e.g. '-20000000'. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Where the proceeds go, or what pays for the growth. */
  counterpart?: WhatIfCounterpart;
  /** The group of a GROUP counterpart: a folder key of the same chart. */
  counterpartGroup?: InputMaybe<Scalars['String']['input']>;
  /** A share of the group's balance as a decimal fraction: '-0.25' sells a quarter, '0.1' grows it by a tenth. */
  fraction?: InputMaybe<Scalars['Decimal']['input']>;
  /** The product group: the key of a folder (or leaf) of the chart of accounts, e.g. 'Fixed Rate Mortgages 30'. */
  group: Scalars['String']['input'];
};

/** Result of a what-if: its figures, or why the changes were refused (messages name the field, e.g. 'changes[0].resize.amount'). */
export type WhatIfResult = ValidationFailed | WhatIf;

/** The what-if was saved as a What If data set (type WHAT_IF, linked to its source), ready to run. */
export type WhatIfSaved = {
  __typename?: 'WhatIfSaved';
  /** The new data set. */
  dataSet: DataSet;
};

/** A point of a measure's series across the rate scenarios, for its chart. */
export type WhatIfScenarioPoint = {
  __typename?: 'WhatIfScenarioPoint';
  /** The data set as it is; null when not available. */
  asIs?: Maybe<Scalars['Decimal']['output']>;
  /** The rate change in basis points. */
  bp: Scalars['Int']['output'];
  /** Its name, e.g. '+300 bp shock'. */
  name: Scalars['String']['output'];
  /** The scenario's id: 'Base', '300', '-100', 'Ramp+200'. */
  scenario: Scalars['String']['output'];
  /** With the changes; null when not available. */
  withChanges?: Maybe<Scalars['Decimal']['output']>;
};

/** The unit of a what-if figure: how to read `number`. */
export type WhatIfUnit =
  /** US dollars (also in `money`). */
  | 'MONEY'
  /** A decimal fraction: '0.1290' is 12.90 %. */
  | 'RATIO'
  /** Years. */
  | 'YEARS';

/** The approval workflow does not allow the action now (e.g. publishing a report that is not approved). */
export type WorkflowRefused = Failure & {
  __typename?: 'WorkflowRefused';
  /** Why it failed: the code to switch on. */
  code: FailureCode;
  /** 'An error occurred when trying to approve/publish the report.' */
  message: Scalars['String']['output'];
  /** The api's reasons, each with a resolution. */
  messages: Array<ActionableMessage>;
};

/** Where a report definition is in the approval workflow. */
export type WorkflowState =
  /** Approved, not published. */
  | 'APPROVED'
  /** Neither approved nor published. */
  | 'DRAFT'
  /** Published to the client (and so approved). */
  | 'PUBLISHED';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  CloneDataSetResult:
    | ( Omit<DataSetSaved, 'dataSet'> & { dataSet: _RefType['DataSet'] } )
    | ( ValidationFailed )
  ;
  CloneReportDefinitionResult:
    | ( Omit<ReportDefinitionSaved, 'reportDefinition'> & { reportDefinition: _RefType['ReportDefinition'] } )
    | ( ValidationFailed )
  ;
  CreatePersonalAccessTokenResult:
    | ( PersonalAccessTokenSecretModelModel )
    | ( ValidationFailed )
  ;
  CreateServiceAccountResult:
    | ( ServiceAccountSecretModelModel )
    | ( ValidationFailed )
  ;
  DeleteChartOfAccountsResult:
    | ( ChartOfAccountsDeleted )
    | ( ResourceInUse )
  ;
  DeleteDataSetResult:
    | ( DataSetDeleted )
    | ( ResourceInUse )
    | ( ResourceLocked )
  ;
  DeleteReportDefinitionResult:
    | ( ReportDefinitionDeleted )
    | ( ResourceLocked )
  ;
  GoalSeekResult:
    | ( GoalSeekModelModel )
    | ( ValidationFailed )
  ;
  RefreshReportResult:
    | ( Omit<ReportRefreshed, 'report'> & { report: _RefType['Report'] } )
    | ( ResourceLocked )
  ;
  ReportBlock:
    | ( ChartBlockViewModel )
    | ( TableBlockViewModel )
    | ( TextBlockViewModel )
  ;
  ReportWorkflowResult:
    | ( Omit<ReportDefinitionWorkflowChanged, 'reportDefinition'> & { reportDefinition: _RefType['ReportDefinition'] } )
    | ( WorkflowRefused )
  ;
  RunDataSetResult:
    | ( Omit<DataSetRunStarted, 'dataSet'> & { dataSet: _RefType['DataSet'] } )
    | ( ResourceInUse )
    | ( ResourceLocked )
  ;
  SaveChartOfAccountsResult:
    | ( Omit<ChartOfAccountsSaved, 'chartOfAccounts'> & { chartOfAccounts: _RefType['ChartOfAccounts'] } )
    | ( DuplicateName )
    | ( ResourceLocked )
    | ( ValidationFailed )
  ;
  SaveClientSettingsResult:
    | ( Omit<ClientSettingsSaved, 'settings'> & { settings: _RefType['ClientSettings'] } )
    | ( ValidationFailed )
  ;
  SaveDataSetResult:
    | ( Omit<DataSetSaved, 'dataSet'> & { dataSet: _RefType['DataSet'] } )
    | ( DuplicateName )
    | ( ResourceLocked )
    | ( ValidationFailed )
  ;
  SaveReportDefinitionResult:
    | ( DuplicateName )
    | ( NoChartsOfAccounts )
    | ( Omit<ReportDefinitionSaved, 'reportDefinition'> & { reportDefinition: _RefType['ReportDefinition'] } )
    | ( ResourceLocked )
    | ( ValidationFailed )
  ;
  SaveWhatIfResult:
    | ( DuplicateName )
    | ( ValidationFailed )
    | ( Omit<WhatIfSaved, 'dataSet'> & { dataSet: _RefType['DataSet'] } )
  ;
  SendEmailResult:
    | ( EmailSentModelModel )
    | ( ValidationFailed )
  ;
  UploadCurveResult:
    | ( Omit<CurveUploaded, 'curve' | 'version'> & { curve: _RefType['Curve'], version: _RefType['CurveVersion'] } )
    | ( ValidationFailed )
  ;
  WhatIfResult:
    | ( ValidationFailed )
    | ( WhatIfModelModel )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Failure:
    | ( DuplicateName )
    | ( NoChartsOfAccounts )
    | ( ResourceInUse )
    | ( ResourceLocked )
    | ( ValidationFailed )
    | ( WorkflowRefused )
  ;
  Node:
    | ( ChartOfAccountsModelModel )
    | ( ClientModelModel )
    | ( CurveModelModel )
    | ( DataSetModelModel )
    | ( InfoMessageModelModel )
    | ( NotificationMessageModelModel )
    | ( PersonalAccessTokenModelModel )
    | ( ReportViewModel )
    | ( ReportDefinitionModelModel )
    | ( ServiceAccountModelModel )
    | ( TableRowViewModel )
  ;
  TemplateBlock:
    | ( ChartBlockViewModel )
    | ( TableBlockViewModel )
    | ( TextBlockViewModel )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionableMessage: ResolverTypeWrapper<ActionableMessage>;
  AnalysisPermission: AnalysisPermission;
  AppMetadata: ResolverTypeWrapper<AppMetadataModelModel>;
  AuditAction: AuditAction;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditDetail: ResolverTypeWrapper<AuditDetail>;
  AuditEvent: ResolverTypeWrapper<AuditEventModelModel>;
  AuditEventConnection: ResolverTypeWrapper<Omit<AuditEventConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AuditEventEdge']>, nodes: Array<ResolversTypes['AuditEvent']> }>;
  AuditEventEdge: ResolverTypeWrapper<Omit<AuditEventEdge, 'node'> & { node: ResolversTypes['AuditEvent'] }>;
  AuditEventFilter: AuditEventFilter;
  AuditOutcome: AuditOutcome;
  AuthenticatorEnrolmentCode: ResolverTypeWrapper<AuthenticatorEnrolmentCode>;
  AuthenticatorReset: ResolverTypeWrapper<AuthenticatorReset>;
  BlockDataset: BlockDataset;
  BlockType: BlockType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuildInfo: ResolverTypeWrapper<BuildInfo>;
  Cell: ResolverTypeWrapper<CellViewModel>;
  CellPair: ResolverTypeWrapper<CellPair>;
  ChartBlock: ResolverTypeWrapper<ChartBlockViewModel>;
  ChartOfAccounts: ResolverTypeWrapper<ChartOfAccountsModelModel>;
  ChartOfAccountsDeleted: ResolverTypeWrapper<ChartOfAccountsDeleted>;
  ChartOfAccountsNode: ResolverTypeWrapper<CoaNodeModelModel>;
  ChartOfAccountsNodeInput: ChartOfAccountsNodeInput;
  ChartOfAccountsSaved: ResolverTypeWrapper<Omit<ChartOfAccountsSaved, 'chartOfAccounts'> & { chartOfAccounts: ResolversTypes['ChartOfAccounts'] }>;
  ChartSeries: ResolverTypeWrapper<ChartSeries>;
  ChartType: ChartType;
  Client: ResolverTypeWrapper<ClientModelModel>;
  ClientKey: ClientKey;
  ClientRiskSummary: ResolverTypeWrapper<Omit<ClientRiskSummary, 'client' | 'reportDefinition'> & { client: ResolversTypes['Client'], reportDefinition?: Maybe<ResolversTypes['ReportDefinition']> }>;
  ClientSettings: ResolverTypeWrapper<ClientSettingsModelModel>;
  ClientSettingsInput: ClientSettingsInput;
  ClientSettingsSaved: ResolverTypeWrapper<Omit<ClientSettingsSaved, 'settings'> & { settings: ResolversTypes['ClientSettings'] }>;
  CloneDataSetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CloneDataSetResult']>;
  CloneReportDefinitionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CloneReportDefinitionResult']>;
  ColumnFilter: ColumnFilter;
  ColumnFormat: ColumnFormat;
  CreatePersonalAccessTokenResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreatePersonalAccessTokenResult']>;
  CreateServiceAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateServiceAccountResult']>;
  CurrencyCode: CurrencyCode;
  Curve: ResolverTypeWrapper<CurveModelModel>;
  CurveFileInput: CurveFileInput;
  CurvePoint: ResolverTypeWrapper<CurvePointModelModel>;
  CurveUploadInput: CurveUploadInput;
  CurveUploaded: ResolverTypeWrapper<Omit<CurveUploaded, 'curve' | 'version'> & { curve: ResolversTypes['Curve'], version: ResolversTypes['CurveVersion'] }>;
  CurveVersion: ResolverTypeWrapper<CurveVersionModelModel>;
  DataSet: ResolverTypeWrapper<DataSetModelModel>;
  DataSetActions: ResolverTypeWrapper<DataSetActions>;
  DataSetConnection: ResolverTypeWrapper<Omit<DataSetConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['DataSetEdge']>, nodes: Array<ResolversTypes['DataSet']> }>;
  DataSetDeleted: ResolverTypeWrapper<DataSetDeleted>;
  DataSetEdge: ResolverTypeWrapper<Omit<DataSetEdge, 'node'> & { node: ResolversTypes['DataSet'] }>;
  DataSetFile: ResolverTypeWrapper<DataSetFileModelModel>;
  DataSetFileInput: DataSetFileInput;
  DataSetFileKind: DataSetFileKind;
  DataSetFilter: DataSetFilter;
  DataSetInput: DataSetInput;
  DataSetRunStarted: ResolverTypeWrapper<Omit<DataSetRunStarted, 'dataSet'> & { dataSet: ResolversTypes['DataSet'] }>;
  DataSetSaved: ResolverTypeWrapper<Omit<DataSetSaved, 'dataSet'> & { dataSet: ResolversTypes['DataSet'] }>;
  DataSetStatusEvent: ResolverTypeWrapper<StatusEventModelModel>;
  DataSetType: DataSetType;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeleteChartOfAccountsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteChartOfAccountsResult']>;
  DeleteDataSetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteDataSetResult']>;
  DeleteReportDefinitionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteReportDefinitionResult']>;
  DocumentJob: ResolverTypeWrapper<DocumentJobRecordModel>;
  DocumentJobKind: DocumentJobKind;
  DocumentJobStatus: DocumentJobStatus;
  DomainPermissions: ResolverTypeWrapper<DomainPermissions>;
  DuplicateName: ResolverTypeWrapper<DuplicateName>;
  EmailAddress: ResolverTypeWrapper<EmailAddressModelModel>;
  EmailDeliveryStatus: EmailDeliveryStatus;
  EmailInput: EmailInput;
  EmailSent: ResolverTypeWrapper<EmailSentModelModel>;
  ErrorPageTexts: ResolverTypeWrapper<ErrorPageTexts>;
  Failure: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Failure']>;
  FailureCode: FailureCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FolderKind: FolderKind;
  FontSize: FontSize;
  Footer: ResolverTypeWrapper<Footer>;
  FooterLink: ResolverTypeWrapper<FooterLink>;
  GlobalDictionaries: ResolverTypeWrapper<GlobalDictionariesModelModel>;
  GoalSeek: ResolverTypeWrapper<GoalSeekModelModel>;
  GoalSeekInput: GoalSeekInput;
  GoalSeekLeverInput: GoalSeekLeverInput;
  GoalSeekOutcome: GoalSeekOutcome;
  GoalSeekResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GoalSeekResult']>;
  GoalSeekTargetInput: GoalSeekTargetInput;
  Greeting: ResolverTypeWrapper<Greeting>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InfoMessage: ResolverTypeWrapper<InfoMessageModelModel>;
  InfoMessageConnection: ResolverTypeWrapper<Omit<InfoMessageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['InfoMessageEdge']>, nodes: Array<ResolversTypes['InfoMessage']> }>;
  InfoMessageEdge: ResolverTypeWrapper<Omit<InfoMessageEdge, 'node'> & { node: ResolversTypes['InfoMessage'] }>;
  InfoMessageSort: InfoMessageSort;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MfaState: ResolverTypeWrapper<MfaState>;
  MfaSyncAction: MfaSyncAction;
  MfaSyncResult: ResolverTypeWrapper<MfaSyncResult>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavCategory: ResolverTypeWrapper<NavCategoryModelModel>;
  NavGroup: ResolverTypeWrapper<NavGroupModelModel>;
  NavItem: ResolverTypeWrapper<NavItemModelModel>;
  NavPlacement: NavPlacement;
  NcuaRating: NcuaRating;
  NcuaRatingReading: ResolverTypeWrapper<NcuaRatingReadingModelModel>;
  NoChartsOfAccounts: ResolverTypeWrapper<NoChartsOfAccounts>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NotificationAudience: NotificationAudience;
  NotificationMessage: ResolverTypeWrapper<NotificationMessageModelModel>;
  NotificationMessageConnection: ResolverTypeWrapper<Omit<NotificationMessageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['NotificationMessageEdge']>, nodes: Array<ResolversTypes['NotificationMessage']> }>;
  NotificationMessageEdge: ResolverTypeWrapper<Omit<NotificationMessageEdge, 'node'> & { node: ResolversTypes['NotificationMessage'] }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageTitle: ResolverTypeWrapper<PageTitle>;
  PdfPackageKind: PdfPackageKind;
  PersonalAccessToken: ResolverTypeWrapper<PersonalAccessTokenModelModel>;
  PersonalAccessTokenInput: PersonalAccessTokenInput;
  PersonalAccessTokenLifetime: PersonalAccessTokenLifetime;
  PersonalAccessTokenSecret: ResolverTypeWrapper<PersonalAccessTokenSecretModelModel>;
  PreferencesInput: PreferencesInput;
  PrintTicket: ResolverTypeWrapper<PrintTicket>;
  ProductInfo: ResolverTypeWrapper<ProductInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefreshReportInput: RefreshReportInput;
  RefreshReportResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RefreshReportResult']>;
  Report: ResolverTypeWrapper<ReportViewModel>;
  ReportBlock: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReportBlock']>;
  ReportCatalogue: ResolverTypeWrapper<ReportCatalogueModelModel>;
  ReportCatalogueEntry: ResolverTypeWrapper<ReportCatalogueEntry>;
  ReportCategory: ResolverTypeWrapper<ReportCategoryModelModel>;
  ReportDefinition: ResolverTypeWrapper<ReportDefinitionModelModel>;
  ReportDefinitionActions: ResolverTypeWrapper<ReportDefinitionActions>;
  ReportDefinitionConnection: ResolverTypeWrapper<Omit<ReportDefinitionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ReportDefinitionEdge']>, nodes: Array<ResolversTypes['ReportDefinition']> }>;
  ReportDefinitionDeleted: ResolverTypeWrapper<ReportDefinitionDeleted>;
  ReportDefinitionEdge: ResolverTypeWrapper<Omit<ReportDefinitionEdge, 'node'> & { node: ResolversTypes['ReportDefinition'] }>;
  ReportDefinitionFilter: ReportDefinitionFilter;
  ReportDefinitionInput: ReportDefinitionInput;
  ReportDefinitionKind: ReportDefinitionKind;
  ReportDefinitionSaved: ResolverTypeWrapper<Omit<ReportDefinitionSaved, 'reportDefinition'> & { reportDefinition: ResolversTypes['ReportDefinition'] }>;
  ReportDefinitionStatusEvent: ResolverTypeWrapper<StatusEventModelModel>;
  ReportDefinitionWorkflowChanged: ResolverTypeWrapper<Omit<ReportDefinitionWorkflowChanged, 'reportDefinition'> & { reportDefinition: ResolversTypes['ReportDefinition'] }>;
  ReportListEntry: ResolverTypeWrapper<ReportListEntryModelModel>;
  ReportPage: ResolverTypeWrapper<ReportPageModelModel>;
  ReportPdf: ResolverTypeWrapper<ReportPdfModelModel>;
  ReportPdfAvailability: ReportPdfAvailability;
  ReportRefreshed: ResolverTypeWrapper<Omit<ReportRefreshed, 'report'> & { report: ResolversTypes['Report'] }>;
  ReportWorkflowResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReportWorkflowResult']>;
  ResourceInUse: ResolverTypeWrapper<ResourceInUse>;
  ResourceLocked: ResolverTypeWrapper<ResourceLocked>;
  ResultSet: ResolverTypeWrapper<ResultSetModelModel>;
  ResultSetInput: ResultSetInput;
  ResultSetType: ResultSetType;
  RiskFigure: ResolverTypeWrapper<RiskFigure>;
  RiskLine: ResolverTypeWrapper<RiskLine>;
  RiskReading: ResolverTypeWrapper<RiskReading>;
  RiskStatus: ResolverTypeWrapper<RiskStatus>;
  RiskTone: RiskTone;
  RunDataSetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RunDataSetResult']>;
  RunStatus: RunStatus;
  SaveChartOfAccountsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveChartOfAccountsResult']>;
  SaveClientSettingsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveClientSettingsResult']>;
  SaveDataSetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveDataSetResult']>;
  SaveReportDefinitionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveReportDefinitionResult']>;
  SaveWhatIfInput: SaveWhatIfInput;
  SaveWhatIfResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SaveWhatIfResult']>;
  SendEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendEmailResult']>;
  ServiceAccount: ResolverTypeWrapper<ServiceAccountModelModel>;
  ServiceAccountCredentials: ResolverTypeWrapper<ServiceAccountSecretModelModel>;
  ServiceAccountInput: ServiceAccountInput;
  Severity: Severity;
  Shell: ResolverTypeWrapper<ShellModelModel>;
  StatusChange: StatusChange;
  StatusTag: ResolverTypeWrapper<StatusTag>;
  StatusTagColor: StatusTagColor;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TableBlock: ResolverTypeWrapper<TableBlockViewModel>;
  TableColumn: ResolverTypeWrapper<TableColumnViewModel>;
  TableDataset: ResolverTypeWrapper<TableDataset>;
  TableRow: ResolverTypeWrapper<TableRowViewModel>;
  TableRowConnection: ResolverTypeWrapper<Omit<TableRowConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['TableRowEdge']>, nodes: Array<ResolversTypes['TableRow']> }>;
  TableRowEdge: ResolverTypeWrapper<Omit<TableRowEdge, 'node'> & { node: ResolversTypes['TableRow'] }>;
  TemplateBlock: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['TemplateBlock']>;
  TextBlock: ResolverTypeWrapper<TextBlockViewModel>;
  TrendReportDefinition: ResolverTypeWrapper<TrendEntryModelModel>;
  TrendReportInput: TrendReportInput;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  UploadCurveResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UploadCurveResult']>;
  ValidationFailed: ResolverTypeWrapper<ValidationFailed>;
  ValueFormat: ValueFormat;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  ViewerPreferences: ResolverTypeWrapper<ViewerPreferences>;
  WhatIf: ResolverTypeWrapper<WhatIfModelModel>;
  WhatIfAmortization: WhatIfAmortization;
  WhatIfAppliedChange: ResolverTypeWrapper<WhatIfAppliedChangeModelModel>;
  WhatIfBalance: ResolverTypeWrapper<WhatIfBalanceModelModel>;
  WhatIfChangeInput: WhatIfChangeInput;
  WhatIfCounterpart: WhatIfCounterpart;
  WhatIfDepositAssumptionsInput: WhatIfDepositAssumptionsInput;
  WhatIfDepositShiftInput: WhatIfDepositShiftInput;
  WhatIfDepositTerms: ResolverTypeWrapper<WhatIfDepositTerms>;
  WhatIfDurations: ResolverTypeWrapper<WhatIfDurationsModelModel>;
  WhatIfFigure: ResolverTypeWrapper<WhatIfFigureOfMeasureModel>;
  WhatIfGroups: ResolverTypeWrapper<WhatIfGroups>;
  WhatIfInput: WhatIfInput;
  WhatIfLeafTerms: ResolverTypeWrapper<WhatIfLeafTerms>;
  WhatIfLimit: ResolverTypeWrapper<WhatIfLimitModelModel>;
  WhatIfMeasure: ResolverTypeWrapper<WhatIfMeasureModelModel>;
  WhatIfMeasureKey: WhatIfMeasureKey;
  WhatIfPolicyCheck: ResolverTypeWrapper<WhatIfPolicyCheckModelModel>;
  WhatIfPurchaseInput: WhatIfPurchaseInput;
  WhatIfRating: ResolverTypeWrapper<Omit<WhatIfRating, 'asIs' | 'withChanges'> & { asIs: ResolversTypes['NcuaRatingReading'], withChanges: ResolversTypes['NcuaRatingReading'] }>;
  WhatIfResizeInput: WhatIfResizeInput;
  WhatIfResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['WhatIfResult']>;
  WhatIfSaved: ResolverTypeWrapper<Omit<WhatIfSaved, 'dataSet'> & { dataSet: ResolversTypes['DataSet'] }>;
  WhatIfScenarioPoint: ResolverTypeWrapper<WhatIfScenarioPointModelModel>;
  WhatIfUnit: WhatIfUnit;
  WorkflowRefused: ResolverTypeWrapper<WorkflowRefused>;
  WorkflowState: WorkflowState;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionableMessage: ActionableMessage;
  AppMetadata: AppMetadataModelModel;
  AuditActor: AuditActor;
  AuditDetail: AuditDetail;
  AuditEvent: AuditEventModelModel;
  AuditEventConnection: Omit<AuditEventConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AuditEventEdge']>, nodes: Array<ResolversParentTypes['AuditEvent']> };
  AuditEventEdge: Omit<AuditEventEdge, 'node'> & { node: ResolversParentTypes['AuditEvent'] };
  AuditEventFilter: AuditEventFilter;
  AuthenticatorEnrolmentCode: AuthenticatorEnrolmentCode;
  AuthenticatorReset: AuthenticatorReset;
  Boolean: Scalars['Boolean']['output'];
  BuildInfo: BuildInfo;
  Cell: CellViewModel;
  CellPair: CellPair;
  ChartBlock: ChartBlockViewModel;
  ChartOfAccounts: ChartOfAccountsModelModel;
  ChartOfAccountsDeleted: ChartOfAccountsDeleted;
  ChartOfAccountsNode: CoaNodeModelModel;
  ChartOfAccountsNodeInput: ChartOfAccountsNodeInput;
  ChartOfAccountsSaved: Omit<ChartOfAccountsSaved, 'chartOfAccounts'> & { chartOfAccounts: ResolversParentTypes['ChartOfAccounts'] };
  ChartSeries: ChartSeries;
  Client: ClientModelModel;
  ClientKey: ClientKey;
  ClientRiskSummary: Omit<ClientRiskSummary, 'client' | 'reportDefinition'> & { client: ResolversParentTypes['Client'], reportDefinition?: Maybe<ResolversParentTypes['ReportDefinition']> };
  ClientSettings: ClientSettingsModelModel;
  ClientSettingsInput: ClientSettingsInput;
  ClientSettingsSaved: Omit<ClientSettingsSaved, 'settings'> & { settings: ResolversParentTypes['ClientSettings'] };
  CloneDataSetResult: ResolversUnionTypes<ResolversParentTypes>['CloneDataSetResult'];
  CloneReportDefinitionResult: ResolversUnionTypes<ResolversParentTypes>['CloneReportDefinitionResult'];
  CreatePersonalAccessTokenResult: ResolversUnionTypes<ResolversParentTypes>['CreatePersonalAccessTokenResult'];
  CreateServiceAccountResult: ResolversUnionTypes<ResolversParentTypes>['CreateServiceAccountResult'];
  Curve: CurveModelModel;
  CurveFileInput: CurveFileInput;
  CurvePoint: CurvePointModelModel;
  CurveUploadInput: CurveUploadInput;
  CurveUploaded: Omit<CurveUploaded, 'curve' | 'version'> & { curve: ResolversParentTypes['Curve'], version: ResolversParentTypes['CurveVersion'] };
  CurveVersion: CurveVersionModelModel;
  DataSet: DataSetModelModel;
  DataSetActions: DataSetActions;
  DataSetConnection: Omit<DataSetConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['DataSetEdge']>, nodes: Array<ResolversParentTypes['DataSet']> };
  DataSetDeleted: DataSetDeleted;
  DataSetEdge: Omit<DataSetEdge, 'node'> & { node: ResolversParentTypes['DataSet'] };
  DataSetFile: DataSetFileModelModel;
  DataSetFileInput: DataSetFileInput;
  DataSetFilter: DataSetFilter;
  DataSetInput: DataSetInput;
  DataSetRunStarted: Omit<DataSetRunStarted, 'dataSet'> & { dataSet: ResolversParentTypes['DataSet'] };
  DataSetSaved: Omit<DataSetSaved, 'dataSet'> & { dataSet: ResolversParentTypes['DataSet'] };
  DataSetStatusEvent: StatusEventModelModel;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DeleteChartOfAccountsResult: ResolversUnionTypes<ResolversParentTypes>['DeleteChartOfAccountsResult'];
  DeleteDataSetResult: ResolversUnionTypes<ResolversParentTypes>['DeleteDataSetResult'];
  DeleteReportDefinitionResult: ResolversUnionTypes<ResolversParentTypes>['DeleteReportDefinitionResult'];
  DocumentJob: DocumentJobRecordModel;
  DomainPermissions: DomainPermissions;
  DuplicateName: DuplicateName;
  EmailAddress: EmailAddressModelModel;
  EmailInput: EmailInput;
  EmailSent: EmailSentModelModel;
  ErrorPageTexts: ErrorPageTexts;
  Failure: ResolversInterfaceTypes<ResolversParentTypes>['Failure'];
  Float: Scalars['Float']['output'];
  Footer: Footer;
  FooterLink: FooterLink;
  GlobalDictionaries: GlobalDictionariesModelModel;
  GoalSeek: GoalSeekModelModel;
  GoalSeekInput: GoalSeekInput;
  GoalSeekLeverInput: GoalSeekLeverInput;
  GoalSeekResult: ResolversUnionTypes<ResolversParentTypes>['GoalSeekResult'];
  GoalSeekTargetInput: GoalSeekTargetInput;
  Greeting: Greeting;
  ID: Scalars['ID']['output'];
  InfoMessage: InfoMessageModelModel;
  InfoMessageConnection: Omit<InfoMessageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['InfoMessageEdge']>, nodes: Array<ResolversParentTypes['InfoMessage']> };
  InfoMessageEdge: Omit<InfoMessageEdge, 'node'> & { node: ResolversParentTypes['InfoMessage'] };
  Int: Scalars['Int']['output'];
  MfaState: MfaState;
  MfaSyncResult: MfaSyncResult;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NavCategory: NavCategoryModelModel;
  NavGroup: NavGroupModelModel;
  NavItem: NavItemModelModel;
  NcuaRatingReading: NcuaRatingReadingModelModel;
  NoChartsOfAccounts: NoChartsOfAccounts;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NotificationMessage: NotificationMessageModelModel;
  NotificationMessageConnection: Omit<NotificationMessageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['NotificationMessageEdge']>, nodes: Array<ResolversParentTypes['NotificationMessage']> };
  NotificationMessageEdge: Omit<NotificationMessageEdge, 'node'> & { node: ResolversParentTypes['NotificationMessage'] };
  PageInfo: PageInfo;
  PageTitle: PageTitle;
  PersonalAccessToken: PersonalAccessTokenModelModel;
  PersonalAccessTokenInput: PersonalAccessTokenInput;
  PersonalAccessTokenSecret: PersonalAccessTokenSecretModelModel;
  PreferencesInput: PreferencesInput;
  PrintTicket: PrintTicket;
  ProductInfo: ProductInfo;
  Query: Record<PropertyKey, never>;
  RefreshReportInput: RefreshReportInput;
  RefreshReportResult: ResolversUnionTypes<ResolversParentTypes>['RefreshReportResult'];
  Report: ReportViewModel;
  ReportBlock: ResolversUnionTypes<ResolversParentTypes>['ReportBlock'];
  ReportCatalogue: ReportCatalogueModelModel;
  ReportCatalogueEntry: ReportCatalogueEntry;
  ReportCategory: ReportCategoryModelModel;
  ReportDefinition: ReportDefinitionModelModel;
  ReportDefinitionActions: ReportDefinitionActions;
  ReportDefinitionConnection: Omit<ReportDefinitionConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ReportDefinitionEdge']>, nodes: Array<ResolversParentTypes['ReportDefinition']> };
  ReportDefinitionDeleted: ReportDefinitionDeleted;
  ReportDefinitionEdge: Omit<ReportDefinitionEdge, 'node'> & { node: ResolversParentTypes['ReportDefinition'] };
  ReportDefinitionFilter: ReportDefinitionFilter;
  ReportDefinitionInput: ReportDefinitionInput;
  ReportDefinitionSaved: Omit<ReportDefinitionSaved, 'reportDefinition'> & { reportDefinition: ResolversParentTypes['ReportDefinition'] };
  ReportDefinitionStatusEvent: StatusEventModelModel;
  ReportDefinitionWorkflowChanged: Omit<ReportDefinitionWorkflowChanged, 'reportDefinition'> & { reportDefinition: ResolversParentTypes['ReportDefinition'] };
  ReportListEntry: ReportListEntryModelModel;
  ReportPage: ReportPageModelModel;
  ReportPdf: ReportPdfModelModel;
  ReportRefreshed: Omit<ReportRefreshed, 'report'> & { report: ResolversParentTypes['Report'] };
  ReportWorkflowResult: ResolversUnionTypes<ResolversParentTypes>['ReportWorkflowResult'];
  ResourceInUse: ResourceInUse;
  ResourceLocked: ResourceLocked;
  ResultSet: ResultSetModelModel;
  ResultSetInput: ResultSetInput;
  RiskFigure: RiskFigure;
  RiskLine: RiskLine;
  RiskReading: RiskReading;
  RiskStatus: RiskStatus;
  RunDataSetResult: ResolversUnionTypes<ResolversParentTypes>['RunDataSetResult'];
  SaveChartOfAccountsResult: ResolversUnionTypes<ResolversParentTypes>['SaveChartOfAccountsResult'];
  SaveClientSettingsResult: ResolversUnionTypes<ResolversParentTypes>['SaveClientSettingsResult'];
  SaveDataSetResult: ResolversUnionTypes<ResolversParentTypes>['SaveDataSetResult'];
  SaveReportDefinitionResult: ResolversUnionTypes<ResolversParentTypes>['SaveReportDefinitionResult'];
  SaveWhatIfInput: SaveWhatIfInput;
  SaveWhatIfResult: ResolversUnionTypes<ResolversParentTypes>['SaveWhatIfResult'];
  SendEmailResult: ResolversUnionTypes<ResolversParentTypes>['SendEmailResult'];
  ServiceAccount: ServiceAccountModelModel;
  ServiceAccountCredentials: ServiceAccountSecretModelModel;
  ServiceAccountInput: ServiceAccountInput;
  Shell: ShellModelModel;
  StatusTag: StatusTag;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TableBlock: TableBlockViewModel;
  TableColumn: TableColumnViewModel;
  TableDataset: TableDataset;
  TableRow: TableRowViewModel;
  TableRowConnection: Omit<TableRowConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['TableRowEdge']>, nodes: Array<ResolversParentTypes['TableRow']> };
  TableRowEdge: Omit<TableRowEdge, 'node'> & { node: ResolversParentTypes['TableRow'] };
  TemplateBlock: ResolversInterfaceTypes<ResolversParentTypes>['TemplateBlock'];
  TextBlock: TextBlockViewModel;
  TrendReportDefinition: TrendEntryModelModel;
  TrendReportInput: TrendReportInput;
  URL: Scalars['URL']['output'];
  UploadCurveResult: ResolversUnionTypes<ResolversParentTypes>['UploadCurveResult'];
  ValidationFailed: ValidationFailed;
  Viewer: ViewerModel;
  ViewerPreferences: ViewerPreferences;
  WhatIf: WhatIfModelModel;
  WhatIfAppliedChange: WhatIfAppliedChangeModelModel;
  WhatIfBalance: WhatIfBalanceModelModel;
  WhatIfChangeInput: WhatIfChangeInput;
  WhatIfDepositAssumptionsInput: WhatIfDepositAssumptionsInput;
  WhatIfDepositShiftInput: WhatIfDepositShiftInput;
  WhatIfDepositTerms: WhatIfDepositTerms;
  WhatIfDurations: WhatIfDurationsModelModel;
  WhatIfFigure: WhatIfFigureOfMeasureModel;
  WhatIfGroups: WhatIfGroups;
  WhatIfInput: WhatIfInput;
  WhatIfLeafTerms: WhatIfLeafTerms;
  WhatIfLimit: WhatIfLimitModelModel;
  WhatIfMeasure: WhatIfMeasureModelModel;
  WhatIfPolicyCheck: WhatIfPolicyCheckModelModel;
  WhatIfPurchaseInput: WhatIfPurchaseInput;
  WhatIfRating: Omit<WhatIfRating, 'asIs' | 'withChanges'> & { asIs: ResolversParentTypes['NcuaRatingReading'], withChanges: ResolversParentTypes['NcuaRatingReading'] };
  WhatIfResizeInput: WhatIfResizeInput;
  WhatIfResult: ResolversUnionTypes<ResolversParentTypes>['WhatIfResult'];
  WhatIfSaved: Omit<WhatIfSaved, 'dataSet'> & { dataSet: ResolversParentTypes['DataSet'] };
  WhatIfScenarioPoint: WhatIfScenarioPointModelModel;
  WorkflowRefused: WorkflowRefused;
};

export type ActionableMessageResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ActionableMessage'] = ResolversParentTypes['ActionableMessage']> = {
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppMetadataResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['AppMetadata'] = ResolversParentTypes['AppMetadata']> = {
  button?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  callToActionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  head1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  head2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screenshot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  credential?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditDetailResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['AuditDetail'] = ResolversParentTypes['AuditDetail']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEventResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['AuditDetail']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['AuditOutcome'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEventConnectionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['AuditEventConnection'] = ResolversParentTypes['AuditEventConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AuditEventEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AuditEventEdgeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['AuditEventEdge'] = ResolversParentTypes['AuditEventEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEvent'], ParentType, ContextType>;
};

export type AuthenticatorEnrolmentCodeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['AuthenticatorEnrolmentCode'] = ResolversParentTypes['AuthenticatorEnrolmentCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthenticatorResetResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['AuthenticatorReset'] = ResolversParentTypes['AuthenticatorReset']> = {
  authenticatorRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuildInfoResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['BuildInfo'] = ResolversParentTypes['BuildInfo']> = {
  buildNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CellResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Cell'] = ResolversParentTypes['Cell']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pairs?: Resolver<Maybe<Array<ResolversTypes['CellPair']>>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  texts?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CellPairResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['CellPair'] = ResolversParentTypes['CellPair']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ChartBlockResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ChartBlock'] = ResolversParentTypes['ChartBlock']> = {
  chartType?: Resolver<ResolversTypes['ChartType'], ParentType, ContextType>;
  datasets?: Resolver<Array<ResolversTypes['BlockDataset']>, ParentType, ContextType>;
  dictionaryKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ValueFormat'], ParentType, ContextType>;
  hidden?: Resolver<Array<ResolversTypes['ReportDefinitionKind']>, ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  precision?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['ChartSeries']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleIsDynamic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BlockType'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xAxisTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yAxisTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChartOfAccountsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ChartOfAccounts'] = ResolversParentTypes['ChartOfAccounts']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ChartOfAccountsNode']>, ParentType, ContextType>;
  root?: Resolver<ResolversTypes['ChartOfAccountsNode'], ParentType, ContextType>;
  sourceRunResultId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChartOfAccountsDeletedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ChartOfAccountsDeleted'] = ResolversParentTypes['ChartOfAccountsDeleted']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChartOfAccountsNodeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ChartOfAccountsNode'] = ResolversParentTypes['ChartOfAccountsNode']> = {
  children?: Resolver<Array<ResolversTypes['ChartOfAccountsNode']>, ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folderType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FolderKind'], ParentType, ContextType>;
  nevVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  niiVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rollUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChartOfAccountsSavedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ChartOfAccountsSaved'] = ResolversParentTypes['ChartOfAccountsSaved']> = {
  chartOfAccounts?: Resolver<ResolversTypes['ChartOfAccounts'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChartSeriesResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ChartSeries'] = ResolversParentTypes['ChartSeries']> = {
  format?: Resolver<ResolversTypes['ValueFormat'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numbers?: Resolver<Array<Maybe<ResolversTypes['Decimal']>>, ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
};

export type ClientResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  acronym?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chartsOfAccounts?: Resolver<Maybe<Array<ResolversTypes['ChartOfAccounts']>>, ParentType, ContextType>;
  dataSets?: Resolver<Maybe<Array<ResolversTypes['DataSet']>>, ParentType, ContextType, Partial<ClientDataSetsArgs>>;
  dataSetsConnection?: Resolver<Maybe<ResolversTypes['DataSetConnection']>, ParentType, ContextType, RequireFields<ClientDataSetsConnectionArgs, 'first'>>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailAddresses?: Resolver<Maybe<Array<ResolversTypes['EmailAddress']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mfaRequired?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportDefinitions?: Resolver<Maybe<Array<ResolversTypes['ReportDefinition']>>, ParentType, ContextType, Partial<ClientReportDefinitionsArgs>>;
  reportDefinitionsConnection?: Resolver<Maybe<ResolversTypes['ReportDefinitionConnection']>, ParentType, ContextType, RequireFields<ClientReportDefinitionsConnectionArgs, 'first'>>;
  settings?: Resolver<Maybe<ResolversTypes['ClientSettings']>, ParentType, ContextType>;
  trendReportDefinitions?: Resolver<Maybe<Array<ResolversTypes['TrendReportDefinition']>>, ParentType, ContextType, Partial<ClientTrendReportDefinitionsArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ClientRiskSummaryResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ClientRiskSummary'] = ResolversParentTypes['ClientRiskSummary']> = {
  asOf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  nevRatio?: Resolver<Maybe<ResolversTypes['RiskReading']>, ParentType, ContextType>;
  nevShockChange?: Resolver<Maybe<ResolversTypes['RiskReading']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['RiskReading']>, ParentType, ContextType>;
  reportDefinition?: Resolver<Maybe<ResolversTypes['ReportDefinition']>, ParentType, ContextType>;
};

export type ClientSettingsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ClientSettings'] = ResolversParentTypes['ClientSettings']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  niiYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['ReportListEntry']>, ParentType, ContextType>;
  zmDatabaseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientSettingsSavedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ClientSettingsSaved'] = ResolversParentTypes['ClientSettingsSaved']> = {
  settings?: Resolver<ResolversTypes['ClientSettings'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CloneDataSetResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['CloneDataSetResult'] = ResolversParentTypes['CloneDataSetResult']> = {
  __resolveType: TypeResolveFn<'DataSetSaved' | 'ValidationFailed', ParentType, ContextType>;
};

export type CloneReportDefinitionResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['CloneReportDefinitionResult'] = ResolversParentTypes['CloneReportDefinitionResult']> = {
  __resolveType: TypeResolveFn<'ReportDefinitionSaved' | 'ValidationFailed', ParentType, ContextType>;
};

export type CreatePersonalAccessTokenResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['CreatePersonalAccessTokenResult'] = ResolversParentTypes['CreatePersonalAccessTokenResult']> = {
  __resolveType: TypeResolveFn<'PersonalAccessTokenSecret' | 'ValidationFailed', ParentType, ContextType>;
};

export type CreateServiceAccountResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['CreateServiceAccountResult'] = ResolversParentTypes['CreateServiceAccountResult']> = {
  __resolveType: TypeResolveFn<'ServiceAccountCredentials' | 'ValidationFailed', ParentType, ContextType>;
};

export type CurveResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Curve'] = ResolversParentTypes['Curve']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  asOfDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['CurvePoint']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['CurveVersion']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CurvePointResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['CurvePoint'] = ResolversParentTypes['CurvePoint']> = {
  parYield?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tenorMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CurveUploadedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['CurveUploaded'] = ResolversParentTypes['CurveUploaded']> = {
  curve?: Resolver<ResolversTypes['Curve'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['CurveVersion'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CurveVersionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['CurveVersion'] = ResolversParentTypes['CurveVersion']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  asOfDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['CurvePoint']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataSetResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSet'] = ResolversParentTypes['DataSet']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  asOfDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['DataSetFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAttached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportDefinitions?: Resolver<Maybe<Array<ResolversTypes['ReportDefinition']>>, ParentType, ContextType>;
  resultSets?: Resolver<Array<ResolversTypes['ResultSet']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RunStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DataSetType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useTcuFund?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['DataSetActions'], ParentType, ContextType>;
  whatIfSource?: Resolver<Maybe<ResolversTypes['DataSet']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DataSetActionsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSetActions'] = ResolversParentTypes['DataSetActions']> = {
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  run?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DataSetConnectionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSetConnection'] = ResolversParentTypes['DataSetConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DataSetEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['DataSet']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataSetDeletedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSetDeleted'] = ResolversParentTypes['DataSetDeleted']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DataSetEdgeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSetEdge'] = ResolversParentTypes['DataSetEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DataSet'], ParentType, ContextType>;
};

export type DataSetFileResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSetFile'] = ResolversParentTypes['DataSetFile']> = {
  fileKind?: Resolver<ResolversTypes['DataSetFileKind'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataSetRunStartedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSetRunStarted'] = ResolversParentTypes['DataSetRunStarted']> = {
  dataSet?: Resolver<ResolversTypes['DataSet'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DataSetSavedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSetSaved'] = ResolversParentTypes['DataSetSaved']> = {
  dataSet?: Resolver<ResolversTypes['DataSet'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DataSetStatusEventResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DataSetStatusEvent'] = ResolversParentTypes['DataSetStatusEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['StatusChange'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dataSet?: Resolver<Maybe<ResolversTypes['DataSet']>, ParentType, ContextType>;
  dataSetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RunStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DeleteChartOfAccountsResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DeleteChartOfAccountsResult'] = ResolversParentTypes['DeleteChartOfAccountsResult']> = {
  __resolveType: TypeResolveFn<'ChartOfAccountsDeleted' | 'ResourceInUse', ParentType, ContextType>;
};

export type DeleteDataSetResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DeleteDataSetResult'] = ResolversParentTypes['DeleteDataSetResult']> = {
  __resolveType: TypeResolveFn<'DataSetDeleted' | 'ResourceInUse' | 'ResourceLocked', ParentType, ContextType>;
};

export type DeleteReportDefinitionResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DeleteReportDefinitionResult'] = ResolversParentTypes['DeleteReportDefinitionResult']> = {
  __resolveType: TypeResolveFn<'ReportDefinitionDeleted' | 'ResourceLocked', ParentType, ContextType>;
};

export type DocumentJobResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DocumentJob'] = ResolversParentTypes['DocumentJob']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloadLink?: Resolver<Maybe<ResolversTypes['URL']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessages?: Resolver<Array<ResolversTypes['ActionableMessage']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  finishedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentJobKind'], ParentType, ContextType>;
  reportDefinitionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DocumentJobStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DomainPermissionsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DomainPermissions'] = ResolversParentTypes['DomainPermissions']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DuplicateNameResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['DuplicateName'] = ResolversParentTypes['DuplicateName']> = {
  code?: Resolver<ResolversTypes['FailureCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ActionableMessage']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailAddressResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['EmailAddress'] = ResolversParentTypes['EmailAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailSentResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['EmailSent'] = ResolversParentTypes['EmailSent']> = {
  deliveryStatus?: Resolver<ResolversTypes['EmailDeliveryStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ErrorPageTextsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ErrorPageTexts'] = ResolversParentTypes['ErrorPageTexts']> = {
  iframe?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noAccessMessage1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noAccessMessage2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noMetadata?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notFoundMessage1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notFoundMessage2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notFoundTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FailureResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Failure'] = ResolversParentTypes['Failure']> = {
  __resolveType: TypeResolveFn<'DuplicateName' | 'NoChartsOfAccounts' | 'ResourceInUse' | 'ResourceLocked' | 'ValidationFailed' | 'WorkflowRefused', ParentType, ContextType>;
};

export type FooterResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Footer'] = ResolversParentTypes['Footer']> = {
  copyright?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['FooterLink']>, ParentType, ContextType>;
};

export type FooterLinkResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['FooterLink'] = ResolversParentTypes['FooterLink']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlobalDictionariesResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['GlobalDictionaries'] = ResolversParentTypes['GlobalDictionaries']> = {
  errors?: Resolver<ResolversTypes['ErrorPageTexts'], ParentType, ContextType>;
  footer?: Resolver<ResolversTypes['Footer'], ParentType, ContextType>;
  greetings?: Resolver<Array<ResolversTypes['Greeting']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInfo'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['PageTitle']>, ParentType, ContextType>;
};

export type GoalSeekResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['GoalSeek'] = ResolversParentTypes['GoalSeek']> = {
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  evaluations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupBalance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  limitsBroken?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  limitsStillBreached?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['GoalSeekOutcome'], ParentType, ContextType>;
  reachedValue?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  valueOneStepLess?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  whatIf?: Resolver<ResolversTypes['WhatIf'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GoalSeekResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['GoalSeekResult'] = ResolversParentTypes['GoalSeekResult']> = {
  __resolveType: TypeResolveFn<'GoalSeek' | 'ValidationFailed', ParentType, ContextType>;
};

export type GreetingResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Greeting'] = ResolversParentTypes['Greeting']> = {
  fromHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InfoMessageResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['InfoMessage'] = ResolversParentTypes['InfoMessage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['Severity'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InfoMessageConnectionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['InfoMessageConnection'] = ResolversParentTypes['InfoMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InfoMessageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['InfoMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InfoMessageEdgeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['InfoMessageEdge'] = ResolversParentTypes['InfoMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InfoMessage'], ParentType, ContextType>;
};

export type MfaStateResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['MfaState'] = ResolversParentTypes['MfaState']> = {
  inMfaGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingAction?: Resolver<ResolversTypes['MfaSyncAction'], ParentType, ContextType>;
  requiredByClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MfaSyncResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['MfaSyncResult'] = ResolversParentTypes['MfaSyncResult']> = {
  action?: Resolver<ResolversTypes['MfaSyncAction'], ParentType, ContextType>;
  mfa?: Resolver<ResolversTypes['MfaState'], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signInRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  approveReportDefinition?: Resolver<ResolversTypes['ReportWorkflowResult'], ParentType, ContextType, RequireFields<MutationApproveReportDefinitionArgs, 'id'>>;
  cloneDataSet?: Resolver<ResolversTypes['CloneDataSetResult'], ParentType, ContextType, RequireFields<MutationCloneDataSetArgs, 'id'>>;
  cloneReportDefinition?: Resolver<ResolversTypes['CloneReportDefinitionResult'], ParentType, ContextType, RequireFields<MutationCloneReportDefinitionArgs, 'id'>>;
  createPersonalAccessToken?: Resolver<ResolversTypes['CreatePersonalAccessTokenResult'], ParentType, ContextType, RequireFields<MutationCreatePersonalAccessTokenArgs, 'input'>>;
  createPrintTicket?: Resolver<ResolversTypes['PrintTicket'], ParentType, ContextType, RequireFields<MutationCreatePrintTicketArgs, 'reportDefinitionId'>>;
  createServiceAccount?: Resolver<ResolversTypes['CreateServiceAccountResult'], ParentType, ContextType, RequireFields<MutationCreateServiceAccountArgs, 'input'>>;
  deleteChartOfAccounts?: Resolver<ResolversTypes['DeleteChartOfAccountsResult'], ParentType, ContextType, RequireFields<MutationDeleteChartOfAccountsArgs, 'id'>>;
  deleteDataSet?: Resolver<ResolversTypes['DeleteDataSetResult'], ParentType, ContextType, RequireFields<MutationDeleteDataSetArgs, 'id'>>;
  deleteReportDefinition?: Resolver<ResolversTypes['DeleteReportDefinitionResult'], ParentType, ContextType, RequireFields<MutationDeleteReportDefinitionArgs, 'id'>>;
  importChartOfAccounts?: Resolver<ResolversTypes['SaveChartOfAccountsResult'], ParentType, ContextType, RequireFields<MutationImportChartOfAccountsArgs, 'clientId' | 'name' | 'sourceRunResultId'>>;
  issueAuthenticatorEnrolmentCode?: Resolver<ResolversTypes['AuthenticatorEnrolmentCode'], ParentType, ContextType, RequireFields<MutationIssueAuthenticatorEnrolmentCodeArgs, 'userId'>>;
  publishReportDefinition?: Resolver<ResolversTypes['ReportWorkflowResult'], ParentType, ContextType, RequireFields<MutationPublishReportDefinitionArgs, 'id'>>;
  refreshReport?: Resolver<ResolversTypes['RefreshReportResult'], ParentType, ContextType, RequireFields<MutationRefreshReportArgs, 'input'>>;
  requestDetailWorkbook?: Resolver<ResolversTypes['DocumentJob'], ParentType, ContextType, RequireFields<MutationRequestDetailWorkbookArgs, 'reportDefinitionId'>>;
  requestPdfPackage?: Resolver<ResolversTypes['DocumentJob'], ParentType, ContextType, RequireFields<MutationRequestPdfPackageArgs, 'package' | 'reportDefinitionId'>>;
  requestPdfSelection?: Resolver<ResolversTypes['DocumentJob'], ParentType, ContextType, RequireFields<MutationRequestPdfSelectionArgs, 'entries' | 'reportDefinitionId'>>;
  requestWhatIfPdf?: Resolver<ResolversTypes['DocumentJob'], ParentType, ContextType, RequireFields<MutationRequestWhatIfPdfArgs, 'input'>>;
  requestWhatIfWorkbook?: Resolver<ResolversTypes['DocumentJob'], ParentType, ContextType, RequireFields<MutationRequestWhatIfWorkbookArgs, 'input'>>;
  resetAuthenticator?: Resolver<ResolversTypes['AuthenticatorReset'], ParentType, ContextType, RequireFields<MutationResetAuthenticatorArgs, 'userId'>>;
  revokePersonalAccessToken?: Resolver<ResolversTypes['PersonalAccessToken'], ParentType, ContextType, RequireFields<MutationRevokePersonalAccessTokenArgs, 'id'>>;
  revokeServiceAccount?: Resolver<ResolversTypes['ServiceAccount'], ParentType, ContextType, RequireFields<MutationRevokeServiceAccountArgs, 'clientId'>>;
  rotateServiceAccountSecret?: Resolver<ResolversTypes['ServiceAccountCredentials'], ParentType, ContextType, RequireFields<MutationRotateServiceAccountSecretArgs, 'clientId'>>;
  runDataSet?: Resolver<ResolversTypes['RunDataSetResult'], ParentType, ContextType, RequireFields<MutationRunDataSetArgs, 'id'>>;
  saveChartOfAccountsAsNew?: Resolver<ResolversTypes['SaveChartOfAccountsResult'], ParentType, ContextType, RequireFields<MutationSaveChartOfAccountsAsNewArgs, 'clientId' | 'name' | 'nodes'>>;
  saveClientSettings?: Resolver<ResolversTypes['SaveClientSettingsResult'], ParentType, ContextType, RequireFields<MutationSaveClientSettingsArgs, 'clientId' | 'input'>>;
  saveDataSet?: Resolver<ResolversTypes['SaveDataSetResult'], ParentType, ContextType, RequireFields<MutationSaveDataSetArgs, 'clientId' | 'input'>>;
  saveReportDefinition?: Resolver<ResolversTypes['SaveReportDefinitionResult'], ParentType, ContextType, RequireFields<MutationSaveReportDefinitionArgs, 'clientId' | 'input'>>;
  saveWhatIf?: Resolver<ResolversTypes['SaveWhatIfResult'], ParentType, ContextType, RequireFields<MutationSaveWhatIfArgs, 'input'>>;
  sendEmail?: Resolver<ResolversTypes['SendEmailResult'], ParentType, ContextType, RequireFields<MutationSendEmailArgs, 'input'>>;
  setClientMfaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetClientMfaRequiredArgs, 'clientId' | 'required'>>;
  setZmDatabase?: Resolver<ResolversTypes['SaveClientSettingsResult'], ParentType, ContextType, RequireFields<MutationSetZmDatabaseArgs, 'clientId' | 'zmDatabaseName'>>;
  syncMfa?: Resolver<ResolversTypes['MfaSyncResult'], ParentType, ContextType>;
  unapproveReportDefinition?: Resolver<ResolversTypes['ReportWorkflowResult'], ParentType, ContextType, RequireFields<MutationUnapproveReportDefinitionArgs, 'id'>>;
  unpublishReportDefinition?: Resolver<ResolversTypes['ReportWorkflowResult'], ParentType, ContextType, RequireFields<MutationUnpublishReportDefinitionArgs, 'id'>>;
  updateChartOfAccounts?: Resolver<ResolversTypes['SaveChartOfAccountsResult'], ParentType, ContextType, RequireFields<MutationUpdateChartOfAccountsArgs, 'id'>>;
  updatePreferences?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationUpdatePreferencesArgs, 'input'>>;
  uploadCurve?: Resolver<ResolversTypes['UploadCurveResult'], ParentType, ContextType, RequireFields<MutationUploadCurveArgs, 'input'>>;
};

export type NavCategoryResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['NavCategory'] = ResolversParentTypes['NavCategory']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NavGroupResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['NavGroup'] = ResolversParentTypes['NavGroup']> = {
  categories?: Resolver<Array<ResolversTypes['NavCategory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['NavPlacement'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NavItemResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['NavItem'] = ResolversParentTypes['NavItem']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['AppMetadata']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusTag?: Resolver<Maybe<ResolversTypes['StatusTag']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NcuaRatingReadingResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['NcuaRatingReading'] = ResolversParentTypes['NcuaRatingReading']> = {
  column?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  declineBand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postShockRatio?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['NcuaRating'], ParentType, ContextType>;
  ratioBand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sensitivity?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RiskStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NoChartsOfAccountsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['NoChartsOfAccounts'] = ResolversParentTypes['NoChartsOfAccounts']> = {
  code?: Resolver<ResolversTypes['FailureCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ActionableMessage']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NodeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'ChartOfAccounts' | 'Client' | 'Curve' | 'DataSet' | 'InfoMessage' | 'NotificationMessage' | 'PersonalAccessToken' | 'Report' | 'ReportDefinition' | 'ServiceAccount' | 'TableRow', ParentType, ContextType>;
};

export type NotificationMessageResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['NotificationMessage'] = ResolversParentTypes['NotificationMessage']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  audience?: Resolver<ResolversTypes['NotificationAudience'], ParentType, ContextType>;
  change?: Resolver<Maybe<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByUid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataSetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reportDefinitionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  runStatus?: Resolver<ResolversTypes['RunStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationMessageConnectionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['NotificationMessageConnection'] = ResolversParentTypes['NotificationMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationMessageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['NotificationMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationMessageEdgeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['NotificationMessageEdge'] = ResolversParentTypes['NotificationMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NotificationMessage'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageTitleResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['PageTitle'] = ResolversParentTypes['PageTitle']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonalAccessTokenResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['PersonalAccessToken'] = ResolversParentTypes['PersonalAccessToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastUsedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['AnalysisPermission']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PersonalAccessTokenSecretResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['PersonalAccessTokenSecret'] = ResolversParentTypes['PersonalAccessTokenSecret']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['PersonalAccessToken'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PrintTicketResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['PrintTicket'] = ResolversParentTypes['PrintTicket']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProductInfoResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ProductInfo'] = ResolversParentTypes['ProductInfo']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleSeparator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auditEvents?: Resolver<Maybe<ResolversTypes['AuditEventConnection']>, ParentType, ContextType, RequireFields<QueryAuditEventsArgs, 'first'>>;
  build?: Resolver<ResolversTypes['BuildInfo'], ParentType, ContextType>;
  chartOfAccounts?: Resolver<Maybe<ResolversTypes['ChartOfAccounts']>, ParentType, ContextType, RequireFields<QueryChartOfAccountsArgs, 'id'>>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, Partial<QueryClientArgs>>;
  clientRiskSummaries?: Resolver<Maybe<Array<ResolversTypes['ClientRiskSummary']>>, ParentType, ContextType>;
  clients?: Resolver<Maybe<Array<ResolversTypes['Client']>>, ParentType, ContextType>;
  curve?: Resolver<Maybe<ResolversTypes['Curve']>, ParentType, ContextType, Partial<QueryCurveArgs>>;
  curves?: Resolver<Maybe<Array<ResolversTypes['Curve']>>, ParentType, ContextType>;
  dataSet?: Resolver<Maybe<ResolversTypes['DataSet']>, ParentType, ContextType, RequireFields<QueryDataSetArgs, 'id'>>;
  dataSetNameTaken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryDataSetNameTakenArgs, 'clientId' | 'name'>>;
  documentJob?: Resolver<Maybe<ResolversTypes['DocumentJob']>, ParentType, ContextType, RequireFields<QueryDocumentJobArgs, 'id'>>;
  goalSeek?: Resolver<ResolversTypes['GoalSeekResult'], ParentType, ContextType, RequireFields<QueryGoalSeekArgs, 'input'>>;
  infoMessages?: Resolver<Maybe<Array<ResolversTypes['InfoMessage']>>, ParentType, ContextType, RequireFields<QueryInfoMessagesArgs, 'descending' | 'pageSize' | 'sortBy'>>;
  infoMessagesConnection?: Resolver<Maybe<ResolversTypes['InfoMessageConnection']>, ParentType, ContextType, RequireFields<QueryInfoMessagesConnectionArgs, 'first'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  personalAccessTokenPermissions?: Resolver<Array<ResolversTypes['AnalysisPermission']>, ParentType, ContextType>;
  personalAccessTokenScopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  personalAccessTokens?: Resolver<Maybe<Array<ResolversTypes['PersonalAccessToken']>>, ParentType, ContextType>;
  recentNotifications?: Resolver<Maybe<Array<ResolversTypes['NotificationMessage']>>, ParentType, ContextType, RequireFields<QueryRecentNotificationsArgs, 'pageSize' | 'sinceMinutes'>>;
  recentNotificationsConnection?: Resolver<Maybe<ResolversTypes['NotificationMessageConnection']>, ParentType, ContextType, RequireFields<QueryRecentNotificationsConnectionArgs, 'first' | 'sinceMinutes'>>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'reportDefinitionId' | 'reportId'>>;
  reportCatalogue?: Resolver<Maybe<ResolversTypes['ReportCatalogue']>, ParentType, ContextType, RequireFields<QueryReportCatalogueArgs, 'niiYears'>>;
  reportDefinition?: Resolver<Maybe<ResolversTypes['ReportDefinition']>, ParentType, ContextType, RequireFields<QueryReportDefinitionArgs, 'id'>>;
  reportDefinitionByDatabaseId?: Resolver<Maybe<ResolversTypes['ReportDefinition']>, ParentType, ContextType, RequireFields<QueryReportDefinitionByDatabaseIdArgs, 'databaseId'>>;
  serviceAccounts?: Resolver<Maybe<Array<ResolversTypes['ServiceAccount']>>, ParentType, ContextType, Partial<QueryServiceAccountsArgs>>;
  shell?: Resolver<ResolversTypes['Shell'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  whatIf?: Resolver<ResolversTypes['WhatIfResult'], ParentType, ContextType, RequireFields<QueryWhatIfArgs, 'input'>>;
  whatIfDepositGroups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryWhatIfDepositGroupsArgs, 'dataSetId'>>;
  whatIfGroups?: Resolver<ResolversTypes['WhatIfGroups'], ParentType, ContextType, RequireFields<QueryWhatIfGroupsArgs, 'dataSetId'>>;
};

export type RefreshReportResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['RefreshReportResult'] = ResolversParentTypes['RefreshReportResult']> = {
  __resolveType: TypeResolveFn<'ReportRefreshed' | 'ResourceLocked', ParentType, ContextType>;
};

export type ReportResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  apiVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  asOfDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ReportBlock']>, ParentType, ContextType>;
  clientAcronym?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  compareAsOf?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  compareAsOfDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  computedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  computedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  definitionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  definitionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportDefinitionKind'], ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportBlockResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportBlock'] = ResolversParentTypes['ReportBlock']> = {
  __resolveType: TypeResolveFn<'ChartBlock' | 'TableBlock' | 'TextBlock', ParentType, ContextType>;
};

export type ReportCatalogueResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportCatalogue'] = ResolversParentTypes['ReportCatalogue']> = {
  categories?: Resolver<Array<ResolversTypes['ReportCategory']>, ParentType, ContextType>;
};

export type ReportCatalogueEntryResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportCatalogueEntry'] = ResolversParentTypes['ReportCatalogueEntry']> = {
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ReportCategoryResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportCategory'] = ResolversParentTypes['ReportCategory']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['ReportPage']>, ParentType, ContextType>;
};

export type ReportDefinitionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportDefinition'] = ResolversParentTypes['ReportDefinition']> = {
  approvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approvedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  asOf?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  asOfDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseDataSet?: Resolver<Maybe<ResolversTypes['DataSet']>, ParentType, ContextType>;
  baseDataSetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  baseDataSetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseDataSetType?: Resolver<Maybe<ResolversTypes['DataSetType']>, ParentType, ContextType>;
  catalogue?: Resolver<Maybe<ResolversTypes['ReportCatalogue']>, ParentType, ContextType>;
  chartOfAccountsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  commentary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  compareAsOf?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  compareAsOfDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  compareDataSet?: Resolver<Maybe<ResolversTypes['DataSet']>, ParentType, ContextType>;
  compareDataSetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  compareDataSetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decliningScenario?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportDefinitionKind'], ParentType, ContextType>;
  maxScenario?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minScenario?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  niiYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pdfs?: Resolver<Maybe<Array<ResolversTypes['ReportPdf']>>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publishedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  risingScenario?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedReports?: Resolver<Array<ResolversTypes['ReportListEntry']>, ParentType, ContextType>;
  shockScenario?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RunStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['ReportDefinitionActions'], ParentType, ContextType>;
  workflowState?: Resolver<ResolversTypes['WorkflowState'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportDefinitionActionsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportDefinitionActions'] = ResolversParentTypes['ReportDefinitionActions']> = {
  approve?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unapprove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unpublish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReportDefinitionConnectionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportDefinitionConnection'] = ResolversParentTypes['ReportDefinitionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReportDefinitionEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['ReportDefinition']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportDefinitionDeletedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportDefinitionDeleted'] = ResolversParentTypes['ReportDefinitionDeleted']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportDefinitionEdgeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportDefinitionEdge'] = ResolversParentTypes['ReportDefinitionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReportDefinition'], ParentType, ContextType>;
};

export type ReportDefinitionSavedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportDefinitionSaved'] = ResolversParentTypes['ReportDefinitionSaved']> = {
  reportDefinition?: Resolver<ResolversTypes['ReportDefinition'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportDefinitionStatusEventResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportDefinitionStatusEvent'] = ResolversParentTypes['ReportDefinitionStatusEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  change?: Resolver<ResolversTypes['StatusChange'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reportDefinition?: Resolver<Maybe<ResolversTypes['ReportDefinition']>, ParentType, ContextType>;
  reportDefinitionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RunStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportDefinitionWorkflowChangedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportDefinitionWorkflowChanged'] = ResolversParentTypes['ReportDefinitionWorkflowChanged']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportDefinition?: Resolver<ResolversTypes['ReportDefinition'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportListEntryResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportListEntry'] = ResolversParentTypes['ReportListEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ReportPageResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  apiVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['ReportCatalogueEntry']>, ParentType, ContextType>;
  hasNiiReports?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  urlKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportPdfResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportPdf'] = ResolversParentTypes['ReportPdf']> = {
  availability?: Resolver<ResolversTypes['ReportPdfAvailability'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PdfPackageKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportRefreshedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportRefreshed'] = ResolversParentTypes['ReportRefreshed']> = {
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportWorkflowResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ReportWorkflowResult'] = ResolversParentTypes['ReportWorkflowResult']> = {
  __resolveType: TypeResolveFn<'ReportDefinitionWorkflowChanged' | 'WorkflowRefused', ParentType, ContextType>;
};

export type ResourceInUseResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ResourceInUse'] = ResolversParentTypes['ResourceInUse']> = {
  code?: Resolver<ResolversTypes['FailureCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ActionableMessage']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResourceLockedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ResourceLocked'] = ResolversParentTypes['ResourceLocked']> = {
  code?: Resolver<ResolversTypes['FailureCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ActionableMessage']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ResultSetResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ResultSet'] = ResolversParentTypes['ResultSet']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ResultSetType'], ParentType, ContextType>;
};

export type RiskFigureResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['RiskFigure'] = ResolversParentTypes['RiskFigure']> = {
  number?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RiskLineResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['RiskLine'] = ResolversParentTypes['RiskLine']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RiskReadingResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['RiskReading'] = ResolversParentTypes['RiskReading']> = {
  headline?: Resolver<ResolversTypes['RiskFigure'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RiskLine']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['RiskStatus']>, ParentType, ContextType>;
  trend?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  trendNumber?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  trendText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RiskStatusResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['RiskStatus'] = ResolversParentTypes['RiskStatus']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tone?: Resolver<ResolversTypes['RiskTone'], ParentType, ContextType>;
};

export type RunDataSetResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['RunDataSetResult'] = ResolversParentTypes['RunDataSetResult']> = {
  __resolveType: TypeResolveFn<'DataSetRunStarted' | 'ResourceInUse' | 'ResourceLocked', ParentType, ContextType>;
};

export type SaveChartOfAccountsResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['SaveChartOfAccountsResult'] = ResolversParentTypes['SaveChartOfAccountsResult']> = {
  __resolveType: TypeResolveFn<'ChartOfAccountsSaved' | 'DuplicateName' | 'ResourceLocked' | 'ValidationFailed', ParentType, ContextType>;
};

export type SaveClientSettingsResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['SaveClientSettingsResult'] = ResolversParentTypes['SaveClientSettingsResult']> = {
  __resolveType: TypeResolveFn<'ClientSettingsSaved' | 'ValidationFailed', ParentType, ContextType>;
};

export type SaveDataSetResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['SaveDataSetResult'] = ResolversParentTypes['SaveDataSetResult']> = {
  __resolveType: TypeResolveFn<'DataSetSaved' | 'DuplicateName' | 'ResourceLocked' | 'ValidationFailed', ParentType, ContextType>;
};

export type SaveReportDefinitionResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['SaveReportDefinitionResult'] = ResolversParentTypes['SaveReportDefinitionResult']> = {
  __resolveType: TypeResolveFn<'DuplicateName' | 'NoChartsOfAccounts' | 'ReportDefinitionSaved' | 'ResourceLocked' | 'ValidationFailed', ParentType, ContextType>;
};

export type SaveWhatIfResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['SaveWhatIfResult'] = ResolversParentTypes['SaveWhatIfResult']> = {
  __resolveType: TypeResolveFn<'DuplicateName' | 'ValidationFailed' | 'WhatIfSaved', ParentType, ContextType>;
};

export type SendEmailResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['SendEmailResult'] = ResolversParentTypes['SendEmailResult']> = {
  __resolveType: TypeResolveFn<'EmailSent' | 'ValidationFailed', ParentType, ContextType>;
};

export type ServiceAccountResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ServiceAccount'] = ResolversParentTypes['ServiceAccount']> = {
  analysisPermissions?: Resolver<Array<ResolversTypes['AnalysisPermission']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secretRotatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  secretRotatedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ServiceAccountCredentialsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ServiceAccountCredentials'] = ResolversParentTypes['ServiceAccountCredentials']> = {
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceAccount?: Resolver<ResolversTypes['ServiceAccount'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShellResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Shell'] = ResolversParentTypes['Shell']> = {
  apps?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  globals?: Resolver<ResolversTypes['GlobalDictionaries'], ParentType, ContextType>;
  infoCard?: Resolver<Maybe<ResolversTypes['AppMetadata']>, ParentType, ContextType, RequireFields<ShellInfoCardArgs, 'domain'>>;
  navigation?: Resolver<Array<ResolversTypes['NavGroup']>, ParentType, ContextType>;
};

export type StatusTagResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['StatusTag'] = ResolversParentTypes['StatusTag']> = {
  color?: Resolver<ResolversTypes['StatusTagColor'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  buildChanged?: SubscriptionResolver<ResolversTypes['BuildInfo'], "buildChanged", ParentType, ContextType>;
  dataSetStatusChanged?: SubscriptionResolver<ResolversTypes['DataSetStatusEvent'], "dataSetStatusChanged", ParentType, ContextType, RequireFields<SubscriptionDataSetStatusChangedArgs, 'clientId'>>;
  documentJobProgress?: SubscriptionResolver<ResolversTypes['DocumentJob'], "documentJobProgress", ParentType, ContextType, RequireFields<SubscriptionDocumentJobProgressArgs, 'id'>>;
  notificationReceived?: SubscriptionResolver<ResolversTypes['NotificationMessage'], "notificationReceived", ParentType, ContextType>;
  reportDefinitionStatusChanged?: SubscriptionResolver<ResolversTypes['ReportDefinitionStatusEvent'], "reportDefinitionStatusChanged", ParentType, ContextType, RequireFields<SubscriptionReportDefinitionStatusChangedArgs, 'clientId'>>;
};

export type TableBlockResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TableBlock'] = ResolversParentTypes['TableBlock']> = {
  columns?: Resolver<Array<ResolversTypes['TableColumn']>, ParentType, ContextType>;
  datasetTitles?: Resolver<Array<ResolversTypes['TableDataset']>, ParentType, ContextType>;
  datasets?: Resolver<Array<ResolversTypes['BlockDataset']>, ParentType, ContextType>;
  dictionaryKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<Array<ResolversTypes['ReportDefinitionKind']>, ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  levels?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  precision?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TableRow']>, ParentType, ContextType>;
  rowsConnection?: Resolver<ResolversTypes['TableRowConnection'], ParentType, ContextType, RequireFields<TableBlockRowsConnectionArgs, 'first'>>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleIsDynamic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  treeData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BlockType'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['Cell']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TableColumnResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TableColumn'] = ResolversParentTypes['TableColumn']> = {
  dateFormat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateFormatExcel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayAs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  divisor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  emphasize?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filter?: Resolver<Maybe<ResolversTypes['ColumnFilter']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ColumnFormat'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRowHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noExport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  precision?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scenario?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searchable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  valueIfEmpty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TableDatasetResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TableDataset'] = ResolversParentTypes['TableDataset']> = {
  asOf?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  asOfDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dataSetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['BlockDataset'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TableRowResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TableRow'] = ResolversParentTypes['TableRow']> = {
  cells?: Resolver<Array<ResolversTypes['Cell']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['ValueFormat']>, ParentType, ContextType>;
  hasChildren?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TableRowConnectionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TableRowConnection'] = ResolversParentTypes['TableRowConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TableRowEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['TableRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TableRowEdgeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TableRowEdge'] = ResolversParentTypes['TableRowEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TableRow'], ParentType, ContextType>;
};

export type TemplateBlockResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TemplateBlock'] = ResolversParentTypes['TemplateBlock']> = {
  __resolveType: TypeResolveFn<'ChartBlock' | 'TableBlock' | 'TextBlock', ParentType, ContextType>;
};

export type TextBlockResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TextBlock'] = ResolversParentTypes['TextBlock']> = {
  datasets?: Resolver<Array<ResolversTypes['BlockDataset']>, ParentType, ContextType>;
  dictionaryKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<Array<ResolversTypes['ReportDefinitionKind']>, ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  precision?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleIsDynamic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BlockType'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TrendReportDefinitionResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['TrendReportDefinition'] = ResolversParentTypes['TrendReportDefinition']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  asOfDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export type UploadCurveResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['UploadCurveResult'] = ResolversParentTypes['UploadCurveResult']> = {
  __resolveType: TypeResolveFn<'CurveUploaded' | 'ValidationFailed', ParentType, ContextType>;
};

export type ValidationFailedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ValidationFailed'] = ResolversParentTypes['ValidationFailed']> = {
  code?: Resolver<ResolversTypes['FailureCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ActionableMessage']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  can?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<ViewerCanArgs, 'domain' | 'permission'>>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mfa?: Resolver<ResolversTypes['MfaState'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['DomainPermissions']>, ParentType, ContextType>;
  permissionsIn?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<ViewerPermissionsInArgs, 'domain'>>;
  preferences?: Resolver<ResolversTypes['ViewerPreferences'], ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerPreferencesResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['ViewerPreferences'] = ResolversParentTypes['ViewerPreferences']> = {
  fontSize?: Resolver<ResolversTypes['FontSize'], ParentType, ContextType>;
  lastClientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  suppressPopups?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WhatIfResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIf'] = ResolversParentTypes['WhatIf']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['WhatIfAppliedChange']>, ParentType, ContextType>;
  computeMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dataSetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dataSetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  measures?: Resolver<Array<ResolversTypes['WhatIfMeasure']>, ParentType, ContextType>;
  policy?: Resolver<Array<ResolversTypes['WhatIfPolicyCheck']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['WhatIfRating'], ParentType, ContextType>;
  reportDefinitionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reportDefinitionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shockBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAssets?: Resolver<ResolversTypes['WhatIfBalance'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WhatIfAppliedChangeResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfAppliedChange'] = ResolversParentTypes['WhatIfAppliedChange']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WhatIfBalanceResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfBalance'] = ResolversParentTypes['WhatIfBalance']> = {
  asIs?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  withChanges?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type WhatIfDepositTermsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfDepositTerms'] = ResolversParentTypes['WhatIfDepositTerms']> = {
  beta?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  decay?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WhatIfDurationsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfDurations'] = ResolversParentTypes['WhatIfDurations']> = {
  assets?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  liabilities?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WhatIfFigureResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfFigure'] = ResolversParentTypes['WhatIfFigure']> = {
  durations?: Resolver<Maybe<ResolversTypes['WhatIfDurations']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  scenarioName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['RiskStatus']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WhatIfGroupsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfGroups'] = ResolversParentTypes['WhatIfGroups']> = {
  balanceSheet?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  depositTerms?: Resolver<Array<ResolversTypes['WhatIfDepositTerms']>, ParentType, ContextType>;
  deposits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  purchasable?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseTerms?: Resolver<Array<ResolversTypes['WhatIfLeafTerms']>, ParentType, ContextType>;
  resizable?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WhatIfLeafTermsResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfLeafTerms'] = ResolversParentTypes['WhatIfLeafTerms']> = {
  amortization?: Resolver<ResolversTypes['WhatIfAmortization'], ParentType, ContextType>;
  cpr?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WhatIfLimitResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfLimit'] = ResolversParentTypes['WhatIfLimit']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WhatIfMeasureResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfMeasure'] = ResolversParentTypes['WhatIfMeasure']> = {
  asIs?: Resolver<ResolversTypes['WhatIfFigure'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['WhatIfMeasureKey'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['WhatIfLimit']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['WhatIfScenarioPoint']>, ParentType, ContextType>;
  seriesLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['WhatIfUnit'], ParentType, ContextType>;
  withChanges?: Resolver<ResolversTypes['WhatIfFigure'], ParentType, ContextType>;
};

export type WhatIfPolicyCheckResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfPolicyCheck'] = ResolversParentTypes['WhatIfPolicyCheck']> = {
  asIs?: Resolver<ResolversTypes['WhatIfFigure'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['WhatIfLimit'], ParentType, ContextType>;
  withChanges?: Resolver<ResolversTypes['WhatIfFigure'], ParentType, ContextType>;
};

export type WhatIfRatingResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfRating'] = ResolversParentTypes['WhatIfRating']> = {
  asIs?: Resolver<ResolversTypes['NcuaRatingReading'], ParentType, ContextType>;
  withChanges?: Resolver<ResolversTypes['NcuaRatingReading'], ParentType, ContextType>;
};

export type WhatIfResultResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfResult'] = ResolversParentTypes['WhatIfResult']> = {
  __resolveType: TypeResolveFn<'ValidationFailed' | 'WhatIf', ParentType, ContextType>;
};

export type WhatIfSavedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfSaved'] = ResolversParentTypes['WhatIfSaved']> = {
  dataSet?: Resolver<ResolversTypes['DataSet'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WhatIfScenarioPointResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WhatIfScenarioPoint'] = ResolversParentTypes['WhatIfScenarioPoint']> = {
  asIs?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  bp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withChanges?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type WorkflowRefusedResolvers<ContextType = PlatformContext, ParentType extends ResolversParentTypes['WorkflowRefused'] = ResolversParentTypes['WorkflowRefused']> = {
  code?: Resolver<ResolversTypes['FailureCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ActionableMessage']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = PlatformContext> = {
  ActionableMessage?: ActionableMessageResolvers<ContextType>;
  AppMetadata?: AppMetadataResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditDetail?: AuditDetailResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditEventConnection?: AuditEventConnectionResolvers<ContextType>;
  AuditEventEdge?: AuditEventEdgeResolvers<ContextType>;
  AuthenticatorEnrolmentCode?: AuthenticatorEnrolmentCodeResolvers<ContextType>;
  AuthenticatorReset?: AuthenticatorResetResolvers<ContextType>;
  BuildInfo?: BuildInfoResolvers<ContextType>;
  Cell?: CellResolvers<ContextType>;
  CellPair?: CellPairResolvers<ContextType>;
  ChartBlock?: ChartBlockResolvers<ContextType>;
  ChartOfAccounts?: ChartOfAccountsResolvers<ContextType>;
  ChartOfAccountsDeleted?: ChartOfAccountsDeletedResolvers<ContextType>;
  ChartOfAccountsNode?: ChartOfAccountsNodeResolvers<ContextType>;
  ChartOfAccountsSaved?: ChartOfAccountsSavedResolvers<ContextType>;
  ChartSeries?: ChartSeriesResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientRiskSummary?: ClientRiskSummaryResolvers<ContextType>;
  ClientSettings?: ClientSettingsResolvers<ContextType>;
  ClientSettingsSaved?: ClientSettingsSavedResolvers<ContextType>;
  CloneDataSetResult?: CloneDataSetResultResolvers<ContextType>;
  CloneReportDefinitionResult?: CloneReportDefinitionResultResolvers<ContextType>;
  CreatePersonalAccessTokenResult?: CreatePersonalAccessTokenResultResolvers<ContextType>;
  CreateServiceAccountResult?: CreateServiceAccountResultResolvers<ContextType>;
  Curve?: CurveResolvers<ContextType>;
  CurvePoint?: CurvePointResolvers<ContextType>;
  CurveUploaded?: CurveUploadedResolvers<ContextType>;
  CurveVersion?: CurveVersionResolvers<ContextType>;
  DataSet?: DataSetResolvers<ContextType>;
  DataSetActions?: DataSetActionsResolvers<ContextType>;
  DataSetConnection?: DataSetConnectionResolvers<ContextType>;
  DataSetDeleted?: DataSetDeletedResolvers<ContextType>;
  DataSetEdge?: DataSetEdgeResolvers<ContextType>;
  DataSetFile?: DataSetFileResolvers<ContextType>;
  DataSetRunStarted?: DataSetRunStartedResolvers<ContextType>;
  DataSetSaved?: DataSetSavedResolvers<ContextType>;
  DataSetStatusEvent?: DataSetStatusEventResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DeleteChartOfAccountsResult?: DeleteChartOfAccountsResultResolvers<ContextType>;
  DeleteDataSetResult?: DeleteDataSetResultResolvers<ContextType>;
  DeleteReportDefinitionResult?: DeleteReportDefinitionResultResolvers<ContextType>;
  DocumentJob?: DocumentJobResolvers<ContextType>;
  DomainPermissions?: DomainPermissionsResolvers<ContextType>;
  DuplicateName?: DuplicateNameResolvers<ContextType>;
  EmailAddress?: EmailAddressResolvers<ContextType>;
  EmailSent?: EmailSentResolvers<ContextType>;
  ErrorPageTexts?: ErrorPageTextsResolvers<ContextType>;
  Failure?: FailureResolvers<ContextType>;
  Footer?: FooterResolvers<ContextType>;
  FooterLink?: FooterLinkResolvers<ContextType>;
  GlobalDictionaries?: GlobalDictionariesResolvers<ContextType>;
  GoalSeek?: GoalSeekResolvers<ContextType>;
  GoalSeekResult?: GoalSeekResultResolvers<ContextType>;
  Greeting?: GreetingResolvers<ContextType>;
  InfoMessage?: InfoMessageResolvers<ContextType>;
  InfoMessageConnection?: InfoMessageConnectionResolvers<ContextType>;
  InfoMessageEdge?: InfoMessageEdgeResolvers<ContextType>;
  MfaState?: MfaStateResolvers<ContextType>;
  MfaSyncResult?: MfaSyncResultResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavCategory?: NavCategoryResolvers<ContextType>;
  NavGroup?: NavGroupResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  NcuaRatingReading?: NcuaRatingReadingResolvers<ContextType>;
  NoChartsOfAccounts?: NoChartsOfAccountsResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NotificationMessage?: NotificationMessageResolvers<ContextType>;
  NotificationMessageConnection?: NotificationMessageConnectionResolvers<ContextType>;
  NotificationMessageEdge?: NotificationMessageEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageTitle?: PageTitleResolvers<ContextType>;
  PersonalAccessToken?: PersonalAccessTokenResolvers<ContextType>;
  PersonalAccessTokenSecret?: PersonalAccessTokenSecretResolvers<ContextType>;
  PrintTicket?: PrintTicketResolvers<ContextType>;
  ProductInfo?: ProductInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefreshReportResult?: RefreshReportResultResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportBlock?: ReportBlockResolvers<ContextType>;
  ReportCatalogue?: ReportCatalogueResolvers<ContextType>;
  ReportCatalogueEntry?: ReportCatalogueEntryResolvers<ContextType>;
  ReportCategory?: ReportCategoryResolvers<ContextType>;
  ReportDefinition?: ReportDefinitionResolvers<ContextType>;
  ReportDefinitionActions?: ReportDefinitionActionsResolvers<ContextType>;
  ReportDefinitionConnection?: ReportDefinitionConnectionResolvers<ContextType>;
  ReportDefinitionDeleted?: ReportDefinitionDeletedResolvers<ContextType>;
  ReportDefinitionEdge?: ReportDefinitionEdgeResolvers<ContextType>;
  ReportDefinitionSaved?: ReportDefinitionSavedResolvers<ContextType>;
  ReportDefinitionStatusEvent?: ReportDefinitionStatusEventResolvers<ContextType>;
  ReportDefinitionWorkflowChanged?: ReportDefinitionWorkflowChangedResolvers<ContextType>;
  ReportListEntry?: ReportListEntryResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  ReportPdf?: ReportPdfResolvers<ContextType>;
  ReportRefreshed?: ReportRefreshedResolvers<ContextType>;
  ReportWorkflowResult?: ReportWorkflowResultResolvers<ContextType>;
  ResourceInUse?: ResourceInUseResolvers<ContextType>;
  ResourceLocked?: ResourceLockedResolvers<ContextType>;
  ResultSet?: ResultSetResolvers<ContextType>;
  RiskFigure?: RiskFigureResolvers<ContextType>;
  RiskLine?: RiskLineResolvers<ContextType>;
  RiskReading?: RiskReadingResolvers<ContextType>;
  RiskStatus?: RiskStatusResolvers<ContextType>;
  RunDataSetResult?: RunDataSetResultResolvers<ContextType>;
  SaveChartOfAccountsResult?: SaveChartOfAccountsResultResolvers<ContextType>;
  SaveClientSettingsResult?: SaveClientSettingsResultResolvers<ContextType>;
  SaveDataSetResult?: SaveDataSetResultResolvers<ContextType>;
  SaveReportDefinitionResult?: SaveReportDefinitionResultResolvers<ContextType>;
  SaveWhatIfResult?: SaveWhatIfResultResolvers<ContextType>;
  SendEmailResult?: SendEmailResultResolvers<ContextType>;
  ServiceAccount?: ServiceAccountResolvers<ContextType>;
  ServiceAccountCredentials?: ServiceAccountCredentialsResolvers<ContextType>;
  Shell?: ShellResolvers<ContextType>;
  StatusTag?: StatusTagResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TableBlock?: TableBlockResolvers<ContextType>;
  TableColumn?: TableColumnResolvers<ContextType>;
  TableDataset?: TableDatasetResolvers<ContextType>;
  TableRow?: TableRowResolvers<ContextType>;
  TableRowConnection?: TableRowConnectionResolvers<ContextType>;
  TableRowEdge?: TableRowEdgeResolvers<ContextType>;
  TemplateBlock?: TemplateBlockResolvers<ContextType>;
  TextBlock?: TextBlockResolvers<ContextType>;
  TrendReportDefinition?: TrendReportDefinitionResolvers<ContextType>;
  URL?: GraphQLScalarType;
  UploadCurveResult?: UploadCurveResultResolvers<ContextType>;
  ValidationFailed?: ValidationFailedResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ViewerPreferences?: ViewerPreferencesResolvers<ContextType>;
  WhatIf?: WhatIfResolvers<ContextType>;
  WhatIfAppliedChange?: WhatIfAppliedChangeResolvers<ContextType>;
  WhatIfBalance?: WhatIfBalanceResolvers<ContextType>;
  WhatIfDepositTerms?: WhatIfDepositTermsResolvers<ContextType>;
  WhatIfDurations?: WhatIfDurationsResolvers<ContextType>;
  WhatIfFigure?: WhatIfFigureResolvers<ContextType>;
  WhatIfGroups?: WhatIfGroupsResolvers<ContextType>;
  WhatIfLeafTerms?: WhatIfLeafTermsResolvers<ContextType>;
  WhatIfLimit?: WhatIfLimitResolvers<ContextType>;
  WhatIfMeasure?: WhatIfMeasureResolvers<ContextType>;
  WhatIfPolicyCheck?: WhatIfPolicyCheckResolvers<ContextType>;
  WhatIfRating?: WhatIfRatingResolvers<ContextType>;
  WhatIfResult?: WhatIfResultResolvers<ContextType>;
  WhatIfSaved?: WhatIfSavedResolvers<ContextType>;
  WhatIfScenarioPoint?: WhatIfScenarioPointResolvers<ContextType>;
  WorkflowRefused?: WorkflowRefusedResolvers<ContextType>;
};

