import { describe, expect, it } from "vitest";
import { parseAddresses, recipientsProblem } from "./email-addresses.ts";

describe("email recipients", () => {
  it("strip whitespace and split on commas, semicolons and line breaks", () => {
    expect(
      parseAddresses("  cfo@rfcu.example.com ,board@rfcu.example.com;\n ceo@rfcu.example.com ").valid,
    ).toEqual(["cfo@rfcu.example.com", "board@rfcu.example.com", "ceo@rfcu.example.com"]);
  });

  it("name what is not an address, and need at least one recipient", () => {
    const to = parseAddresses("cfo@rfcu.example.com, not-an-address");
    expect(to.invalid).toEqual(["not-an-address"]);
    expect(recipientsProblem(to, parseAddresses(""))).toBe(
      "Not an email address: not-an-address. Correct or remove it.",
    );
    expect(recipientsProblem(parseAddresses(" "), parseAddresses(""))).toBe("Enter at least one recipient.");
    expect(recipientsProblem(parseAddresses("a@b.co"), parseAddresses("c@d.co"))).toBeNull();
  });

  it("list an address once, whatever its case", () => {
    expect(parseAddresses("a@b.co a@b.co").valid).toEqual(["a@b.co"]);
    expect(parseAddresses("Client@RFCU.Example.COM, client@rfcu.example.com").valid).toEqual([
      "Client@RFCU.Example.COM",
    ]);
  });

  it("read an address written with its owner's name, as the picker shows it", () => {
    const parsed = parseAddresses(
      "Marcus Bell <client@rfcu.example.com>, Chief Financial Officer <cfo@rfcu.example.com>; a@b.co",
    );
    expect(parsed).toEqual({
      valid: ["client@rfcu.example.com", "cfo@rfcu.example.com", "a@b.co"],
      invalid: [],
    });
  });
});
