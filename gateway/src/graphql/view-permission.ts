import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { PlatformContext } from "./context.ts";
import { hasPermission } from "./viewer-loader.ts";

/** What a user needs to see any of a client's analysis data (spec shell-and-reports section 6). */
export const VIEW_PERMISSION = "View";

/**
 * For what the gateway grants by itself (print tickets, document jobs, the client lookup): the
 * api refuses every client-scoped read without View, but these would otherwise hand out access
 * or a client's name before any such read. A print ticket passes: it is minted only after this
 * check and reads with its user's own token, which the api checks again.
 */
export async function requireView(ctx: PlatformContext): Promise<void> {
  if (ctx.auth.kind === "print") return;
  if (!hasPermission(await ctx.viewer(), VIEW_PERMISSION)) {
    throw gatewayError("FORBIDDEN", ERROR_TEXTS.viewRequired);
  }
}
