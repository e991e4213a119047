import { parsePositionsCsv } from "../src/positions/parsePositionsCsv.ts";
import type { Position } from "../src/positions/position.ts";
import { positionTemplateSampleCsv } from "../src/positions/positionTemplate.ts";
import { seededRandom } from "../src/demo/seeded-random.ts";

/**
 * A synthetic balance sheet: variations of the template sample's products
 * (every amortization kind, fixed and adjustable), keyed to its leaves.
 */
export function generatePositions(count: number, seed = 42): Position[] {
  const parsed = parsePositionsCsv(positionTemplateSampleCsv());
  if (!parsed.ok) throw new Error("the template sample does not parse");
  const products = parsed.value;
  const rnd = seededRandom(seed);
  const out: Position[] = [];
  for (let i = 0; i < count; i++) {
    const p = products[Math.floor(rnd() * products.length)];
    const term = p.termMonths === null ? null : 1 + Math.floor(rnd() * p.termMonths);
    out.push({
      ...p,
      description: `${p.description} #${i}`,
      balance: Math.round(10_000 + rnd() * 2_000_000) * Math.sign(p.balance || 1),
      rate: p.amortization === "none" ? p.rate : Math.max(0, p.rate + (rnd() - 0.5) * 2),
      termMonths: term,
      cpr: p.cpr === 0 ? 0 : p.cpr * (0.5 + rnd()),
      decay: p.decay === 0 ? 0 : p.decay * (0.5 + rnd()),
    });
  }
  return out;
}
