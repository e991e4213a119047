import { interpolateRate } from "@alm/engine";
import { nevRow, niiRow, niiScenarioId } from "../measures.ts";
import { sameValuesText } from "./rate-floor-text.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";

/** $142.9 million, $8.4 thousand. */
export function dollars(value: number | null): string {
  if (value === null) return "N/A";
  const abs = Math.abs(value);
  const sign = value < 0 ? "-" : "";
  if (abs >= 1e9) return `${sign}$${(abs / 1e9).toFixed(2)} billion`;
  if (abs >= 1e6) return `${sign}$${(abs / 1e6).toFixed(1)} million`;
  if (abs >= 1e3) return `${sign}$${(abs / 1e3).toFixed(1)} thousand`;
  return `${sign}$${abs.toFixed(0)}`;
}

/** A decimal fraction as percent: 0.1708 → 17.08%. */
export const percent = (value: number | null, digits = 2) =>
  value === null ? "N/A" : `${(value * 100).toFixed(digits)}%`;

const longDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

const rateAt = (ctx: ReportContext, which: "base" | "compare", months: number) => {
  const side = which === "base" ? ctx.base : ctx.compare;
  return side ? interpolateRate(side.results.curve.points, months) : null;
};

/** The NEV paragraph of summaries: base NEV, its ratio, and the shock's effect. */
export function nevNarrative(ctx: ReportContext): string {
  const r = ctx.base.results;
  const base = nevRow(r, "Base");
  const shock = nevRow(r, String(ctx.scenarios.shock));
  const worst = r.engine.nevSummary.reduce((a, b) => (b.nevRatio < a.nevRatio ? b : a));
  const lines = [
    `As of ${longDate(ctx.base.asOfDate)}, the net economic value of ${ctx.client.name || "the credit union"} is ${dollars(base.nev)}, a NEV ratio of ${percent(base.nevRatio)} of the market value of assets (${dollars(base.assets)}).`,
    `An instantaneous ${ctx.scenarios.shock > 0 ? "+" : ""}${ctx.scenarios.shock} bp shock changes NEV by ${percent(shock.nevChange, 1)} to a ratio of ${percent(shock.nevRatio)}; the lowest ratio across the scenarios is ${percent(worst.nevRatio)} at ${worst.label} bp.`,
    `Assets have an effective duration of ${base.assetDuration.toFixed(2)} years and liabilities ${base.liabilityDuration.toFixed(2)} years, a mismatch of ${base.durationMismatch.toFixed(2)} years.`,
    "These NEV figures value non-maturity shares with the firm's deposit model (decay and rate sensitivity); NCUA's supervisory test uses fixed share prices instead (Compliance with Policy Matrix).",
    sameValuesText(r.engine.rateFloor),
  ].filter(Boolean);
  if (ctx.compare) {
    const prior = nevRow(ctx.compare.results, "Base");
    lines.push(
      `Compared with ${longDate(ctx.compare.asOfDate)}, NEV ${base.nev >= prior.nev ? "rose" : "fell"} by ${dollars(Math.abs(base.nev - prior.nev))} and the base NEV ratio moved from ${percent(prior.nevRatio)} to ${percent(base.nevRatio)}.`,
    );
  }
  return lines.join(" ");
}

/** The NII paragraph of summaries for the page's year. */
export function niiNarrative(ctx: ReportContext): string {
  const r = ctx.base.results;
  const y = ctx.year;
  const base = niiRow(r, "Base", y);
  const rising = niiRow(r, niiScenarioId("rising", ctx.scenarios), y);
  const declining = niiRow(r, niiScenarioId("declining", ctx.scenarios), y);
  const shock = niiRow(r, niiScenarioId("shock", ctx.scenarios), y);
  return [
    `Projected net interest income for year ${y} is ${dollars(base.nii)} in the base scenario, a net interest margin of ${percent(base.nim)} and a return on assets of ${percent(base.roa)}.`,
    `NII changes by ${percent(declining.niiChange, 1)} in the declining ramp (${ctx.scenarios.declining} bp), ${percent(rising.niiChange, 1)} in the rising ramp (+${ctx.scenarios.rising} bp) and ${percent(shock.niiChange, 1)} in the +${ctx.scenarios.shock} bp shock.`,
    `The projection holds the balance sheet static: run-off is replaced by the same products at scenario rates.`,
  ].join(" ");
}

