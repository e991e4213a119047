import { useMatches } from "react-router";

/** Route metadata of spec shell-and-reports section 2: it drives the chrome around a page. */
export interface RouteMeta {
  title?: string;
  subtitle?: string;
  pageTitle?: string;
  backLink?: { to: string; label: string };
  hideHeader?: boolean;
  hideTitle?: boolean;
  hideFooter?: boolean;
  customTitleSection?: boolean;
  authNotRequired?: boolean;
  /** Shows the domain's info card instead of the page when the viewer lacks View. */
  info?: string;
  transitionName?: string;
}

/** The metadata of the deepest matched route, merged over its parents'. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return matches.reduce<RouteMeta>(
    (meta, m) => ({ ...meta, ...((m.handle as RouteMeta | undefined) ?? {}) }),
    {},
  );
}
