import { describe, expect, it } from "vitest";
import { BAND_LABELS, declineColumn, matrixRating, ratioRow } from "./supervisory-test.ts";

describe("NCUA's NEV Supervisory Test table (16-CU-08 as revised by SL 22-01)", () => {
  it("rates the practitioners' published worked examples as they do", () => {
    // A balance sheet immunized in economic value: 8.26 % post-shock ratio, NEV −28.61 %: Low.
    expect(matrixRating(0.0826, -0.2861)).toBe("Low");
    // The same balance sheet after +100 bp, rerun: 6.47 %, −33.35 %: Moderate.
    expect(matrixRating(0.0647, -0.3335)).toBe("Moderate");
  });

  it("is read as one table, not as two ratings with the more severe deciding", () => {
    // Each measure on its own would rate the first example High (decline over 25 %).
    expect(matrixRating(0.0826, -0.2861)).not.toBe("High");
    // A thin post-shock ratio is High however small the decline; capital cannot hide a collapse.
    expect(matrixRating(0.015, -0.05)).toBe("High");
    expect(matrixRating(0.09, -0.55)).toBe("Moderate");
  });

  it("puts the bounds where the letters do: ratio above 7 %, at or above 4 % and 2 %; decline up to 15, 25, 50 %", () => {
    expect([0.0701, 0.07, 0.04, 0.0399, 0.02, 0.0199, null].map(ratioRow)).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect([-0.15, -0.1501, -0.25, -0.2501, -0.5, -0.5001, 0.05, null].map(declineColumn)).toEqual([
      0, 1, 1, 2, 2, 3, 0, 3,
    ]);
    expect(BAND_LABELS.rows).toEqual(["Above 7%", "4% to 7%", "2% to 4%", "Below 2%"]);
    expect(BAND_LABELS.columns).toEqual(["Up to 15%", "Over 15% to 25%", "Over 25% to 50%", "Over 50%"]);
  });

  it("has no Extreme class since SL 22-01", () => {
    const all = [0.1, 0.05, 0.03, 0.01].flatMap((r) =>
      [-0.1, -0.2, -0.4, -0.6].map((d) => matrixRating(r, d)),
    );
    expect(new Set(all)).toEqual(new Set(["Low", "Moderate", "High"]));
  });
});
