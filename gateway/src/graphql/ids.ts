import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

/** GraphQL IDs are text; the REST API's ids are positive whole numbers. */
export function toId(value: string | number, name = "id"): number {
  const id = typeof value === "number" ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.badId(name, String(value)));
  }
  return id;
}

export const optionalId = (value: string | null | undefined, name: string) =>
  value === null || value === undefined ? undefined : toId(value, name);

export const idText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : String(value);
