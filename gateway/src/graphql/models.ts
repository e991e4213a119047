import type { AuthUser, PermissionsByDomain } from "../datasources/core-api.ts";

/** The firm's own tenant: its users are staff. */
export const STAFF_TENANT = "ALM";

/** What the Viewer type resolves from: the core API's user and permission lists. */
export interface Viewer {
  user: AuthUser;
  permissions: PermissionsByDomain;
}
