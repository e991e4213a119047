import { describe, expect, it } from "vitest";
import { rankClients } from "./firm-ranking.ts";

const client = (name: string, rating: string | null, postShockRatio: number | null) => ({
  clientId: name,
  name,
  rating,
  postShockRatio,
});

describe("clients by risk", () => {
  it("come most severe rating first, then lowest post-shock ratio, unrated last by name", () => {
    const ranked = rankClients([
      client("Zeta", null, null),
      client("Low", "Low", 0.09),
      client("High, thin", "High", 0.05),
      client("Alpha", null, null),
      client("Moderate", "Moderate", 0.06),
      client("High, thick", "High", 0.08),
    ]);
    expect(ranked.map((c) => c.name)).toEqual([
      "High, thin",
      "High, thick",
      "Moderate",
      "Low",
      "Alpha",
      "Zeta",
    ]);
  });
});
