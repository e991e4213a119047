export const PRODUCT_SHORT_NAME = "ALM";
const SEPARATOR = " | ";

/** "ALM | Reports"; local and development hosts get a prefix so tabs are told apart. */
export function pageTitle(routeTitle: string | undefined, hostname: string): string {
  const prefix = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(hostname)
    ? "[LOCAL] "
    : /(^|\.)(dev|test)\./.test(hostname)
      ? "[DEV] "
      : "";
  return `${prefix}${PRODUCT_SHORT_NAME}${routeTitle ? `${SEPARATOR}${routeTitle}` : ""}`;
}
