import { generate } from "otplib";
import type { ProviderPage, SecondFactor } from "./sign-in-form.ts";

const PERIOD_SECONDS = 30;

/** The secret the provider's enrolment page shows as text, as a user would type it into an app. */
export const enrolmentSecretOn = (page: ProviderPage) => /data-secret="([A-Z2-7]+)"/.exec(page.html)?.[1];

/** The recovery codes the provider shows once, right after enrolment. */
export function recoveryCodesOn(page: ProviderPage): string[] {
  const list = /<ul id="recovery-codes"[^>]*>(.*?)<\/ul>/s.exec(page.html)?.[1] ?? "";
  return [...list.matchAll(/<code>([^<]+)<\/code>/g)].map((m) => m[1] ?? "");
}

/**
 * An authenticator app held by a test: learns its secret from the enrolment page (the text, not
 * the QR code), keeps the recovery codes shown once, and gives TOTP codes on demand.
 */
export class TestAuthenticator {
  secret = "";
  recoveryCodes: string[] = [];
  /** A staff-issued enrolment code for a first enrolment (the user has no authenticator yet). */
  enrolmentCode = "";

  /** The code of the time step holding `epoch` (seconds; now by default). */
  codeAt(epoch?: number): Promise<string> {
    if (!this.secret) throw new Error("The authenticator was never enrolled.");
    return generate({ secret: this.secret, epoch });
  }

  /** The code of a given time step (e.g. the one after the last the provider accepted). */
  codeOfStep(step: number): Promise<string> {
    return this.codeAt(step * PERIOD_SECONDS);
  }

  /** Answers the second sign-in step with `code` (the current code by default). */
  answering(code: (page: ProviderPage) => Promise<string> = () => this.codeAt()): SecondFactor {
    return {
      code,
      ...(this.enrolmentCode ? { enrolmentCode: () => Promise.resolve(this.enrolmentCode) } : {}),
      onPage: (page) => {
        const secret = enrolmentSecretOn(page);
        if (secret) this.secret = secret;
        const codes = recoveryCodesOn(page);
        if (codes.length) this.recoveryCodes = codes;
      },
    };
  }
}
