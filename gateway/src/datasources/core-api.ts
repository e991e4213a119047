import type {
  AnalysisDictionariesModel,
  ClientModel,
  DomainsDictionariesModel,
  EmailAddressModel,
  EmailSentModel,
  GlobalDictionariesModel,
  InfoMessageModel,
  NotificationMessageModel,
  CurrentPersonalAccessTokenModel,
  PersonalAccessTokenModel,
  PersonalAccessTokenSecretModel,
  PreferenceModel,
  ServiceAccountModel,
  ServiceAccountSecretModel,
  AuditEventModel,
  SettingsRecordModel,
} from "../models/core-models.ts";
import type { DepositGroupsModel, GoalSeekModel, WhatIfModel } from "../models/what-if-models.ts";
import type { DataSetModel } from "../models/analysis-models.ts";
import { RestClient, type RestClientOptions } from "./rest-client.ts";

/** `auth/users` entry of the core API. */
export interface AuthUser {
  sub: string;
  username: string;
  name: string;
  given_name: string;
  emails: string[];
  tenant: string;
  jobTitle: string;
  isInMfaGroup: boolean;
}

export interface PermissionEntry {
  permission: string;
  permAssignedAtPolicyPath: string;
  inherited: boolean;
}

/** `auth/permissions`: lists per domain, plus one named 'user'. */
export type PermissionsByDomain = Record<string, PermissionEntry[]>;

/** The core (platform) API: users, permissions, dictionaries, preferences, notifications. */
export class CoreApi {
  private readonly rest: RestClient;

  constructor(options: Omit<RestClientOptions, "name">) {
    this.rest = new RestClient({ ...options, name: "core API" });
  }

  async user(sub: string): Promise<AuthUser | undefined> {
    const users = await this.rest.get<AuthUser[]>("auth/users", { sub });
    return users.find((u) => u.sub === sub);
  }

  permissions(sub: string, tenant: string): Promise<PermissionsByDomain> {
    return this.rest.get<PermissionsByDomain>("auth/permissions", { sub, tenant });
  }

  clients(): Promise<ClientModel[]> {
    return this.rest.get<ClientModel[]>("clients", { pageSize: 999 });
  }

  clientLookup(by: { id?: number; acronym?: string }): Promise<ClientModel> {
    return this.rest.get<ClientModel>("clients/idlookup", by);
  }

  preferences(query: { type: "user" | "client"; id?: string; domain?: string }): Promise<PreferenceModel[]> {
    return this.rest.get<PreferenceModel[]>("prefs/prefs", query);
  }

  setPreference(pref: {
    type: "user" | "client";
    id?: string;
    domain: string;
    prefKey: string;
    prefValue: unknown;
  }): Promise<PreferenceModel> {
    return this.rest.send<PreferenceModel>("PUT", "prefs/pref", pref);
  }

  setMfa(tenant: string, enabled: boolean): Promise<{ sub: string; isInMfaGroup: boolean }> {
    const path = `auth/mfa/${enabled ? "enable" : "disable"}/${encodeURIComponent(tenant)}`;
    return this.rest.send("POST", path);
  }

  serviceAccounts(tenant?: string): Promise<ServiceAccountModel[]> {
    return this.rest.get<ServiceAccountModel[]>("serviceaccounts", { tenant });
  }

  createServiceAccount(input: { name: string; tenant: string; permissions: string[] }) {
    return this.rest.send<ServiceAccountSecretModel>("POST", "serviceaccounts", input);
  }

  rotateServiceAccountSecret(clientId: string) {
    return this.rest.send<ServiceAccountSecretModel>(
      "POST",
      `serviceaccounts/${encodeURIComponent(clientId)}/secret`,
    );
  }

  revokeServiceAccount(clientId: string) {
    return this.rest.send<ServiceAccountModel>("DELETE", `serviceaccounts/${encodeURIComponent(clientId)}`);
  }

  /** Staff: a one-time code for a user's first enrolment of an authenticator (in this answer only). */
  issueAuthenticatorEnrolmentCode(sub: string) {
    return this.rest.send<{ username: string; code: string; expiresDate: string }>(
      "POST",
      "auth/mfa/enrolmentcodes",
      { sub },
    );
  }

