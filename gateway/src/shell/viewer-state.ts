import type { FontSize, MfaSyncAction } from "../generated/graphql.ts";
import type { ClientModel, PreferenceModel } from "../models/core-models.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { globalIdOrNull } from "../graphql/ids.ts";
import type { Viewer } from "../graphql/models.ts";
import { ANALYSIS_DOMAIN, isStaff } from "../graphql/viewer-loader.ts";

/** Preference keys of the viewer's own settings (user preferences of the analysis domain). */
export const PREF_KEYS = {
  fontSize: "fontSize",
  suppressPopups: "suppressPopups",
  lastClientId: "lastClientId",
} as const;

/** The client preference that asks for MFA (spec shell-and-reports section 3). */
export const MFA_PREF_KEY = "isMfaEnabled";

const FONT_SIZES: readonly FontSize[] = ["SMALL", "DEFAULT", "LARGE"];

const valueOf = (prefs: PreferenceModel[], key: string) => prefs.find((p) => p.prefKey === key)?.prefValue;

export async function readPreferences(ctx: PlatformContext) {
  const prefs = await ctx.core.preferences({ type: "user", domain: ANALYSIS_DOMAIN });
  const font = valueOf(prefs, PREF_KEYS.fontSize);
  const last = valueOf(prefs, PREF_KEYS.lastClientId);
  return {
    fontSize: FONT_SIZES.find((f) => f === font) ?? "DEFAULT",
    suppressPopups: valueOf(prefs, PREF_KEYS.suppressPopups) === true,
    lastClientId:
      typeof last === "number" || typeof last === "string" ? globalIdOrNull("Client", last) : null,
  };
}

/** A client user's institution: the client whose acronym is their tenant claim. */
export async function clientOfViewer(ctx: PlatformContext, viewer: Viewer): Promise<ClientModel | null> {
  if (isStaff(viewer)) return null;
  return ctx.core.clientLookup({ acronym: viewer.user.tenant });
}

/** Whether a client asks its users for a second factor: its preference, as the api reads it. */
export async function clientRequiresMfa(ctx: PlatformContext, clientId: number): Promise<boolean> {
  const prefs = await ctx.core.preferences({ type: "client", id: String(clientId) });
  const value = valueOf(prefs, MFA_PREF_KEY);
  return value === true || value === "true";
}

export async function mfaRequiredByClient(ctx: PlatformContext, viewer: Viewer): Promise<boolean> {
  const client = await clientOfViewer(ctx, viewer);
  return client ? clientRequiresMfa(ctx, client.id) : false;
}

export async function mfaState(ctx: PlatformContext, viewer: Viewer) {
  const requiredByClient = await mfaRequiredByClient(ctx, viewer);
  const inMfaGroup = viewer.user.isInMfaGroup;
  const pendingAction: MfaSyncAction =
    requiredByClient && !inMfaGroup
      ? "ENABLE"
      : !requiredByClient && inMfaGroup && !isStaff(viewer)
        ? "DISABLE"
        : "NONE";
  return { inMfaGroup, requiredByClient, pendingAction };
}
