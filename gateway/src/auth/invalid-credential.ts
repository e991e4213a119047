import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { MISSING_SECOND_FACTOR } from "./second-factor-policy.ts";

/** What the user reads when their credential was refused, by the reason it was. */
export function invalidCredentialText(reason: string): string {
  if (reason === "print-ticket") return ERROR_TEXTS.printTicketInvalid;
  if (reason === MISSING_SECOND_FACTOR) return ERROR_TEXTS.secondFactorRequired;
  return ERROR_TEXTS.sessionInvalid;
}
