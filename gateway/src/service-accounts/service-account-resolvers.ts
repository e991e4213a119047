import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { orFailure } from "../graphql/failures.ts";

/** Service accounts: the api rules who may manage them (staff only) and checks the input. */
export const serviceAccountResolvers: Resolvers = {
  Query: {
    serviceAccounts: (_root, { tenant }, ctx) => {
      requireSignedIn(ctx);
      return ctx.core.serviceAccounts(tenant ?? undefined);
    },
  },
  Mutation: {
    createServiceAccount: (_root, { input }, ctx) => {
      requireSignedIn(ctx);
      return orFailure(
        async () => ({
          __typename: "ServiceAccountCredentials" as const,
          ...(await ctx.core.createServiceAccount(input)),
        }),
        [{ codes: INPUT_FAILURE_CODES, as: "ValidationFailed" }],
      );
    },
    rotateServiceAccountSecret: (_root, { clientId }, ctx) => {
      requireSignedIn(ctx);
      return ctx.core.rotateServiceAccountSecret(clientId);
    },
    revokeServiceAccount: (_root, { clientId }, ctx) => {
      requireSignedIn(ctx);
      return ctx.core.revokeServiceAccount(clientId);
    },
  },
  ServiceAccount: {
    id: (account) => account.clientId,
    createdAt: (account) => account.createdDate,
    secretRotatedAt: (account) => account.secretRotatedDate,
    revokedAt: (account) => account.revokedDate ?? null,
  },
  ServiceAccountCredentials: {
    serviceAccount: (credentials) => credentials.account,
    clientSecret: (credentials) => credentials.secret,
  },
};
