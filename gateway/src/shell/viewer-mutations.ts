import { signedInWithSecondFactor } from "../auth/second-factor-policy.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { notFoundOf, readOrNotFound } from "../graphql/failures.ts";
import { toId } from "../graphql/ids.ts";
import { ANALYSIS_DOMAIN } from "../graphql/viewer-loader.ts";
import { MFA_PREF_KEY, PREF_KEYS, mfaState } from "./viewer-state.ts";

export const viewerMutationResolvers: Resolvers = {
  Mutation: {
    updatePreferences: async (_root, { input }, ctx) => {
      const viewer = await ctx.viewer();
      const changes: [string, unknown][] = [];
      if (input.fontSize) changes.push([PREF_KEYS.fontSize, input.fontSize]);
      if (input.suppressPopups !== undefined && input.suppressPopups !== null) {
        changes.push([PREF_KEYS.suppressPopups, input.suppressPopups]);
      }
      if (input.lastClientId !== undefined) {
        const clientId =
          input.lastClientId === null ? null : toId(input.lastClientId, "Client", "lastClientId");
        // Only a client the viewer may see (another institution's is NOT_FOUND, as everywhere).
        if (clientId !== null && input.lastClientId)
          await readOrNotFound(notFoundOf("Client", input.lastClientId, "lastClientId"), () =>
            ctx.core.clientLookup({ id: clientId }),
          );
        changes.push([PREF_KEYS.lastClientId, clientId]);
      }
      for (const [prefKey, prefValue] of changes) {
        await ctx.core.setPreference({ type: "user", domain: ANALYSIS_DOMAIN, prefKey, prefValue });
      }
      return viewer;
    },
    syncMfa: async (_root, _args, ctx) => {
      const viewer = await ctx.viewer();
      const before = await mfaState(ctx, viewer);
      if (before.pendingAction === "NONE") {
        return { action: "NONE", signInRequired: false, notice: null, mfa: before };
      }
      const enable = before.pendingAction === "ENABLE";
      const after = await ctx.core.setMfa(viewer.user.tenant, enable);
      // A sign-in that already had the second factor goes on; any other ends at the api at once.
      const signInRequired =
        enable && !(ctx.auth.kind === "session" && signedInWithSecondFactor(ctx.auth.accessToken));
      return {
        action: before.pendingAction,
        signInRequired,
        notice: signInRequired ? `${ERROR_TEXTS.mfaEnabled}. ${ERROR_TEXTS.mfaEnabledResolution}` : null,
        mfa: { ...before, inMfaGroup: after.isInMfaGroup, pendingAction: "NONE" },
      };
    },
    setClientMfaRequired: async (_root, { clientId, required }, ctx) => {
      await readOrNotFound(notFoundOf("Client", clientId, "clientId"), () =>
        ctx.core.setPreference({
          type: "client",
          id: String(toId(clientId, "Client", "clientId")),
          domain: ANALYSIS_DOMAIN,
          prefKey: MFA_PREF_KEY,
          prefValue: required,
        }),
      );
      return required;
    },
  },
};
