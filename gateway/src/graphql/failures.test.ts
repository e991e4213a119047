import { loadTypeDefs } from "@alm/schema";
import { buildSchema, isEnumType } from "graphql";
import { describe, expect, it } from "vitest";
import { resolutionOf } from "../errors/failure-codes.ts";
import type { FailureCode } from "../generated/graphql.ts";
import { failure, renameFailureField } from "./failures.ts";
import { choosePermissions } from "./permission-input.ts";

describe("a failure always says what to do", () => {
  it("has a resolution for every FailureCode of the schema", () => {
    const codes = buildSchema(loadTypeDefs()).getType("FailureCode");
    if (!isEnumType(codes)) throw new Error("FailureCode is not an enum");
    for (const { name } of codes.getValues())
      expect(resolutionOf(name as FailureCode), name).toMatch(/\w+ \w+/);
  });

  it("fills a message the api gave without a resolution, and makes one when none was given", () => {
    const bare = failure("ValidationFailed", "DATA_SET_RUNNING", "A run is in progress.");
    expect(bare.messages).toEqual([
      { error: "A run is in progress.", resolution: resolutionOf("DATA_SET_RUNNING") },
    ]);
    const given = failure("ValidationFailed", "INVALID_INPUT", "Bad input.", [
      { error: "name is required", resolution: "", field: "name" },
    ]);
    expect(given.messages[0]?.resolution).toBe(resolutionOf("INVALID_INPUT"));
  });

  it("names the consumer's field where the api's failure named its own, in the texts too", () => {
    const api = failure(
      "ValidationFailed",
      "INVALID_INPUT",
      "The personal access token is not valid: scopes: must list at least 1 item; name: is required.",
      [
        { error: 'scopes[1]: must be one of "View"', resolution: "Correct scopes[1].", field: "scopes[1]" },
        { error: "name: is required", resolution: "Correct name.", field: "name" },
      ],
    );
    const renamed = renameFailureField(api, "scopes", "permissions");
    expect(renamed.message).toBe(
      "The personal access token is not valid: permissions: must list at least 1 item; name: is required.",
    );
    expect(renamed.messages.map((m) => [m.field, m.error, m.resolution])).toEqual([
      ["permissions[1]", 'permissions[1]: must be one of "View"', "Correct permissions[1]."],
      ["name", "name: is required", "Correct name."],
    ]);
    // A word that merely contains the field's name is left alone.
    expect(
      renameFailureField(failure("ValidationFailed", "INVALID_INPUT", "subscopes: x"), "scopes", "p").message,
    ).toBe("subscopes: x");
  });

  it("tells a caller who gave the permissions in neither field or in both which one to use", () => {
    const fields = { enums: "permissions", names: "permissionNames" };
    for (const given of [{}, { enums: ["VIEW"], names: ["View"] }]) {
      const choice = choosePermissions(given as never, fields);
      expect("failure" in choice && choice.failure.messages[0]?.resolution).toBe(
        "List the permissions in permissions only, e.g. permissions: [VIEW].",
      );
    }
  });
});
