/** The firm's own tenant: its users are staff, every other tenant is a client. */
export const STAFF_TENANT = "ALM";

/** Who is calling, from the verified access token. */
export interface Caller {
  sub: string;
  username: string;
  name: string;
  tenant: string;
  isStaff: boolean;
  /** The gateway's own identity (client credentials): it may use the hub, never the REST calls. */
  isService?: boolean;
  /**
   * Whether the credential was made in a sign-in with a second factor: the token's sign-in
   * (`amr` with "otp"), or the sign-in that made the personal access token.
   */
  secondFactor?: boolean;
  /**
   * A service account's token (client credentials, whose subject is the account's client id),
   * decided once where the token is verified: the route check refuses it what a person must do.
   */
  serviceAccount?: boolean;
  /** Set when the call came with a personal access token: its permissions are at most `scopes`. */
  personalToken?: { id: string; scopes: readonly string[]; expiresDate: string };
  /**
   * What this call may do (analysis domain and 'user' list): the credential's scopes ∩ its owner's
   * permissions now, resolved once per call by the route check (access/permissions.ts).
   */
  permissions?: ReadonlySet<string>;
}

declare module "express-serve-static-core" {
  interface Locals {
    caller?: Caller;
  }
}
