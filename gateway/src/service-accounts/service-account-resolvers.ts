import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn, type GatewayContext } from "../graphql/context.ts";
import { globalId, nodeNotFound } from "../graphql/ids.ts";
import { orFailure } from "../graphql/failures.ts";

/** A service account by its client id, from the list the api lets the caller see: for node. */
export async function readServiceAccount(ctx: GatewayContext, clientId: string) {
  requireSignedIn(ctx);
  const list = await ctx.core.serviceAccounts();
  return list.find((a) => a.clientId === clientId) ?? nodeNotFound("ServiceAccount");
}

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
    id: (account) => globalId("ServiceAccount", account.clientId),
    createdAt: (account) => account.createdDate,
    secretRotatedAt: (account) => account.secretRotatedDate,
    revokedAt: (account) => account.revokedDate ?? null,
  },
  ServiceAccountCredentials: {
    serviceAccount: (credentials) => credentials.account,
    clientSecret: (credentials) => credentials.secret,
  },
};
