/**
 * Spec section 4: when the server's build differs from the running one, reload at once on
 * the first check (a stale page was just opened), otherwise tell the user and reload later.
 */
export function versionDecision(
  firstCheck: boolean,
  serverBuild: string,
  runningBuild: string,
): "same" | "reload-now" | "notify" {
  if (!serverBuild || serverBuild === "unknown" || serverBuild === runningBuild) return "same";
  return firstCheck ? "reload-now" : "notify";
}
