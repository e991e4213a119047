import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { MISSING_SECOND_FACTOR } from "./second-factor-policy.ts";

/** What the user reads when their credential was refused: the api's words, else by the reason. */
export function invalidCredentialText(refused: { reason: string; message?: string }): string {
  if (refused.message) return refused.message;
  if (refused.reason === "print-ticket") return ERROR_TEXTS.printTicketInvalid;
  if (refused.reason === MISSING_SECOND_FACTOR) return ERROR_TEXTS.secondFactorRequired;
  if (refused.reason === "bearer") return ERROR_TEXTS.bearerInvalid;
  return ERROR_TEXTS.sessionInvalid;
}
