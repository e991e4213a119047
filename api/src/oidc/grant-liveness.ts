import type { Database } from "@alm/database";
import { JoinedReads } from "@alm/service";

/**
 * Whether the provider still holds the grant a user's access token was issued under. Sign-out
 * revokes the session's refresh token and with it the grant (oidc-provider deletes a grant's
 * tokens by its id), so the access tokens of that sign-in stop working at once instead of living
 * out their 15 minutes: the api asks this on every call that brings one.
 */
export function grantLiveness(db: Database) {
  // A print page's 32 report reads come at once with one token: one look-up begun after each
  // asked serves them all (a sign-out before a call is never missed by it).
  const lookups = new JoinedReads<boolean>();
  return (grantId: string): Promise<boolean> =>
    lookups.read(grantId, async () => {
      const rows = await db.query(
        "select 1 from oidc_payloads where type = 'Grant' and id = $1 and (expires_at is null or expires_at > now())",
        [grantId],
      );
      return rows.length > 0;
    });
}
