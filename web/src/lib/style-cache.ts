import createCache from "@emotion/cache";

/**
 * The page's CSP nonce: the gateway puts it on <meta property="csp-nonce"> (browsers hide the
 * attribute once parsed, but keep the `nonce` property). Without one (tests, dev server) emotion
 * inserts its styles as usual.
 */
export function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/** MUI's styles (emotion) in <style> tags that carry the nonce, so the CSP needs no 'unsafe-inline'. */
export function createStyleCache() {
  return createCache({ key: "css", nonce: pageNonce() });
}
