import { randomBytes } from "node:crypto";
import type { Queryable } from "@alm/database";
import { hashSecret } from "../access/secret-hash.ts";
import { PENDING_MINUTES } from "./mfa-pending.ts";

/**
 * What a first enrolment needs besides the password (issue 42 item 3): a one-time ticket, either
 * a link e-mailed to the address on file (it lives as long as the sign-in that asked for it) or a
 * code staff issue (three days, for a user whose mail does not reach them). Only hashes are kept.
 */
export type EnrolmentTicketKind = "link" | "staff";

export const STAFF_CODE_HOURS = 72;

/** Staff codes are read out or typed: letters and digits without look-alikes, in groups of four. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 16; // 80 bits

/** Upper case without spaces or dashes, as the code was issued. */
const normalized = (secret: string) => secret.toUpperCase().replace(/[\s-]/g, "");

function newStaffCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  return (chars.match(/.{4}/g) ?? []).join("-");
}

async function insertTicket(
  db: Queryable,
  ticket: {
    sub: string;
    kind: EnrolmentTicketKind;
    secret: string;
    minutes: number;
    uid?: string;
    by?: string;
  },
): Promise<Date> {
  const [row] = await db.query<{ expires_at: Date }>(
    `insert into mfa_enrolment_tickets (sub, kind, secret_hash, interaction_uid, issued_by, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6)) returning expires_at`,
    [
      ticket.sub,
      ticket.kind,
      hashSecret(normalized(ticket.secret)),
      ticket.uid ?? null,
      ticket.by ?? null,
      ticket.minutes,
    ],
  );
  if (!row) throw new Error("Inserting an enrolment ticket returned no row.");
  return new Date(row.expires_at);
}

/** A link's secret for this sign-in, or undefined when one was already sent for it. */
export async function issueEnrolmentLink(
  db: Queryable,
  sub: string,
  uid: string,
): Promise<string | undefined> {
  const sent = await db.query(
    "select 1 from mfa_enrolment_tickets where kind = 'link' and interaction_uid = $1",
    [uid],
  );
  if (sent.length) return undefined;
  const secret = randomBytes(32).toString("hex").toUpperCase();
  await insertTicket(db, { sub, kind: "link", secret, minutes: PENDING_MINUTES, uid });
  return secret;
}

/** A staff code; earlier unused codes of the user stop working (one code out at a time). */
export async function issueStaffEnrolmentCode(db: Queryable, sub: string, issuedBy: string) {
  await db.query(
    "update mfa_enrolment_tickets set used_date = now() where sub = $1 and kind = 'staff' and used_date is null",
    [sub],
  );
  const code = newStaffCode();
  const expires = await insertTicket(db, {
    sub,
    kind: "staff",
    secret: code,
    minutes: STAFF_CODE_HOURS * 60,
    by: issuedBy,
  });
  return { code, expiresDate: expires.toISOString() };
}

/**
 * Spends a ticket of `sub` (a link only for the sign-in it was sent for): true once, false for
 * an unknown, expired or spent one. The conditional update makes two uses at once count once.
 */
export async function spendEnrolmentTicket(
  db: Queryable,
  ticket: { sub: string; kind: EnrolmentTicketKind; secret: string; uid?: string },
): Promise<boolean> {
  const rows = await db.query(
    `update mfa_enrolment_tickets set used_date = now()
     where secret_hash = $1 and sub = $2 and kind = $3 and used_date is null and expires_at > now()
       and ($3 = 'staff' or interaction_uid = $4)
     returning id`,
    [hashSecret(normalized(ticket.secret)), ticket.sub, ticket.kind, ticket.uid ?? null],
  );
  return rows.length > 0;
}

/** Ends every ticket of a user still out (their authenticator was set up or reset). */
export async function spendAllEnrolmentTickets(db: Queryable, sub: string): Promise<void> {
  await db.query("update mfa_enrolment_tickets set used_date = now() where sub = $1 and used_date is null", [
    sub,
  ]);
}
