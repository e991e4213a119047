import type { AuditAction, AuditOutcome, Resolvers } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { keysetConnectionOf, newestFirstById } from "../graphql/connections.ts";
import type { AuditEventModel } from "../models/core-models.ts";

const AUDIT_ORDER = newestFirstById<AuditEventModel>("AuditEvent");

/** A detail's value as one line of text: lists joined, anything else as JSON writes it. */
const textOf = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(textOf).join(", ")
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/**
 * The audit trail (staff with View Audit Trail: field-permissions.ts, and the api again). It is
 * paged where it is kept: a cursor carries the last event's id and the api answers the events
 * before it, so a page reads at most `first + 1` events however long the trail is.
 */
export const auditEventResolvers: Resolvers = {
  Query: {
    auditEvents: (_root, { filter, first, after }, ctx) => {
      requireSignedIn(ctx);
      return keysetConnectionOf({ first, after }, AUDIT_ORDER, (before, count) =>
        ctx.core.auditEvents({
          first: count,
          before,
          action: filter?.action ?? undefined,
          username: filter?.username ?? undefined,
          tenant: filter?.tenant ?? undefined,
          from: filter?.from ?? undefined,
          to: filter?.to ?? undefined,
        }),
      );
    },
  },
  AuditEvent: {
    sequence: (event) => event.id,
    action: (event) => event.action as AuditAction,
    outcome: (event) => event.outcome as AuditOutcome,
    details: (event) => Object.entries(event.detail).map(([name, value]) => ({ name, value: textOf(value) })),
  },
};
