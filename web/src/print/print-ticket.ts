/** What a print page shows (and nothing of any client) when its link has no working ticket. */
export const NO_TICKET =
  "This print link has no ticket or has expired. Print the report again from the reports screen.";

/** The print routes live under /analysis/print and read with the ticket in their ?ticket= query. */
export const isPrintPath = (pathname: string) => /^\/analysis\/print(\/|$)/.test(pathname);

export function printTicketOf(location: { pathname: string; search: string }): string | null {
  if (!isPrintPath(location.pathname)) return null;
  return new URLSearchParams(location.search).get("ticket") || null;
}
