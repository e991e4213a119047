import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { ERROR_TEXTS, hasErrorCode, hasErrorReason } from "./error-texts.ts";

const graphQLError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: "any text at all", extensions }] });

describe("error texts", () => {
  it("recognises an error by the reason the gateway passes on, whatever its text", () => {
    const noPermissions = graphQLError({ code: "FORBIDDEN", reason: "NO_PERMISSIONS" });
    expect(hasErrorReason(noPermissions, "NO_PERMISSIONS")).toBe(true);
    expect(hasErrorReason(graphQLError({ code: "FORBIDDEN" }), "NO_PERMISSIONS")).toBe(false);
    expect(hasErrorReason(new Error(ERROR_TEXTS.internal), "NO_PERMISSIONS")).toBe(false);
    expect(hasErrorReason(undefined, "NO_PERMISSIONS")).toBe(false);
  });

  it("recognises an error by its code, whatever its text", () => {
    const notFound = graphQLError({ code: "NOT_FOUND" });
    expect(hasErrorCode(notFound, "FORBIDDEN", "NOT_FOUND")).toBe(true);
    expect(hasErrorCode(notFound, "FORBIDDEN")).toBe(false);
    expect(hasErrorCode(new Error("NOT_FOUND"), "NOT_FOUND")).toBe(false);
  });

  it("fills the catalogue's texts with what they name", () => {
    expect(ERROR_TEXTS.documentFile("xlsx")).toBe("Unable to create downloadable xlsx file.");
    expect(ERROR_TEXTS.clientSettingsSave("7")).toBe("Unable to save client settings (ID 7).");
  });
});
