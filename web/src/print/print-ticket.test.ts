import { describe, expect, it } from "vitest";
import { isPrintPath, printTicketOf } from "./print-ticket.ts";

describe("the print ticket of a page's URL", () => {
  it("is read on the print routes only", () => {
    const search = "?ticket=abc.def&title=Board";
    expect(printTicketOf({ pathname: "/analysis/print/cid/1/did/2/cover", search })).toBe("abc.def");
    expect(printTicketOf({ pathname: "/analysis/print", search })).toBe("abc.def");
    // Any other page reads with the session: a ticket pasted into its URL is ignored.
    expect(printTicketOf({ pathname: "/analysis/reports/2", search })).toBeNull();
    expect(printTicketOf({ pathname: "/analysis/printer", search })).toBeNull();
  });

  it("is absent when the query has none or an empty one", () => {
    expect(printTicketOf({ pathname: "/analysis/print/cid/1/did/2/cover", search: "" })).toBeNull();
    expect(printTicketOf({ pathname: "/analysis/print/cid/1/did/2/cover", search: "?ticket=" })).toBeNull();
    expect(isPrintPath("/analysis/print/")).toBe(true);
  });
});
