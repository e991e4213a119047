import { dashboardQueries } from "../dashboard/dashboard-definitions-query.ts";
import { homeQueries } from "../home/home-queries.ts";
import { rememberedClientId } from "../lib/selected-client-query.ts";
import type { StartupQuery } from "../lib/startup-query.ts";
import { isPrintPath } from "../print/print-ticket.ts";
import { ShellViewerQuery } from "../shell/shell-viewer-query.ts";

/**
 * What the app asks first at this address: the shell's query on every signed-in page, and the
 * queries of the two screens people arrive at (home after signing in, the dashboard from a
 * bookmark). Print pages read with their ticket instead, so nothing is asked for them here.
 */
export function startupQueries(pathname: string): StartupQuery[] {
  if (isPrintPath(pathname)) return [];
  const page = pathname.replace(/^\/analysis\/?/, "").replace(/\/$/, "");
  const shell = { query: ShellViewerQuery };
  if (page === "") return [shell, ...homeQueries(rememberedClientId())];
  if (page === "dashboard") return [shell, ...dashboardQueries(rememberedClientId())];
  return [shell];
}
