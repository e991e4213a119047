/** The print routes live under /analysis/print and read with the ticket in their ?ticket= query. */
export const isPrintPath = (pathname: string) => /^\/analysis\/print(\/|$)/.test(pathname);

export function printTicketOf(location: { pathname: string; search: string }): string | null {
  if (!isPrintPath(location.pathname)) return null;
  return new URLSearchParams(location.search).get("ticket") || null;
}
