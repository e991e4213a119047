import { describe, expect, it } from "vitest";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import type { ChangeDraft } from "./change-inputs.ts";
import { HISTORY_SIZE, rememberWhatIf, whatIfHistory } from "./what-if-history.ts";

/** Figures told apart by `n` alone: the list keeps them as they come. */
const figures = (n: number) => ({ measures: [], changes: [], n }) as unknown as WhatIfView_WhatIfFragment;
const sale = (key: number, amount: string) =>
  ({ key, kind: "resize", values: { group: "Fixed 30 Yr", amount } }) as unknown as ChangeDraft;
const ran = (drafts: ChangeDraft[], n: number, goal?: string) =>
  rememberWhatIf({ definitionId: "D1", drafts, whatIf: figures(n), goal });
const shown = () => whatIfHistory().map((e) => (e.whatIf as unknown as { n: number }).n);

describe("the session's what-ifs", () => {
  it("keeps one row for a what-if run again, on top with its latest figures", () => {
    // Run pressed again with no change added one more "No changes." row each time.
    ran([], 1);
    ran([sale(1, "20M")], 2);
    ran([], 3);
    expect(shown()).toEqual([3, 2]);
    // The same changes typed again (the form gives them new keys) are the same what-if; with the
    // goal that found them, or of another subject, another.
    ran([sale(7, "20M")], 4);
    ran([sale(7, "20M")], 5, "Selling $20,000,000 of Fixed 30 Yr does.");
    rememberWhatIf({ definitionId: "D2", drafts: [], whatIf: figures(6) });
    expect(shown()).toEqual([6, 5, 4, 3]);
    for (let n = 0; n < HISTORY_SIZE + 2; n++) ran([sale(1, `${n + 1}M`)], 10 + n);
    expect(shown()).toEqual([16, 15, 14, 13, 12].slice(0, HISTORY_SIZE));
  });
});
