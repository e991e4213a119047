import type { Caller } from "../auth/caller.ts";
import type { Queryable } from "@alm/database";
import { unprocessable } from "../http/http-error.ts";
import { EMAIL_TEXTS } from "./email-texts.ts";
import { recipientsOf } from "./email-rules.ts";

/** Addresses of the known users of a tenant, lower-cased. */
async function tenantAddresses(db: Queryable, tenant: string): Promise<Set<string>> {
  const rows = await db.query<{ email: string }>("select email from users where tenant = $1", [tenant]);
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/**
 * A client user's mail may only reach its own institution's users, never outsiders. `lists` are
 * the cleaned recipient lists by their field (toEmailAddress, ccEmailAddress, …): each message
 * names the field whose addresses are outside.
 */
export async function assertOwnInstitution(
  db: Queryable,
  caller: Caller,
  lists: Record<string, string>,
): Promise<void> {
  const known = await tenantAddresses(db, caller.tenant);
  const outsideOf = (list: string) => recipientsOf(list).filter((a) => !known.has(a));
  const messages = Object.entries(lists).flatMap(([field, list]) => {
    const outside = outsideOf(list);
    if (!outside.length) return [];
    const error = EMAIL_TEXTS.outsideInstitution(outside);
    return [{ error, resolution: EMAIL_TEXTS.outsideInstitutionResolution, field }];
  });
  if (messages.length) {
    const outside = recipientsOf(...Object.values(lists)).filter((a) => !known.has(a));
    throw unprocessable(
      "EMAIL_RECIPIENT_OUTSIDE_INSTITUTION",
      EMAIL_TEXTS.outsideInstitution(outside),
      messages,
    );
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
