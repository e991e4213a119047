/** An app of the firm as the apps dictionary lists it: the domain it belongs to and its name. */
export interface DomainApp {
  domain: string;
  text: string;
}

/** What a message for every domain says instead of a domain. */
export const EVERY_DOMAIN = "All";

/**
 * The name users know a domain by: the app that belongs to it ("ALM Analysis" for `analysis`), as
 * the header's Apps menu names it. A domain no app belongs to is shown as the server gives it.
 */
export function domainLabel(apps: readonly DomainApp[], domain: string | null | undefined): string {
  if (!domain) return EVERY_DOMAIN;
  return apps.find((app) => app.domain === domain)?.text ?? domain;
}
