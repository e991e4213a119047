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
}
