import type { Queryable } from "@alm/database";
import { PERMISSIONS } from "../access/permissions.ts";

/**
 * What the audit trail records: every action examiners ask about. The names are the public
 * contract (REST `action`, GraphQL `AuditAction`); add, never rename.
 */
export const AUDIT_ACTIONS = [
  "SIGN_IN",
  "SIGN_IN_FAILED",
  "MFA_ENROLLED",
  "MFA_ENROLMENT_LINK_SENT",
  "MFA_ENROLMENT_CODE_ISSUED",
  "MFA_ENROLMENT_ALLOWED",
  "MFA_RESET",
  "MFA_CODE_FAILED",
  "MFA_GROUP_CHANGED",
  "MFA_REQUIREMENT_CHANGED",
  "SECURITY_SETTINGS_CHANGED",
  "PERSONAL_ACCESS_TOKEN_CREATED",
  "PERSONAL_ACCESS_TOKEN_REVOKED",
  "SERVICE_ACCOUNT_CREATED",
  "SERVICE_ACCOUNT_SECRET_ROTATED",
  "SERVICE_ACCOUNT_REVOKED",
  "REPORT_APPROVED",
  "REPORT_UNAPPROVED",
  "REPORT_PUBLISHED",
  "REPORT_UNPUBLISHED",
  "SIGN_OUT",
  "PASSWORD_ACCEPTED",
  "WHAT_IF_SAVED",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actions that record a refusal; every other one records something done. */
const REFUSALS: ReadonlySet<AuditAction> = new Set(["SIGN_IN_FAILED", "MFA_CODE_FAILED"]);

/** Whether the event records something done or something refused (REST and GraphQL `outcome`). */
export const outcomeOf = (action: AuditAction) => (REFUSALS.has(action) ? "REFUSED" : "SUCCEEDED");

/** The permission (analysis domain) that lets staff read the trail. */
export const VIEW_AUDIT_TRAIL = PERMISSIONS.viewAuditTrail;

export interface AuditActor {
  sub?: string;
  username?: string;
  tenant?: string;
  /** The credential that acted for the person, when not their own sign-in: "personal access token 7". */
  credential?: string;
}

export interface AuditEntry {
  actor: AuditActor;
  address: string | undefined;
  action: AuditAction;
  target?: string;
  /** Names and choices, never a secret's value. */
  detail?: Record<string, unknown>;
}

/** Appends one event. Recording must not fail the action it records: the caller logs a failure. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into audit_events (actor_sub, actor_username, actor_tenant, address, action, target, detail)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.actor.sub ?? null,
      entry.actor.username ?? null,
      entry.actor.tenant ?? null,
      entry.address ?? null,
      entry.action,
      entry.target ?? null,
      // Kept with the detail: a column would only repeat it for the few calls made with a credential.
      JSON.stringify({
        ...entry.detail,
        ...(entry.actor.credential ? { credential: entry.actor.credential } : {}),
      }),
    ],
  );
}

export interface AuditEventRow {
  id: string;
  at: Date;
  actor_sub: string | null;
  actor_username: string | null;
  actor_tenant: string | null;
  address: string | null;
  action: AuditAction;
  target: string | null;
  detail: Record<string, unknown>;
}

export interface AuditFilter {
  /** Events older than this id (the previous page's last), newest first. */
  before?: number;
  limit: number;
  action?: AuditAction;
  /** Who: the actor's username (for a failed sign-in, the one typed), any case. */
  username?: string;
  /** The actor's institution (tenant), e.g. ALM or RFCU. */
  tenant?: string;
  /** When: events at or after `from` and before `to`. */
  from?: Date;
  to?: Date;
}

/** A page of the trail, newest first. */
export async function listAudit(db: Queryable, filter: AuditFilter): Promise<AuditEventRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.before !== undefined) where.push(`id < $${params.push(filter.before)}`);
  if (filter.action) where.push(`action = $${params.push(filter.action)}`);
  if (filter.username) where.push(`lower(actor_username) = lower($${params.push(filter.username)})`);
  if (filter.tenant) where.push(`upper(actor_tenant) = upper($${params.push(filter.tenant)})`);
  if (filter.from) where.push(`at >= $${params.push(filter.from)}`);
  if (filter.to) where.push(`at < $${params.push(filter.to)}`);
  params.push(filter.limit);
  // By the column: `order by id` would sort the text the select names id ("6" after "51").
  return db.query<AuditEventRow>(
    `select id::text as id, at, actor_sub, actor_username, actor_tenant, address, action, target, detail
     from audit_events ${where.length ? `where ${where.join(" and ")}` : ""}
     order by audit_events.id desc limit $${params.length}`,
    params,
  );
}
