import { describe, expect, it } from "vitest";
import { canonicalRecord, canonicalRecords } from "./validationError.ts";

describe("canonicalRecords", () => {
  it("re-keys each record by the template's spelling, even when records' keys differ", () => {
    const canonical = canonicalRecords(["key", "balance"]);
    expect(canonical({ " KEY ": " a ", Balance: "1" })).toEqual({ key: "a", balance: "1" });
    expect(canonical({ " KEY ": "b", Balance: " 2" })).toEqual({ key: "b", balance: "2" });
    // Other keys: worked out again, not the previous record's.
    expect(canonical({ key: "c", other: "x" })).toEqual({ key: "c", balance: "" });
    // Two spellings of one column: the last wins, as for canonicalRecord.
    const twice = { Key: "first", KEY: "last", balance: "3" };
    expect(canonical(twice)).toEqual({ key: "last", balance: "3" });
    expect(canonicalRecord(twice, ["key", "balance"])).toEqual(canonical(twice));
  });
});
