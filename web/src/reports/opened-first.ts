import { latestPublished, type QuarterCandidate } from "@alm/formats";

/**
 * The definition /reports opens when its address names none. A client user gets the package they
 * read as current, the latest published quarter (the one the risk dashboard's tiles read): the
 * list comes most recently updated first, and an older quarter published again would lead it.
 * Staff get the definition worked on last, the list's first.
 */
export const openedFirst = <D extends QuarterCandidate>(definitions: readonly D[], staff: boolean) =>
  (staff ? undefined : latestPublished(definitions)) ?? definitions[0];
