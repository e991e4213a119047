import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { PersonalAccessTokenLifetime, Resolvers } from "../generated/graphql.ts";
import { requireSignedIn, type PlatformContext } from "../graphql/context.ts";
import { analysisPermissionsOf } from "../graphql/enums.ts";
import { globalId, nodeNotFound, textKeyOf } from "../graphql/ids.ts";
import { notFoundOf, orFailure, readOrNotFound, renameFailureField } from "../graphql/failures.ts";
import { choosePermissions } from "../graphql/permission-input.ts";

/** The schema's lifetimes in the api's days (the api holds the rule of which lifetimes exist). */
const LIFETIME_DAYS: Record<PersonalAccessTokenLifetime, number> = {
  DAYS_7: 7,
  DAYS_30: 30,
  DAYS_90: 90,
  DAYS_365: 365,
};

/** A token's api id (pat_...): from its global id, or as the schema gave it before global ids. */
const tokenIdOf = (id: string) => textKeyOf(id, "PersonalAccessToken", (v) => v.startsWith("pat_"));

/** One of the caller's own tokens, from the list the api keeps them to: for node. */
export async function readPersonalAccessToken(ctx: PlatformContext, id: string) {
  requireSignedIn(ctx);
  const list = await ctx.core.personalAccessTokens();
  return list.find((t) => t.id === id) ?? nodeNotFound("PersonalAccessToken");
}

/**
 * Personal access tokens: the api keeps each person to their own tokens, checks the scopes
 * against what the person holds, and refuses a personal access token that would make another.
 */
export const personalAccessTokenResolvers: Resolvers = {
  Query: {
    personalAccessTokens: (_root, _args, ctx) => {
      requireSignedIn(ctx);
      return ctx.core.personalAccessTokens();
    },
    personalAccessTokenScopes: (_root, _args, ctx) => {
      requireSignedIn(ctx);
      return ctx.core.personalAccessTokenScopes();
    },
    personalAccessTokenPermissions: async (_root, _args, ctx) => {
      requireSignedIn(ctx);
      return analysisPermissionsOf(await ctx.core.personalAccessTokenScopes());
    },
  },
  PersonalAccessToken: {
    id: (token) => globalId("PersonalAccessToken", token.id),
    permissions: (token) => analysisPermissionsOf(token.scopes),
    createdAt: (token) => token.createdDate,
    expiresAt: (token) => token.expiresDate,
    lastUsedAt: (token) => token.lastUsedDate ?? null,
  },
  Mutation: {
    createPersonalAccessToken: async (_root, { input }, ctx) => {
      requireSignedIn(ctx);
      const { name, lifetime } = input;
      const chosen = choosePermissions(
        { enums: input.permissions, names: input.scopes },
        { enums: "permissions", names: "scopes" },
      );
      if ("failure" in chosen) return chosen.failure;
      const answer = await orFailure(
        async () => ({
          __typename: "PersonalAccessTokenSecret" as const,
          ...(await ctx.core.createPersonalAccessToken({
            name,
            scopes: chosen.names,
            lifetimeDays: LIFETIME_DAYS[lifetime],
          })),
        }),
        [{ codes: INPUT_FAILURE_CODES, as: "ValidationFailed" }],
      );
      return renameFailureField(answer, "scopes", chosen.field);
    },
    revokePersonalAccessToken: (_root, { id }, ctx) => {
      requireSignedIn(ctx);
      return readOrNotFound(notFoundOf("PersonalAccessToken", id, "id"), () =>
        ctx.core.revokePersonalAccessToken(tokenIdOf(id)),
      );
    },
  },
};
