import type { AuditAction, AuditEventFilter } from "../generated/graphql.ts";

/** The screen's filter fields as typed: blanks mean "any". */
export interface AuditFilterForm {
  username: string;
  tenant: string;
  action: AuditAction | "";
  /** `datetime-local` values (the person's own time zone), e.g. 2026-11-29T09:30. */
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = { username: "", tenant: "", action: "", from: "", to: "" };

/** A `datetime-local` value read in the browser's zone, as the instant the API takes (with its offset). */
const instantOf = (local: string) => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

/** The form as the API's filter: only what was filled in, names trimmed, times as instants. */
export function auditFilterOf(form: AuditFilterForm): AuditEventFilter {
  const filter: AuditEventFilter = {};
  if (form.username.trim()) filter.username = form.username.trim();
  if (form.tenant.trim()) filter.tenant = form.tenant.trim().toUpperCase();
  if (form.action) filter.action = form.action;
  const from = form.from && instantOf(form.from);
  const to = form.to && instantOf(form.to);
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/**
 * The cursors of the pages seen so far: page n starts after the last event of page n - 1. The
 * trail is paged where it is kept, so the grid can only step to a page whose previous page it has
 * read (next, back, first): `afterOf` of any other page is undefined.
 */
export class PageCursors {
  private readonly ends = new Map<number, string | null>();

  /** Records where a page ended. */
  ended(page: number, endCursor: string | null): void {
    this.ends.set(page, endCursor);
  }

  /** Forgets every page: new filters or another page size. */
  clear(): void {
    this.ends.clear();
  }

  /** The `after` of a page: null for the first page; undefined when its previous page is unread. */
  afterOf(page: number): string | null | undefined {
    if (page === 0) return null;
    return this.ends.get(page - 1) ?? undefined;
  }
}

/** An action as a heading reads it: PERSONAL_ACCESS_TOKEN_CREATED → "Personal access token created". */
export function actionLabel(action: string): string {
  const words = action
    .toLowerCase()
    .replaceAll("_", " ")
    .replace(/\bmfa\b/, "MFA");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An event's details on one line: "scopes: View, Navigate · lifetimeDays: 30". */
export const detailsText = (details: readonly { name: string; value: string }[]): string =>
  details.map((d) => `${d.name}: ${d.value}`).join(" · ");
