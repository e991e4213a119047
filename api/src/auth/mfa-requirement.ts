import type { Database } from "@alm/database";

/** The client preference by which an institution asks all its users for a second factor. */
export const MFA_PREFERENCE_KEY = "isMfaEnabled";

/** Whether the client whose acronym is this tenant asks for MFA (staff have no such client). */
export async function institutionRequiresMfa(db: Database, tenant: string): Promise<boolean> {
  const rows = await db.query<{ required: boolean }>(
    `select true as required from preferences p join clients c on p.owner_id = c.id::text
     where p.type = 'client' and c.acronym = $1 and p.pref_key = $2
       and p.pref_value in ('true'::jsonb, '"true"'::jsonb)
     limit 1`,
    [tenant, MFA_PREFERENCE_KEY],
  );
  return rows.length > 0;
}

/** A user needs a second factor when their institution asks for it or they joined the MFA group. */
export async function mfaRequiredFor(
  db: Database,
  user: { tenant: string; is_in_mfa_group: boolean },
): Promise<boolean> {
  return user.is_in_mfa_group || institutionRequiresMfa(db, user.tenant);
}

/**
 * A token whose user needs MFA (`mfaRequired`, set by the provider at every token issue) but
 * whose sign-in had no one-time code (`amr` without "otp", RFC 8176): e.g. the refresh of a
 * password-only sign-in made before the requirement. Tokens of a provider that says nothing
 * about MFA are left to that provider's own policy.
 */
export function lacksRequiredSecondFactor(claims: Record<string, unknown>): boolean {
  if (claims.mfaRequired !== true) return false;
  return !(Array.isArray(claims.amr) && claims.amr.includes("otp"));
}

export const SECOND_FACTOR_REQUIRED =
  "Your institution requires Multi-factor Authentication, and this sign-in did not use it. Sign in again with your authenticator app.";
