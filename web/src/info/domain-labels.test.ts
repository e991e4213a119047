import { expect, it } from "vitest";
import { domainLabel, EVERY_DOMAIN } from "./domain-labels.ts";

const apps = [
  { domain: "analysis", text: "ALM Analysis" },
  { domain: "depositpricing", text: "Deposit Pricing" },
];

it("names a message's domain by its app, as the Apps menu does, and every domain as All", () => {
  expect(domainLabel(apps, "analysis")).toBe("ALM Analysis");
  expect(domainLabel(apps, "depositpricing")).toBe("Deposit Pricing");
  expect(domainLabel(apps, null)).toBe(EVERY_DOMAIN);
  // A domain no app belongs to is still said, as the server gives it.
  expect(domainLabel(apps, "treasury")).toBe("treasury");
});