/** Standard texts of the Balance Sheet Assessment pages, written from the as-of curve. */
export function economicUpdate(ctx: ReportContext): string {
  const two = rateAt(ctx, "base", 24);
  const ten = rateAt(ctx, "base", 120);
  const threeMonth = rateAt(ctx, "base", 3);
  const slope = ten !== null && two !== null ? ten - two : null;
  const shape =
    slope === null
      ? ""
      : slope < 0
        ? "inverted"
        : slope < 0.5
          ? "flat"
          : slope < 1.5
            ? "moderately upward sloping"
            : "steep";
  const parts = [
    `At ${longDate(ctx.base.asOfDate)} the 3-month Treasury bill yielded ${threeMonth?.toFixed(2)}%, the 2-year note ${two?.toFixed(2)}% and the 10-year note ${ten?.toFixed(2)}%: the curve was ${shape} (${slope === null ? "" : `${slope >= 0 ? "+" : ""}${(slope * 100).toFixed(0)} bp`} from 2 to 10 years).`,
  ];
  if (ctx.compare) {
    const priorTwo = rateAt(ctx, "compare", 24);
    const priorTen = rateAt(ctx, "compare", 120);
    if (priorTwo !== null && priorTen !== null && two !== null && ten !== null) {
      parts.push(
        `Since ${longDate(ctx.compare.asOfDate)} the 2-year yield moved ${((two - priorTwo) * 100).toFixed(0)} bp and the 10-year ${((ten - priorTen) * 100).toFixed(0)} bp.`,
      );
    }
  }
  parts.push(
    "Inflation, the Federal Reserve's policy path and household balance sheets drive the outlook for loan demand and deposit pricing; the scenarios of this report bracket the plausible moves of rates over the next year.",
  );
  return parts.join(" ");
}

export const marketThemes = (ctx: ReportContext) =>
  [
    `Deposit behaviour is the theme of the period. ${rateAt(ctx, "base", 12) !== null && (rateAt(ctx, "base", 12) ?? 0) > 1.5 ? "With short-term rates well above deposit rates, members move balances from shares into certificates and money market accounts, and deposit betas rise." : "With short-term rates near zero, members keep record balances in shares and share drafts, and deposit pricing lags the market."}`,
    "Loan growth concentrates in auto and mortgage lending; prepayments of mortgages slow as rates rise and accelerate as they fall, the main source of option risk in the balance sheet.",
  ].join("\n\n");

export function fixedIncomeUpdate(ctx: ReportContext): string {
  const base = ctx.base.results.engine.nodes.find(
    (n) => n.side === "asset" && /invest/i.test(`${n.key} ${n.description}`),
  );
  const mv = base?.nev?.Base?.marketValue ?? null;
  const book = base?.bookValue ?? null;
  return [
    `The investment portfolio carries a book value of ${dollars(book)} and a market value of ${dollars(mv)}, an unrealized ${mv !== null && book !== null && mv >= book ? "gain" : "loss"} of ${dollars(mv !== null && book !== null ? Math.abs(mv - book) : null)}.`,
    "Fixed income returns follow the change of yields: a laddered portfolio of agency and Treasury securities reprices as it matures, so unrealized losses from rising rates pull to par over the remaining terms.",
  ].join("\n\n");
}

export const pipelineHedging = () =>
  [
    "Mortgage pipeline hedging protects the value of rate locks between application and sale. Pull-through assumptions and the duration of the pipeline decide the notional of forward sales; the credit union's held-for-sale balance is shown in the balance sheet detail.",
    "We recommend reviewing the hedge ratio monthly against realized pull-through.",
  ].join("\n\n");

export const DISCLAIMERS = [
  "This report was prepared by the firm for the credit union's asset-liability committee from data supplied by the credit union. The firm has not audited the data and relies on its accuracy and completeness.",
  "Results are estimates from models of cash flows, prepayments, deposit behaviour and discount rates under hypothetical interest-rate scenarios. Actual results will differ, possibly materially, as rates, balances and member behaviour change.",
  "Market values are computed by discounting projected cash flows on the US Treasury curve of the as-of date plus spreads; they are not prices at which assets or liabilities could be sold. Net interest income projections assume a static balance sheet.",
  "This report does not constitute investment, legal, tax or accounting advice.",
].join("\n\n");

/** Text pages: the page's standard text, the report definition's commentary and the disclaimers. */
export const textPage =
  (standard: (ctx: ReportContext) => string = nevNarrative) =>
  (ctx: ReportContext): Record<string, BlockData> => {
    const out: Record<string, BlockData> = {};
    for (const block of ctx.page.template) {
      if (block.source === "commentary") {
        out.commentary =
          ctx.definition.commentary?.trim() || "No commentary has been entered for this report.";
      } else if (block.source === "disclaimers") {
        out.disclaimers = DISCLAIMERS;
      } else {
        out[block.source] = standard(ctx);
      }
    }
    return out;
  };
