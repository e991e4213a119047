import { describe, expect, it } from "vitest";
import { printRoutes, reportKeyOf } from "./print-routes.ts";

describe("print routes and the report card's key", () => {
  it("waits for the card under the report definition id its route names", () => {
    // The web's ReportCard keys itself `${reportDefinitionId}/${reportId}/${year}` from the route.
    const scope = { gatewayUrl: "http://gw:4000/", ticket: "t", clientId: 1, reportDefinitionId: 2 };
    const url = new URL(printRoutes(scope).report(20, { year: 3, orientation: "portrait", treeLevels: 2 }));
    const [, definition] = /\/did\/([^/]+)\/rid\/20\//.exec(url.pathname) ?? [];
    expect(definition).toBeDefined();
    expect(definition).not.toBe("2");
    expect(reportKeyOf(scope, 20, 3)).toBe(`${definition}/20/3`);
    expect(reportKeyOf(scope, 20)).toBe(`${definition}/20/1`);
  });
});
