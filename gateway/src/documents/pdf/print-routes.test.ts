import { describe, expect, it } from "vitest";
import { printRoutes, reportKeyOf } from "./print-routes.ts";

describe("print routes and the report card's key", () => {
  it("names the client and report definition by their numbers, and waits for the card under them", () => {
    // The web's ReportCard keys itself `${definition's databaseId}/${reportId}/${year}`.
    const scope = { gatewayUrl: "http://gw:4000/", ticket: "t", clientId: 1, reportDefinitionId: 2 };
    const url = new URL(printRoutes(scope).report(20, { year: 3, orientation: "portrait", treeLevels: 2 }));
    expect(url.pathname).toMatch(/^\/analysis\/print\/cid\/1\/did\/2\/rid\/20\//);
    expect(url.searchParams.get("ticket")).toBe("t");
    expect(new URL(printRoutes(scope).cover("Board")).pathname).toBe("/analysis/print/cid/1/did/2/cover");
    expect(reportKeyOf(scope, 20, 3)).toBe("2/20/3");
    expect(reportKeyOf(scope, 20)).toBe("2/20/1");
  });
});
