export const PRODUCT_SHORT_NAME = "ALM";
const SEPARATOR = " | ";

/**
 * "ALM | Reports", and what the page shows within it after ("ALM | Reports | NEV Summary"); local
 * and development hosts get a prefix so tabs are told apart.
 */
export function pageTitle(routeTitle: string | undefined, hostname: string, detail?: string): string {
  const prefix = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(hostname)
    ? "[LOCAL] "
    : /(^|\.)(dev|test)\./.test(hostname)
      ? "[DEV] "
      : "";
  const parts = [PRODUCT_SHORT_NAME, routeTitle, detail].filter(Boolean);
  return `${prefix}${parts.join(SEPARATOR)}`;
}
