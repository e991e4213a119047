import { loadTypeDefs } from "@alm/schema";
import { buildSchema, isEnumType } from "graphql";
import { describe, expect, it } from "vitest";
import { resolutionOf } from "../errors/failure-codes.ts";
import type { FailureCode } from "../generated/graphql.ts";
import { failure } from "./failures.ts";
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
