import { NII_SCENARIOS, NON_PARALLEL_SHAPES, type DepositModel } from "@alm/engine";
import { formatDate, textBasisPoints, textPercent } from "@alm/formats";
import { chart, row, series, table, treeRows } from "../blocks.ts";
import { minus } from "../measures.ts";
import { addSums, noSums, overrideFolder, type AssumptionSums } from "../../runs/compute-results.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";
import { rolledLeaves, type TreeNode } from "../report-tree.ts";
import { curvesUsedText } from "./curves-used.ts";
import { OVERVIEW_TENORS } from "./overview.ts";
import { BASE_TEXT, durationFloorText, fallsIn, floorText } from "./rate-floor-text.ts";

/** Inputs of a folder: its own leaves' sums (rolled-up children only). */
function sumsOf(ctx: ReportContext, n: TreeNode): AssumptionSums {
  return rolledLeaves(n).reduce(
    (acc, leaf) => addSums(acc, ctx.base.results.assumptions[String(leaf.id)] ?? noSums()),
    noSums(),
  );
}

const avg = (total: number, weight: number, scale = 1) => (weight === 0 ? null : total / weight / scale);

/**
 * The leaf's kind of positions. A book adjustment beside positions (a what-if's premium paid) does
 * not make a leaf of bullets "mixed": it is not a position's kind of repayment.
 */
export function dominantKind(s: AssumptionSums): string {
  const held = Object.entries(s.byKind).filter(([, b]) => b !== 0);
  const kinds = held.length > 1 ? held.filter(([kind]) => kind !== "adjustment") : held;
  if (!kinds.length) return "";
  if (kinds.length === 1) return kinds[0]?.[0] ?? "";
  return "mixed";
}

/** Years a deposit balance stays on average when it runs off at `decay` (fraction) a year. */
const averageLife = (decay: number | null) =>
  decay === null || decay <= 0 ? null : Math.min(30, 1 / -Math.log(1 - Math.min(decay, 0.999)));

const assumptionFields = (ctx: ReportContext) => (n: TreeNode) => {
  const s = sumsOf(ctx, n);
  return {
    balance: s.balance,
    averageRate: avg(s.rate, s.rateWeight, 100),
    termMonths: avg(s.term, s.termWeight),
    amortization: dominantKind(s),
    cpr: avg(s.cpr, s.cprWeight, 100),
    decay: avg(s.decay, s.decayWeight, 100),
    beta: avg(s.beta, s.betaWeight),
    positions: s.positions,
  };
};

const sections = (ctx: ReportContext) => ctx.roots.filter((r) => r.side !== "other");

/** 70 Full Balance Sheet Assumptions: the inputs of every folder, balance-weighted, after the H3 overrides. */
export function balanceSheetAssumptionsPage(ctx: ReportContext): Record<string, BlockData> {
  return {
    tree: table(ctx, "tree", treeRows(sections(ctx), assumptionFields(ctx)), {
      overrides: ctx.base.results.overrides.length,
    }),
  };
}

/** 71 Market Pricing: the Treasury curves of both data sets. */
export function marketPricingPage(ctx: ReportContext): Record<string, BlockData> {
  const at = (side: typeof ctx.compare, months: number) => {
    const p = side?.results.curve.points.find((c) => c.tenorMonths === months);
    return p ? p.rate / 100 : null;
  };
  const tenors = ctx.base.results.curve.points.map((p) => p.tenorMonths);
  const label = (m: number) =>
    OVERVIEW_TENORS.find(([t]) => t === m)?.[1] ?? (m % 12 === 0 ? `${m / 12} Yr` : `${m} Mo`);
  const rows = tenors.map((m, i) => {
    const a = at(ctx.base, m);
    const b = at(ctx.compare, m);
    return row(
      `t${m}`,
      label(m),
      {
        tenor: label(m),
        tenorMonths: m,
        dataset1_value: a,
        dataset2_value: b,
        difference_value: minus(a, b),
      },
      i + 1,
    );
  });
  return {
    grid1: table(ctx, "grid1", rows, {
      curves: [ctx.base, ctx.compare]
        .filter((s) => s !== null)
        .map(({ results: { curve } }) => ({
          asOfDate: curve.asOfDate,
          version: curve.version,
          source: curve.source,
        })),
    }),
    curves: curvesUsedText([ctx.base, ctx.compare]),
    chart1: chart(ctx, "chart1", {
      categories: tenors.map(label),
      series: [
        series(
          `Current (${formatDate(ctx.base.results.curve.asOfDate)})`,
          tenors.map((m) => at(ctx.base, m)),
          "percentage",
        ),
        series(
          ctx.compare ? `Prior (${formatDate(ctx.compare.results.curve.asOfDate)})` : "Prior",
          tenors.map((m) => at(ctx.compare, m)),
          "percentage",
        ),
      ],
      xTitle: "Tenor",
    }),
  };
}

