import type { Caller } from "../auth/caller.ts";
import type { Queryable } from "@alm/database";
import { unprocessable } from "../http/http-error.ts";
import { EMAIL_TEXTS } from "./email-texts.ts";

/** Addresses of the known users of a tenant, lower-cased. */
async function tenantAddresses(db: Queryable, tenant: string): Promise<Set<string>> {
  const rows = await db.query<{ email: string }>("select email from users where tenant = $1", [tenant]);
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/** A client user's mail may only reach its own institution's users, never outsiders. */
export async function assertOwnInstitution(
  db: Queryable,
  caller: Caller,
  recipients: string[],
): Promise<void> {
  const known = await tenantAddresses(db, caller.tenant);
  const outside = recipients.filter((a) => !known.has(a));
  if (outside.length) {
    throw unprocessable("EMAIL_RECIPIENT_OUTSIDE_INSTITUTION", EMAIL_TEXTS.outsideInstitution(outside), [
      {
        error: EMAIL_TEXTS.outsideInstitution(outside),
        resolution: EMAIL_TEXTS.outsideInstitutionResolution,
      },
    ]);
  }
}

/**
 * Replies to the firm's mail go to the firm unless the sender asks for their own address:
 * a foreign Reply-To would let anyone use the firm's name to collect answers.
 */
export async function ownReplyTo(db: Queryable, caller: Caller, replyTo: string): Promise<string | null> {
  if (!replyTo) return null;
  const [own] = await db.query<{ email: string }>("select email from users where sub = $1", [caller.sub]);
  if (!own || own.email.toLowerCase() !== replyTo.toLowerCase()) {
    throw unprocessable("EMAIL_REPLY_TO_NOT_OWN", EMAIL_TEXTS.replyToNotOwn, [
      {
        error: EMAIL_TEXTS.replyToNotOwn,
        resolution: EMAIL_TEXTS.replyToNotOwnResolution,
        field: "replyToEmailAddress",
      },
    ]);
  }
  return own.email;
}
