import { escapeHtml, page } from "./html.ts";
import { MFA_PATH } from "./mfa-paths.ts";

export const MFA_TEXTS = {
  wrongCode: "That code is not right, or it was already used. Enter the current code from your app.",
  missingCode: "Enter the 6-digit code from your authenticator app.",
  tooManyAttempts:
    "Too many wrong codes. Go back to the application and sign in again with your username and password.",
  pendingExpired: "This step of sign-in has expired. Go back to the application and sign in again.",
  missingEnrolmentCode:
    "Enter the enrolment code your ALM advisor gave you, or open the link we e-mailed you.",
  wrongEnrolmentCode:
    "That enrolment code is not right, has expired or was already used. Ask your ALM advisor for a new one.",
  enrolmentLinkInvalid:
    "This link to set up your authenticator has expired or was already used. Go back to the application and sign in again: we will send you a new one.",
} as const;

/** Shows enough of an address for its owner to recognise it, not enough to give it away. */
export const maskedAddress = (email: string) =>
  email.replace(
    /^(.)(.*)(@.*)$/,
    (_all, first: string, rest: string, domain: string) =>
      `${first}${"•".repeat(Math.min(rest.length, 6))}${domain}`,
  );

const errorBlock = (error?: string) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "";

const codeField = (label: string, hint: string) => `
  <label for="code">${label}</label>
  <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required autofocus>
  <p class="hint">${hint}</p>`;

/** The second step of sign-in for a user who has an authenticator. */
export function renderCodePage(uid: string, error?: string): string {
  return page(
    "Verification code",
    `<h1>Verification code</h1>
     <p>Your institution asks for a second step. Enter the code your authenticator app shows for ALM Analysis.</p>
     ${errorBlock(error)}
     <form method="post" action="${MFA_PATH(uid)}" autocomplete="off">
       ${codeField("Code", "Lost your phone? Enter one of your recovery codes instead.")}
       <button type="submit">Verify</button>
     </form>`,
  );
}

/**
 * A first enrolment needs more than the password: the link sent to the address on file, or a code
 * staff issued. Whoever knows only the password stops here.
 */
export function renderEnrolmentGatePage(uid: string, email: string, error?: string): string {
  return page(
    "Set up your authenticator",
    `<h1>Set up your authenticator</h1>
     <p>Your sign-in needs Multi-factor Authentication and no authenticator app is set up for you yet.
        To make sure it is you who sets one up, we sent a link to your e-mail address on file,
        <strong>${escapeHtml(maskedAddress(email))}</strong>. Open it in this browser within 10 minutes.</p>
     <p>No e-mail? Your ALM advisor can give you an enrolment code instead.</p>
     ${errorBlock(error)}
     <form method="post" action="${MFA_PATH(uid)}/enrolment-code" autocomplete="off">
       <label for="enrolmentCode">Enrolment code</label>
       <input id="enrolmentCode" name="enrolmentCode" autocomplete="off" required>
       <button type="submit">Continue</button>
     </form>`,
  );
}

/** The second step cannot go on (expired, or too many wrong codes): back to the password. */
export function renderStartOver(message: string): string {
  return page(
    "Sign in again",
    `<h1>Sign in again</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/** Groups the secret in fours, as authenticator apps accept it typed in. */
const readable = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Enrolment: the QR code and the secret as text, then a first code to prove the app has it. On a
 * phone, which cannot scan its own screen, the otpauth:// link beside the code hands the account
 * to the authenticator app on the same phone (html.ts shows it on phones and tablets only).
 */
export async function renderEnrolmentPage(
  uid: string,
  secret: string,
  otpauthUri: string,
  error?: string,
): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, width: 200 });
  return page(
    "Set up your authenticator",
    `<h1>Set up your authenticator</h1>
     <p>Multi-factor Authentication is enabled for your sign-in. Scan this code with an authenticator
        app (Microsoft Authenticator, Google Authenticator, 1Password…).</p>
     <figure role="img" aria-label="QR code for your authenticator app" class="qr">${svg}</figure>
     <div class="on-phone">
       <p>Setting up on this phone? Open the account in your authenticator app, then come back here for its code.</p>
       <a class="button" href="${escapeHtml(otpauthUri)}">Open in authenticator app</a>
     </div>
     <p>Can't scan it? Enter this key in the app:</p>
     <p><code id="totp-secret" class="secret" data-secret="${escapeHtml(secret)}">${escapeHtml(readable(secret))}</code></p>
     ${errorBlock(error)}
     <form method="post" action="${MFA_PATH(uid)}" autocomplete="off">
       ${codeField("Code from the app", "Enter the 6-digit code the app now shows.")}
       <button type="submit">Confirm</button>
     </form>`,
  );
}

/** Shown once, right after enrolment: only hashes are kept. */
export function renderRecoveryCodesPage(uid: string, codes: string[]): string {
  const items = codes.map((c) => `<li><code>${escapeHtml(c)}</code></li>`).join("");
  return page(
    "Recovery codes",
    `<h1>Save your recovery codes</h1>
     <p>If you lose your phone, each of these codes signs you in once instead of a code from the app.
        Keep them somewhere safe: they are shown only now.</p>
     <ul id="recovery-codes" class="recovery-codes">${items}</ul>
     <form method="post" action="${MFA_PATH(uid)}/done">
       <button type="submit">I saved them, continue</button>
     </form>`,
  );
}
