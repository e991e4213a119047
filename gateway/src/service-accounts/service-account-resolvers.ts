import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn, type PlatformContext } from "../graphql/context.ts";
import { analysisPermissionsOf } from "../graphql/enums.ts";
import { globalId, keyOf, nodeNotFound } from "../graphql/ids.ts";
import {
  notFoundError,
  notFoundField,
  notFoundOf,
  orFailure,
  readOrNotFound,
  renameFailureField,
} from "../graphql/failures.ts";
import type { ActionableMessage } from "../errors/error-codes.ts";
import { GraphQLError } from "graphql";
import { choosePermissions } from "../graphql/permission-input.ts";

/** A service account by its client id, from the list the api lets the caller see: for node. */
export async function readServiceAccount(ctx: PlatformContext, clientId: string) {
  requireSignedIn(ctx);
  const list = await ctx.core.serviceAccounts();
  return list.find((a) => a.clientId === clientId) ?? nodeNotFound("ServiceAccount");
}

/** The mutations name an account by its clientId (the api's key), not by its global id. */
const accountNotFound = (clientId: string) => notFoundOf("ServiceAccount", clientId, "clientId", "clientId");

/**
 * The OAuth client id (svc_…) the api keys an account by: as given, or from the account's global
 * id, which the documentation says every argument taking that type's id accepts (an API
 * consumer's review: `revokeServiceAccount(clientId: <ServiceAccount.id>)` was NOT_FOUND).
 */
const clientIdOf = (value: string) =>
  value.startsWith("svc_") ? value : (keyOf(value, "ServiceAccount", "clientId")[0] ?? "");

/**
 * The api's NOT_FOUND of an account ("Service account 'svc_…' is revoked") said of the id the caller
 * sent, its global id where it sent that: a NOT_FOUND says back the id sent, never another (docs/api.md).
 */
function sayingTheIdSent(error: unknown, key: string, sent: string): unknown {
  if (key === sent || notFoundField(error) === undefined || !(error instanceof GraphQLError)) return error;
  const said = (text: string) => text.replaceAll(`'${key}'`, `'${sent}'`);
  const [advice] = (error.extensions?.messages as ActionableMessage[] | undefined) ?? [];
  return notFoundError({
    text: said(error.message),
    resolution: advice?.resolution ?? "",
    field: "clientId",
  });
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
    createServiceAccount: async (_root, { input }, ctx) => {
      requireSignedIn(ctx);
      const chosen = choosePermissions(
        { enums: input.analysisPermissions, names: input.permissions },
        { enums: "analysisPermissions", names: "permissions" },
      );
      if ("failure" in chosen) return chosen.failure;
      const { name, tenant } = input;
      const answer = await orFailure(
        async () => ({
          __typename: "ServiceAccountCredentials" as const,
          ...(await ctx.core.createServiceAccount({ name, tenant, permissions: chosen.names })),
        }),
        [{ codes: INPUT_FAILURE_CODES, as: "ValidationFailed" }],
      );
      return renameFailureField(answer, "permissions", chosen.field);
    },
    rotateServiceAccountSecret: (_root, { clientId }, ctx) => {
      requireSignedIn(ctx);
      const key = clientIdOf(clientId);
      return readOrNotFound(accountNotFound(clientId), () => ctx.core.rotateServiceAccountSecret(key)).catch(
        (error: unknown) => Promise.reject(sayingTheIdSent(error, key, clientId)),
      );
    },
    revokeServiceAccount: (_root, { clientId }, ctx) => {
      requireSignedIn(ctx);
      const key = clientIdOf(clientId);
      return readOrNotFound(accountNotFound(clientId), () => ctx.core.revokeServiceAccount(key)).catch(
        (error: unknown) => Promise.reject(sayingTheIdSent(error, key, clientId)),
      );
    },
  },
  ServiceAccount: {
    id: (account) => globalId("ServiceAccount", account.clientId),
    analysisPermissions: (account) => analysisPermissionsOf(account.permissions),
    createdAt: (account) => account.createdDate,
    secretRotatedAt: (account) => account.secretRotatedDate,
    revokedAt: (account) => account.revokedDate ?? null,
  },
  ServiceAccountCredentials: {
    serviceAccount: (credentials) => credentials.account,
    clientSecret: (credentials) => credentials.secret,
  },
};
