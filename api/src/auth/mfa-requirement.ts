import type { Database, Queryable } from "@alm/database";

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

/** Whether the user with this subject needs a second factor now (false for no such user). */
export async function mfaRequiredNow(db: Queryable, sub: string): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>(
    `select u.is_in_mfa_group or exists (
       select 1 from preferences p join clients c on p.owner_id = c.id::text
       where p.type = 'client' and c.acronym = u.tenant and p.pref_key = $2
         and p.pref_value in ('true'::jsonb, '"true"'::jsonb)) as required
     from users u where u.sub = $1`,
    [sub, MFA_PREFERENCE_KEY],
  );
  return row?.required === true;
}

/** Whether a sign-in's methods (`amr`, RFC 8176) included a one-time code. */
export const usedSecondFactor = (amr: unknown): boolean => Array.isArray(amr) && amr.includes("otp");

/**
 * Whether a token of our provider lacks the second factor its user needs at the moment of the call.
 * Our provider marks every user token with `mfaRequired` (the requirement when it was issued);
 * the requirement of now is asked too (`requiredNow`), so a token issued before MFA became
 * required stops working at once, not at its next refresh. Tokens of a provider that says
 * nothing about MFA are left to that provider's own policy.
 */
export async function lacksRequiredSecondFactor(
  claims: Record<string, unknown>,
  requiredNow: (sub: string) => Promise<boolean>,
): Promise<boolean> {
  if (typeof claims.mfaRequired !== "boolean" || usedSecondFactor(claims.amr)) return false;
  return claims.mfaRequired || (typeof claims.sub === "string" && (await requiredNow(claims.sub)));
}

export const SECOND_FACTOR_REQUIRED =
  "Your institution requires Multi-factor Authentication, and this sign-in did not use it. Sign in again with your authenticator app.";
