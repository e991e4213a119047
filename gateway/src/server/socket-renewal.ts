import { GraphQLError } from "graphql";
import type { RequestAuth, RequestAuthenticator } from "../auth/request-auth.ts";
import type { ErrorCode } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

type BearerAuth = Extract<RequestAuth, { kind: "bearer" }>;

/** What the gateway's pong says about a renewal: the code to switch on, as in GraphQL errors. */
export type RenewalOutcome =
  /** `expiresAt`: ISO date-time when the new token expires; null for one without expiry. */
  { renewed: true; expiresAt: string | null } | { renewed: false; code: ErrorCode; message: string };

/**
 * A Bearer token of connectionParams or of a renewal ping's payload ({ authorization: "Bearer ..." }),
 * for consumers without cookies.
 */
export function bearerOf(params: Readonly<Record<string, unknown>> | null | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === "string" && value ? value : undefined;
}

/** The outcome, and the new credential when it was renewed. */
export interface Renewal {
  auth?: BearerAuth;
  outcome: RenewalOutcome;
}

export const refusedRenewal = (code: ErrorCode, message: string): Renewal => ({
  outcome: { renewed: false, code, message },
});

/**
 * A Bearer socket's new token, checked as a new connection's would be and for the same user in
 * the same tenant: one socket never changes hands. Refused, the socket keeps the token it has
 * (and closes when that one expires).
 */
export async function renewBearer(
  authenticator: RequestAuthenticator,
  current: RequestAuth | undefined,
  header: string,
): Promise<Renewal> {
  if (current?.kind !== "bearer") return refusedRenewal("FORBIDDEN", ERROR_TEXTS.socketRenewalNeedsBearer);
  let next: RequestAuth;
  try {
    next = await authenticator.fromBearer(header);
  } catch (error) {
    const code = error instanceof GraphQLError ? (error.extensions?.code as ErrorCode) : undefined;
    return refusedRenewal(
      code ?? "INTERNAL_SERVER_ERROR",
      error instanceof Error ? error.message : String(error),
    );
  }
  if (next.kind !== "bearer") return refusedRenewal("UNAUTHENTICATED", ERROR_TEXTS.socketRenewalInvalid);
  if (next.sub !== current.sub || next.tenant !== current.tenant)
    return refusedRenewal("FORBIDDEN", ERROR_TEXTS.socketRenewalOtherSubject);
  const expiresAt = Number.isFinite(next.expiresAt) ? new Date(next.expiresAt).toISOString() : null;
  return { auth: next, outcome: { renewed: true, expiresAt } };
}
