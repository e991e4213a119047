import { createHash } from "node:crypto";
import { escapeHtml } from "@alm/formats";

export { escapeHtml };

/** The pages' one style sheet: inline, allowed by its hash in the api's CSP (http/security-headers.ts). */
const PAGE_STYLE = `
  :root { --brand: #0b3d5c; --accent: #1976d2; --error: #b3261e; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Roboto, "Segoe UI", Helvetica, Arial, sans-serif; background: #f4f6f8; color: #1f2933; }
  header { background: var(--brand); color: #fff; padding: 14px 24px; font-size: 20px; font-weight: 500; letter-spacing: .3px; }
  main { display: flex; justify-content: center; padding: 64px 16px; }
  .card { background: #fff; width: 100%; max-width: 400px; border-radius: 8px; box-shadow: 0 2px 8px rgba(0,0,0,.12); padding: 32px; }
  h1 { font-size: 24px; font-weight: 500; margin: 0 0 8px; }
  p { line-height: 1.5; }
  label { display: block; font-size: 14px; margin: 16px 0 6px; }
  input { width: 100%; font-size: 16px; padding: 10px 12px; border: 1px solid #9aa5b1; border-radius: 4px; }
  input:focus { outline: 2px solid var(--accent); border-color: var(--accent); }
  button { margin-top: 24px; width: 100%; font-size: 15px; font-weight: 500; letter-spacing: .4px; text-transform: uppercase; padding: 10px; color: #fff; background: var(--accent); border: 0; border-radius: 4px; cursor: pointer; }
  button.secondary { margin-top: 12px; color: var(--accent); background: transparent; border: 1px solid var(--accent); }
  .error { color: var(--error); background: #fdecea; border-radius: 4px; padding: 10px 12px; margin: 16px 0 0; }
  .hint { font-size: 13px; color: #52606d; }
  .qr { margin: 0; text-align: center; }
  .secret { font-size: 16px; letter-spacing: 1px; }
  .recovery-codes { columns: 2; font-size: 15px; }
  a.button { display: block; margin-top: 12px; text-align: center; text-decoration: none; font-size: 15px; font-weight: 500; letter-spacing: .4px; text-transform: uppercase; padding: 10px; color: #fff; background: var(--accent); border-radius: 4px; }
  a.button:focus-visible { outline: 2px solid var(--brand); outline-offset: 2px; }
  /* A link into an app on this device: of use where the authenticator app lives, a phone or tablet. */
  .on-phone { display: none; }
  @media (max-width: 600px), (pointer: coarse) { .on-phone { display: block; } }
`;

/** A CSP source for an inline <script> or <style> whose text is exactly `text`. */
export const inlineHash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

export const PAGE_STYLE_HASH = inlineHash(PAGE_STYLE);

/**
 * The product's icon (web/public/favicon.svg) inline: without it the browser asks this origin for
 * /favicon.ico, a request that can only fail.
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b3d5c"/><path d="M7 23l6-8 5 5 7-10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

/** The provider's pages look like the product: same brand, colours and type. */
/** `script` is the text of one inline script: its hash must be listed in providerPageInlineHashes. */
export function page(title: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ALM Analysis | ${escapeHtml(title)}</title>
<link rel="icon" href="${FAVICON}">
<style>${PAGE_STYLE}</style>
</head>
<body>
<header>ALM Analysis</header>
<main><div class="card">${body}</div></main>
${script ? `<script>${script}</script>` : ""}
</body>
</html>`;
}
