import { gatewayError } from "../errors/error-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { notFoundOf, readOrNotFound } from "../graphql/failures.ts";

const USER_ID_REQUIRED = {
  error: "userId is empty.",
  resolution: "Give the user's subject identifier: their Viewer.id.",
  field: "userId",
};

/** The user's subject: a blank one is the caller's mistake, said before the api is asked. */
function subjectOf(userId: string): string {
  const sub = userId.trim();
  if (!sub) throw gatewayError("BAD_USER_INPUT", USER_ID_REQUIRED.error, { messages: [USER_ID_REQUIRED] });
  return sub;
}

/** A user of a client the caller does not reach is as unknown as none (the api decides). */
const userNotFound = (userId: string) => notFoundOf("User", userId, "userId");

/**
 * Staff help with a user's authenticator (issue 42 item 3). The api decides who may (Manage
 * Authenticators, and a user of a client the caller reaches), tells the user by e-mail and records
 * it in the audit trail.
 */
export const authenticatorResolvers: Resolvers = {
  Mutation: {
    issueAuthenticatorEnrolmentCode: async (_root, { userId }, ctx) => {
      requireSignedIn(ctx);
      const issued = await readOrNotFound(userNotFound(userId), () =>
        ctx.core.issueAuthenticatorEnrolmentCode(subjectOf(userId)),
      );
      return { username: issued.username, code: issued.code, expiresAt: issued.expiresDate };
    },
    resetAuthenticator: async (_root, { userId }, ctx) => {
      requireSignedIn(ctx);
      const reset = await readOrNotFound(userNotFound(userId), () =>
        ctx.core.resetAuthenticator(subjectOf(userId)),
      );
      return { username: reset.username, authenticatorRemoved: reset.authenticatorRemoved };
    },
  },
};
