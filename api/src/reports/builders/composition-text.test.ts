import { describe, expect, it } from "vitest";
import type { TreeNode } from "../report-tree.ts";
import { compositionText } from "./text.ts";

const group = (description: string, bookValue: number) =>
  ({ description, base: { bookValue } }) as unknown as TreeNode;

describe("Balance Sheet Composition's text", () => {
  it("names the largest groups of each side with their share of total assets", () => {
    expect(
      compositionText(
        1_000_000,
        [group("Loans", 600_000), group("Cash", 400_000)],
        [group("Shares", 900_000)],
      ),
    ).toBe(
      "Total assets are $1.0 million at book value. The largest asset groups are Loans ($600,000, 60.00%) and Cash ($400,000, 40.00%); the largest sources of funding are Shares ($900,000, 90.00%), with their shares of total assets.",
    );
  });

  it("leaves a side unsaid whose groups hold nothing, and starts its sentence with a capital", () => {
    expect(compositionText(1_000_000, [group("Allowance", -5_000)], [group("Shares", 900_000)])).toBe(
      "Total assets are $1.0 million at book value. The largest sources of funding are Shares ($900,000, 90.00%), with their shares of total assets.",
    );
    expect(compositionText(1_000_000, [], [])).toBe("Total assets are $1.0 million at book value.");
  });
});
