/** REST shapes of the core API that the schema's mappers point to. */
import type { TemplateBlockModel, TableDictionaryModel } from "./report-models.ts";

export interface ClientModel {
  id: number;
  name: string;
  acronym: string;
}

export interface PreferenceModel {
  prefKey: string;
  prefValue: unknown;
  domain: string;
  type: string;
  id: string;
}

export interface InfoMessageModel {
  id: number;
  domain: string | null;
  severity: string;
  message: string;
  createdDate: string;
  createdBy: string;
}

/** The hub's `receiveInfo` message; the api adds clientId, status and audience to the payload. */
export interface NotificationMessageModel {
  id: number;
  subject: string;
  status: string;
  domain: string;
  createdBy: string;
  createdByUid: string;
  createdDate: string;
  payload: {
    clientId?: number;
    dataSetId?: number;
    reportDefinitionId?: number;
    status?: string;
    action?: string;
    audience?: string;
    [key: string]: unknown;
  };
}

export interface EmailAddressModel {
  name: string;
  emailAddress: string;
  username: string;
}

export interface EmailSentModel {
  id: number;
  status: string;
  subject: string;
  toEmailAddress: string;
}

export interface AppMetadataModel {
  head1?: string;
  head2?: string;
  description?: string;
  callToActionText?: string;
  button?: string;
  url?: string;
  screenshot?: string;
}

export interface NavItemModel {
  label: string;
  path: string;
  category: string;
  active?: boolean;
  status?: string;
  order?: number;
  permission?: string;
  domain?: string;
  external?: boolean;
  metadata?: AppMetadataModel | null;
}

export interface NavGroupModel {
  id: string;
  label: string;
  placement?: string;
  order?: number;
  permission?: string;
  categories?: { id: string; label: string; order?: number }[];
  items?: NavItemModel[];
}

/** `tools/uxsetting/...`: a settings record with its dictionaries. */
export interface SettingsRecordModel<D> {
  id: number;
  category: string;
  domain: string;
  settings: { dictionaries: D };
}

export interface DomainsDictionariesModel {
  apps?: NavItemModel[];
  nav?: NavGroupModel[];
}

export interface GlobalDictionariesModel {
  product?: Partial<Record<"name" | "shortName" | "company" | "titleSeparator" | "supportEmail", string>>;
  footer?: { copyright?: string; links?: { label: string; url: string; order?: number }[] };
  greetings?: { label: string; fromHour: number; toHour: number }[];
  titles?: Record<string, { title?: string; subtitle?: string }>;
  errors?: {
    notFound?: { title?: string; message1?: string; message2?: string };
    noAccess?: { message1?: string; message2?: string };
    iframe?: string;
    noMetadata?: string;
  };
}

/** An entry of the analysis domain's `reports` dictionary: a group (parentId 0) or a page. */
export interface ReportNodeModel {
  id: number;
  /** Pages: the blocks in order (spec shell-and-reports section 3). */
  template?: TemplateBlockModel[];
  parentId: number;
  order: number;
  description: string;
  urlKey: string | null;
  status?: string;
  new?: boolean;
  isHidden?: boolean;
  hasNiiReports?: boolean;
  /** A sheet of the Detail Reports workbook (per NII year for NII pages). */
  inDetailWorkbook?: boolean;
  api_version?: number;
}

export interface AnalysisDictionariesModel {
  reports?: ReportNodeModel[];
  /** urlKey to REST path below the API roots, e.g. 'base/analysis/reports/{id}/...'. */
  reportUrls?: Record<string, string>;
  /** Table dictionaries by dictionaryKey. */
  tables?: Record<string, TableDictionaryModel>;
}

export type NavCategoryModel = NonNullable<NavGroupModel["categories"]>[number];

/** `serviceaccounts` of the core API: a client_credentials client of a tenant (no secret, no hash). */
export interface ServiceAccountModel {
  clientId: string;
  name: string;
  tenant: string;
  permissions: string[];
  createdBy: string;
  createdDate: string;
  secretRotatedDate: string;
  revokedDate: string | null;
}

/** `audit` of the core API: one event of the audit trail, newest first. */
export interface AuditEventModel {
  id: string;
  at: string;
  actor: { sub: string | null; username: string | null; tenant: string | null; credential: string | null };
  address: string | null;
  action: string;
  outcome: string;
  target: string | null;
  /** Names and choices (strings, numbers, booleans, lists of them), never a secret. */
  detail: Record<string, unknown>;
}

/** A service account with its secret: the answer of create and rotate, the only time it is shown. */
export interface ServiceAccountSecretModel {
  account: ServiceAccountModel;
  secret: string;
}

/** `personalaccesstokens` of the core API: one of the caller's tokens (no secret, no hash). */
export interface PersonalAccessTokenModel {
  id: string;
  name: string;
  scopes: string[];
  createdDate: string;
  expiresDate: string;
  lastUsedDate: string | null;
  revokedDate: string | null;
}

/** A personal access token with its secret: the answer of create, the only time it is shown. */
export interface PersonalAccessTokenSecretModel {
  token: PersonalAccessTokenModel;
  secret: string;
}

/** `personalaccesstokens/current`: the token a call was made with, as the api knows it. */
export interface CurrentPersonalAccessTokenModel {
  id: string;
  sub: string;
  tenant: string;
  scopes: string[];
  expiresDate: string;
}