  /** Staff: removes a user's authenticator and recovery codes; the user enrols again. */
  resetAuthenticator(sub: string) {
    return this.rest.send<{ username: string; authenticatorRemoved: boolean }>(
      "DELETE",
      `auth/mfa/authenticators/${encodeURIComponent(sub)}`,
    );
  }

  /** A page of the audit trail, newest first: `before` is the last event's id of the page before. */
  auditEvents(query: {
    first: number;
    before?: string;
    action?: string;
    username?: string;
    tenant?: string;
    from?: string;
    to?: string;
  }): Promise<AuditEventModel[]> {
    return this.rest.get<AuditEventModel[]>("audit", query);
  }

  personalAccessTokens(): Promise<PersonalAccessTokenModel[]> {
    return this.rest.get<PersonalAccessTokenModel[]>("personalaccesstokens");
  }

  /** The scopes the caller may give a token: the grantable permissions they hold. */
  personalAccessTokenScopes(): Promise<string[]> {
    return this.rest.get<string[]>("personalaccesstokens/scopes");
  }

  createPersonalAccessToken(input: { name: string; scopes: string[]; lifetimeDays: number }) {
    return this.rest.send<PersonalAccessTokenSecretModel>("POST", "personalaccesstokens", input);
  }

  revokePersonalAccessToken(id: string) {
    return this.rest.send<PersonalAccessTokenModel>(
      "DELETE",
      `personalaccesstokens/${encodeURIComponent(id)}`,
    );
  }

  /** The personal access token this data source calls with: who it stands for, and until when. */
  currentPersonalAccessToken(): Promise<CurrentPersonalAccessTokenModel> {
    return this.rest.get<CurrentPersonalAccessTokenModel>("personalaccesstokens/current");
  }

  domainsDictionaries(): Promise<SettingsRecordModel<DomainsDictionariesModel>> {
    return this.rest.get("tools/uxsetting/core/domains");
  }

  globalDictionaries(): Promise<SettingsRecordModel<GlobalDictionariesModel>> {
    return this.rest.get("tools/uxsetting/core/global");
  }

  analysisDictionaries(): Promise<SettingsRecordModel<AnalysisDictionariesModel>> {
    return this.rest.get("tools/uxsetting/analysis");
  }

  infoMessages(query: {
    domain?: string;
    sortBy: string;
    sortDesc: boolean;
    pageSize: number;
  }): Promise<InfoMessageModel[]> {
    return this.rest.get<InfoMessageModel[]>("info", query);
  }

  recentNotifications(sinceMinutes: number, pageSize = 1000): Promise<NotificationMessageModel[]> {
    return this.rest.get<NotificationMessageModel[]>("notification/messages", { sinceMinutes, pageSize });
  }

  /** Adds the caller's own hub connection to groups (the gateway's service token joins 'analysis'). */
  joinGroups(connectionId: string, groups: string[]): Promise<{ connectionId: string; groups: string[] }> {
    return this.rest.send("POST", "notification/group", { connectionId, groups });
  }

  emailAddresses(clientId: number): Promise<EmailAddressModel[]> {
    return this.rest.get<EmailAddressModel[]>("tools/emailaddresses", { clientId });
  }

  sendEmail(payload: Record<string, unknown>): Promise<EmailSentModel> {
    return this.rest.send<EmailSentModel>("POST", "tools/email", payload);
  }

  /** A what-if of a data set (computed by the api's engine, never stored). */
  whatIf(dataSetId: number, body: Record<string, unknown>): Promise<WhatIfModel> {
    return this.rest.computing<WhatIfModel>("POST", `datasets/${dataSetId}/whatif`, body);
  }

  /** The chart keys of the groups holding non-maturity deposits in a data set. */
  whatIfDepositGroups(dataSetId: number, reportDefinitionId?: number): Promise<DepositGroupsModel> {
    return this.rest.get<DepositGroupsModel>(`datasets/${dataSetId}/whatif/depositgroups`, {
      reportDefinitionId,
    });
  }

  goalSeek(dataSetId: number, body: Record<string, unknown>): Promise<GoalSeekModel> {
    return this.rest.computing<GoalSeekModel>("POST", `datasets/${dataSetId}/goalseek`, body);
  }

  /** Staff: a what-if saved as a What If data set. */
  saveWhatIf(dataSetId: number, body: Record<string, unknown>): Promise<DataSetModel> {
    return this.rest.send<DataSetModel>("POST", `datasets/${dataSetId}/whatif/save`, body);
  }
}