/** 72 Market Spreads: the discount spread of every overridden group, then the default. */
export function marketSpreadsPage(ctx: ReportContext): Record<string, BlockData> {
  const r = ctx.base.results;
  // The file names groups by chart key (Consumer Loans_H2); a reader knows the folder's name.
  const groupName = (group: string) => overrideFolder(ctx.chart.folders, group)?.description || group;
  const rows = r.overrides
    .filter((o) => o.spreadBp !== undefined)
    .map((o, i) =>
      row(`g${i}`, groupName(o.group), { spreadBp: o.spreadBp ?? null, source: "H3 overrides file" }, i + 1),
    );
  rows.push(
    row(
      "default",
      "All other positions",
      { spreadBp: r.engine.spreadBp, source: "Data set default" },
      rows.length + 1,
    ),
  );
  return { grid1: table(ctx, "grid1", rows) };
}

/** 74 Non-Maturity Deposit Assumptions: decay, beta and average life of each deposit product. */
export function depositAssumptionsPage(ctx: ReportContext): Record<string, BlockData> {
  const liabilities = ctx.roots.filter((r) => r.side === "liability");
  const leaves = liabilities
    .flatMap(rolledLeaves)
    .filter((n) => (ctx.base.results.assumptions[String(n.id)]?.byKind.nonmaturity ?? 0) !== 0);
  const rows = leaves.map((n, i) => {
    const s = ctx.base.results.assumptions[String(n.id)] ?? noSums();
    const decay = avg(s.decay, s.decayWeight, 100);
    return row(
      n.id,
      n.description,
      {
        key: n.key,
        balance: s.balance,
        averageRate: avg(s.rate, s.rateWeight, 100),
        decay,
        beta: avg(s.beta, s.betaWeight),
        averageLife: averageLife(decay),
      },
      i + 1,
    );
  });
  return {
    grid1: table(ctx, "grid1", rows),
    model: depositModelText(ctx.base.results.engine.depositModel),
    chart1: chart(ctx, "chart1", {
      categories: rows.map((r) => r.description),
      series: [
        series(
          "Average life (years)",
          rows.map((r) => (r.averageLife as number | null) ?? null),
          "numeric",
        ),
      ],
    }),
  };
}

/** The deposit model of the run, in the words an examiner reads it. */
function depositModelText(m: DepositModel): string {
  const up = Math.round(m.decaySensitivity * 300);
  return [
    `Non-maturity deposits are valued as the present value of their decay run-off and of the dividends paid on the balance left, discounted at the credit union's alternative cost of funds: the Treasury curve plus ${m.fundingSpreadBp} bp (a group's spread in the assumption overrides replaces it).`,
    `Dividend rates follow a change in market rates by each product's beta after ${m.betaLagMonths} month${m.betaLagMonths === 1 ? "" : "s"}.`,
    up === 0
      ? "Decay rates are the same in every scenario."
      : `Decay rates move with rates: ${textPercent(up / 100, 0)} faster when rates are 300 bp higher and ${textPercent(up / 100, 0)} slower when they are 300 bp lower (at most twice, at least half the decay above).`,
  ].join("\n\n");
}

/** 89 Rate Scenario Definitions: the engine's shocks and ramps. */
export function scenarioDefinitionsPage(ctx: ReportContext): Record<string, BlockData> {
  const floor = ctx.base.results.engine.rateFloor;
  const rows = NII_SCENARIOS.map((s, i) =>
    row(
      s.id,
      s.label,
      {
        scenario: s.label,
        kind: s.kind === "shock" ? "Shock" : "Ramp",
        bp: s.bp,
        description:
          (s.kind === "shock"
            ? s.bp === 0
              ? BASE_TEXT
              : `Every tenor of the curve moves ${s.bp > 0 ? "up" : "down"} ${Math.abs(s.bp)} bp at once.`
            : `The curve moves ${s.bp > 0 ? "up" : "down"} ${Math.abs(s.bp)} bp in equal monthly steps over 12 months, then stays.`) +
          floorText(floor, s.id, fallsIn(s)) +
          durationFloorText(floor, s),
      },
      i + 1,
    ),
  );
  const shaped = NON_PARALLEL_SHAPES.map((shape, i) =>
    row(
      shape.id,
      shape.label,
      {
        scenario: shape.label,
        kind: "Non-parallel",
        bp: Math.round(shape.byTenor[0] * 100),
        description:
          `${NON_PARALLEL_TEXT[shape.id] ?? ""} at once; at 3 months ${signedBp(shape.byTenor[3] ?? 0)}, 2 years ${signedBp(shape.byTenor[24] ?? 0)}, 10 years ${signedBp(shape.byTenor[120] ?? 0)}, 30 years ${signedBp(shape.byTenor[360] ?? 0)} (Basel IRRBB standard shock for USD; NEV only).` +
          floorText(
            floor,
            shape.id,
            shape.byTenor.some((bp) => bp < 0),
          ),
      },
      rows.length + i + 1,
    ),
  );
  return { grid1: table(ctx, "grid1", [...rows, ...shaped]) };
}

/** A tenor's move, held in percent, as signed whole basis points: "+220 bp", "-175 bp". */
const signedBp = (pct: number) => textBasisPoints(pct * 100, true);
const NON_PARALLEL_TEXT: Record<string, string> = {
  steepener: "Short rates fall and long rates rise",
  flattener: "Short rates rise and long rates fall",
  shortUp: "Short rates rise, fading with tenor",
  shortDown: "Short rates fall, fading with tenor",
};
