import type { KoaContextWithOIDC } from "oidc-provider";
import { escapeHtml, inlineHash, page, PAGE_STYLE_HASH } from "./html.ts";

const SIGN_OUT_SCRIPT = `
    const f = document.getElementById("op.logoutForm");
    const yes = document.createElement("input");
    yes.type = "hidden"; yes.name = "logout"; yes.value = "yes";
    f.appendChild(yes); f.submit();
  `;

/** The inline code the provider's pages run: the only inline code the api's CSP allows. */
export function providerPageInlineHashes(): { scripts: string[]; styles: string[] } {
  return { scripts: [inlineHash(SIGN_OUT_SCRIPT)], styles: [PAGE_STYLE_HASH] };
}

/** Sign-out needs no second question: the user already chose Sign Out in the app. */
export async function renderSigningOut(ctx: KoaContextWithOIDC, form: string) {
  ctx.body = page("Signing out", `<h1>Signing out</h1><p>One moment…</p>${form}`, SIGN_OUT_SCRIPT);
}

export async function renderSignedOut(ctx: KoaContextWithOIDC) {
  ctx.body = page("Signed out", "<h1>Signed out</h1><p>You have signed out of ALM Analysis.</p>");
}

export async function renderProviderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
) {
  ctx.type = "html";
  const description = out.error_description ?? out.error;
  ctx.body = page(
    "Sign-in problem",
    `<h1>Sign-in problem</h1><p class="error">${escapeHtml(description)}</p>
     <p>Go back to the application and sign in again.</p>`,
  );
}
