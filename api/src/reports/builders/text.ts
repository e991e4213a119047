import { interpolateRate, type NiiBalanceSheet } from "@alm/engine";
import {
  formatDate,
  formatNumber,
  scenarioName,
  textBasisPoints,
  textMoney,
  textNumber,
  textPercent,
  textChange,
  basisPointsOf,
  DURATION_MISMATCH_BASIS,
  listsReport,
  textList,
} from "@alm/formats";
import { nevRow, niiRow, niiScenarioId, shockId, type NiiColumn } from "../measures.ts";
import { pageReference, REFERENCED_PAGES } from "./page-reference.ts";
import { breachWords, headline } from "../headline.ts";
import { sameValuesText } from "./rate-floor-text.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";
import type { TreeNode } from "../report-tree.ts";

/*
 * The narratives write figures by the product's rule for running text (@alm/formats, README
 * "Units and signs"): the digits the tables show, a minus sign for negatives, money with its
 * currency, ratio changes in basis points, scenarios with their unit and kind, dates as
 * 2021/12/31.
 */

/** A rate of the curve, held in percent (0.05 for 0.05%), in a sentence. */
const ratePercent = (value: number | null) =>
  formatNumber(value, { style: "percent", precision: 2, negative: "minus" });

/** The shock scenario of the definition, named: "+300 bp shock". */
const shockName = (ctx: ReportContext) => scenarioName(shockId(ctx.scenarios.shock));

const rateAt = (ctx: ReportContext, which: "base" | "compare", months: number) => {
  const side = which === "base" ? ctx.base : ctx.compare;
  return side ? interpolateRate(side.results.curve.points, months) : null;
};

/** The NEV paragraph of summaries: base NEV, its ratio, and the shock's effect. */
/**
 * The durations and their mismatch, the difference of the unrounded durations: where the printed
 * durations differ by another last digit (3.02 and 1.50, a mismatch of 1.51), the text says why.
 */
function durationText(base: { assetDuration: number; liabilityDuration: number; durationMismatch: number }) {
  const [assets, liabilities, mismatch] = [
    base.assetDuration,
    base.liabilityDuration,
    base.durationMismatch,
  ].map((v) => textNumber(v));
  const printed = (v: number) => Math.round(v * 100) / 100;
  const ofPrinted = textNumber(printed(base.assetDuration) - printed(base.liabilityDuration));
  const why = ofPrinted === mismatch ? "" : ` (${DURATION_MISMATCH_BASIS})`;
  return `Assets have an effective duration of ${assets} years and liabilities ${liabilities} years, a mismatch of ${mismatch} years${why}.`;
}

/** Said after a change whose printed figures' difference ends in another digit. */
const BEFORE_ROUNDING = " (the difference before rounding)";

/**
 * Why a ratio's change in basis points differs from the difference of the two ratios as printed
 * (to 0.01%, one basis point): "by 488 bp, to 6.45%" beside 11.34% read as a slip of one.
 */
function ratioRounding(from: number, to: number): string {
  // The figures as the sentence prints them (textPercent's own rounding), read back in percent.
  const printedPercent = (ratio: number) =>
    Number(
      textPercent(ratio)
        .replace("\u2212", "-")
        .replace(/[^\d.-]/g, ""),
    );
  const printed = Math.round((printedPercent(to) - printedPercent(from)) * 100);
  return textBasisPoints(Math.abs(printed)) === textBasisPoints(Math.abs(basisPointsOf(to - from)))
    ? ""
    : BEFORE_ROUNDING;
}

/**
 * 'lowers NEV by 46.04% and the NEV ratio by 481 bp' (from the ratio `from` to `to`); each its own
 * verb where they part.
 */
function shockWords(nevChange: number, from: number, to: number): string {
  const ratioChange = to - from;
  const bp = (m: number) => textBasisPoints(basisPointsOf(m)) + ratioRounding(from, to);
  const nev = textChange(nevChange, textPercent, {
    down: "lowers NEV",
    up: "raises NEV",
    none: "leaves NEV unchanged",
  });
  const together = Math.sign(nevChange) === Math.sign(ratioChange) && !nev.startsWith("leaves");
  const ratio = together
    ? `the NEV ratio by ${bp(Math.abs(ratioChange))}`
    : textChange(ratioChange, bp, {
        down: "lowers the NEV ratio",
        up: "raises the NEV ratio",
        none: "leaves the NEV ratio unchanged",
      });
  return `${nev} and ${ratio}`;
}

/**
 * The base NEV ratio's move between two dates: 'rose by 43 bp from 11.34% to 11.77%', 'was
 * unchanged at 2.86%'. Words, not a sign: it read 'moved from 2.86% to 2.85% (-1 bp)'.
 */
export function ratioMove(from: number, to: number): string {
  const bp = (m: number) => textBasisPoints(m);
  const move = textChange(basisPointsOf(to - from), bp, { down: "fell", up: "rose", none: "" });
  return move
    ? `${move}${ratioRounding(from, to)} from ${textPercent(from)} to ${textPercent(to)}`
    : `was unchanged at ${textPercent(to)}`;
}

/** A yield's move since the compared date, held in percent: 'rose by 45 bp', 'fell by 12 bp'. */
const yieldMove = (pct: number) =>
  textChange(pct * 100, (bp) => textBasisPoints(bp), { down: "fell", up: "rose", none: "was unchanged" });

/** The curve's slope from 2 to 10 years, held in percent: 'the 10-year 142 bp above the 2-year'. */
function slopeWords(pct: number): string {
  const bp = textBasisPoints(Math.abs(pct) * 100);
  if (bp === textBasisPoints(0)) return "the 10-year level with the 2-year";
  return `the 10-year ${bp} ${pct < 0 ? "below" : "above"} the 2-year`;
}

export function nevNarrative(ctx: ReportContext): string {
  const r = ctx.base.results;
  const base = nevRow(r, "Base");
  const shock = nevRow(r, shockId(ctx.scenarios.shock));
  const worst = r.engine.nevSummary.reduce((a, b) => (b.nevRatio < a.nevRatio ? b : a));
  const lines = [
    `As of ${formatDate(ctx.base.asOfDate)}, the net economic value of ${ctx.client.name || "the credit union"} is ${textMoney(base.nev)}, a NEV ratio of ${textPercent(base.nevRatio)} of the market value of assets (${textMoney(base.assets)}).`,
    `An instantaneous ${shockName(ctx)} ${shockWords(shock.nevChange, base.nevRatio, shock.nevRatio)}, to ${textPercent(shock.nevRatio)}; the lowest ratio across the scenarios is ${textPercent(worst.nevRatio)}, in the ${scenarioName(worst.scenario)}.`,
    durationText(base),
    `These NEV figures value non-maturity shares with the firm's deposit model (decay and rate sensitivity); NCUA's supervisory test uses fixed share prices instead${pageReference(ctx, "policy")}.`,
    sameValuesText(r.engine.rateFloor, pageReference(ctx, "rateScenarios")),
  ].filter(Boolean);
  if (ctx.compare) {
    const prior = nevRow(ctx.compare.results, "Base");
    lines.push(
      `Compared with ${formatDate(ctx.compare.asOfDate)}, NEV ${textChange(base.nev - prior.nev, textMoney, { down: "fell", up: "rose", none: "was unchanged" })} and the base NEV ratio ${ratioMove(prior.nevRatio, base.nevRatio)}.`,
    );
  }
  return lines.join(" ");
}

/**
 * NEV Summary's own text: NEV in dollars across the shocks and the ratio's change from Base, the
 * figures of its table. The summary paragraph (nevNarrative) is the ALM Summary's: the Summary
 * Reports printed it on three pages running (a CFO's review).
 */
export function nevScenarioText(ctx: ReportContext): string {
  const base = nevRow(ctx.base.results, "Base");
  const shocks = ctx.base.results.engine.nevSummary.filter((s) => s.scenario !== "Base");
  if (!shocks.length) return `NEV is ${textMoney(base.nev)} in the base scenario.`;
  const byNev = [...shocks].sort((a, b) => a.nev - b.nev);
  const byRatio = [...shocks].sort((a, b) => a.sensitivityBp - b.sensitivityBp);
  const [low, high, fall, rise] = [byNev[0]!, byNev.at(-1)!, byRatio[0]!, byRatio.at(-1)!];
  const most = (verb: string, s: typeof fall) =>
    `${verb} by as much as ${textBasisPoints(Math.abs(s.sensitivityBp))} (${scenarioName(s.scenario)})`;
  const moves = [
    ...(fall.sensitivityBp < 0 ? [most("falls", fall)] : []),
    ...(rise.sensitivityBp > 0 ? [most("rises", rise)] : []),
  ];
  return [
    `NEV is ${textMoney(base.nev)} in the base scenario; across the shocks it ranges from ${textMoney(low.nev)} in the ${scenarioName(low.scenario)} to ${textMoney(high.nev)} in the ${scenarioName(high.scenario)}.`,
    moves.length
      ? `From Base, the NEV ratio ${moves.join(" and ")}.`
      : "The NEV ratio is the same in every shock as at Base.",
    // Why rows of its table are alike, where the zero floor makes them so.
    sameValuesText(ctx.base.results.engine.rateFloor, pageReference(ctx, "rateScenarios")),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * Balance Sheet Composition's own text: total assets and the largest groups its table lists on
 * each side, with the mix it shows (a share of total assets). It carried the NII paragraph, which
 * the Summary Reports printed on its page, the ALM Summary's and NII Summary's (a CFO's review).
 */
export function compositionText(totalAssets: number, assets: TreeNode[], funding: TreeNode[]): string {
  const balance = (n: TreeNode) => n.base?.bookValue ?? 0;
  const largest = (nodes: TreeNode[]) =>
    nodes
      .filter((n) => balance(n) > 0)
      .sort((a, b) => balance(b) - balance(a))
      .slice(0, 3)
      .map((n) => `${n.description} (${textMoney(balance(n))}, ${textPercent(balance(n) / totalAssets)})`);
  const total = `Total assets are ${textMoney(totalAssets)} at book value.`;
  if (totalAssets <= 0) return total;
  // A side whose groups hold nothing positive is left unsaid.
  const sides = [
    ["the largest asset groups are", largest(assets)],
    ["the largest sources of funding are", largest(funding)],
  ] as const;
  const said = sides
    .filter(([, groups]) => groups.length)
    .map(([what, groups]) => `${what} ${textList(groups)}`);
  if (!said.length) return total;
  const sentence = said.join("; ");
  return `${total} ${sentence[0]?.toUpperCase()}${sentence.slice(1)}, with their shares of total assets.`;
}

/**
 * How the projection treats the balance sheet, in the NII paragraphs and the disclaimers: as the
 * run was configured (NII_BALANCE_SHEET). Both said "static" under run-off too, against the
 * Earnings at Risk page (an examiner's review).
 */
const NII_BALANCE_SHEET_SENTENCE: Record<NiiBalanceSheet, string> = {
  constant:
    "The projection holds the balance sheet static: run-off is replaced by the same products at scenario rates.",
  runoff:
    "The projection lets the balance sheet run off: nothing that matures, amortizes, prepays or decays is replaced.",
};

const NII_BALANCE_SHEET_DISCLAIMER: Record<NiiBalanceSheet, string> = {
  constant: "Net interest income projections assume a static balance sheet.",
  runoff: "Net interest income projections assume a balance sheet that runs off without replacement.",
};

/** The NII paragraph of summaries for the page's year. */
export function niiNarrative(ctx: ReportContext): string {
  const r = ctx.base.results;
  const y = ctx.year;
  const base = niiRow(r, "Base", y);
  /** "falls by 1.51% in the -300 bp ramp": a column's change of NII, its scenario named. */
  const change = (c: NiiColumn) => {
    const id = niiScenarioId(c, ctx.scenarios);
    return `${textChange(niiRow(r, id, y).niiChange, textPercent)} in the ${scenarioName(id)}`;
  };
  return [
    `Projected net interest income for year ${y} is ${textMoney(base.nii)} in the base scenario, a net interest margin of ${textPercent(base.nim)} and a return on assets of ${textPercent(base.roa)}.`,
    `NII ${change("declining")} (declining), ${change("rising")} (rising) and ${change("shock")}.`,
    NII_BALANCE_SHEET_SENTENCE[r.engine.niiBalanceSheet],
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
    `At ${formatDate(ctx.base.asOfDate)} the 3-month Treasury bill yielded ${ratePercent(threeMonth)}, the 2-year note ${ratePercent(two)} and the 10-year note ${ratePercent(ten)}: the curve was ${shape}${slope === null ? "" : ` (${slopeWords(slope)})`}.`,
  ];
  if (ctx.compare) {
    const priorTwo = rateAt(ctx, "compare", 24);
    const priorTen = rateAt(ctx, "compare", 120);
    if (priorTwo !== null && priorTen !== null && two !== null && ten !== null) {
      parts.push(
        `Since ${formatDate(ctx.compare.asOfDate)} the 2-year yield ${yieldMove(two - priorTwo)} and the 10-year ${yieldMove(ten - priorTen)}.`,
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
  const gain = mv !== null && book !== null ? mv - book : null;
  // As durationText says of the mismatch: the printed values' difference may end in another digit
  // ($251.4 million less $246.9 million read beside "a gain of $4.4 million", a CFO's review).
  const printed = (v: number) => (Math.abs(v) >= 1e6 ? Math.round(v / 1e5) * 1e5 : Math.round(v));
  const why =
    gain !== null &&
    mv !== null &&
    book !== null &&
    textMoney(Math.abs(printed(mv) - printed(book))) !== textMoney(Math.abs(gain))
      ? BEFORE_ROUNDING
      : "";
  return [
    `The investment portfolio carries a book value of ${textMoney(book)} and a market value of ${textMoney(mv)}, an unrealized ${gain !== null && gain >= 0 ? "gain" : "loss"} of ${textMoney(gain === null ? null : Math.abs(gain))}${why}.`,
    "Fixed income returns follow the change of yields: a laddered portfolio of agency and Treasury securities reprices as it matures, so unrealized losses from rising rates pull to par over the remaining terms.",
  ].join("\n\n");
}

export const pipelineHedging = () =>
  [
    "Mortgage pipeline hedging protects the value of rate locks between application and sale. Pull-through assumptions and the duration of the pipeline decide the notional of forward sales; the credit union's held-for-sale balance is shown in the balance sheet detail.",
    "We recommend reviewing the hedge ratio monthly against realized pull-through.",
  ].join("\n\n");

export const disclaimers = (balanceSheet: NiiBalanceSheet) =>
  [
    "This report was prepared by the firm for the credit union's asset-liability committee from data supplied by the credit union. The firm has not audited the data and relies on its accuracy and completeness.",
    "Results are estimates from models of cash flows, prepayments, deposit behaviour and discount rates under hypothetical interest-rate scenarios. Actual results will differ, possibly materially, as rates, balances and member behaviour change.",
    `Market values are computed by discounting projected cash flows on the US Treasury curve of the as-of date plus spreads; they are not prices at which assets or liabilities could be sold. ${NII_BALANCE_SHEET_DISCLAIMER[balanceSheet]}`,
    "This report does not constitute investment, legal, tax or accounting advice.",
  ].join("\n\n");

/**
 * Beside the analyst's words, what the results say of the board's limits: the commentary is typed,
 * not computed, and a package whose commentary read "within policy limits across all rate
 * scenarios" over a matrix of three breaches told a board two things (an examiner's review).
 */
function commentaryFacts(ctx: ReportContext): string {
  const { reportId, title } = REFERENCED_PAGES.policy;
  // A reader is sent only to a page the package has (page-reference.ts).
  const where = listsReport(ctx.definition.selected_sub_report_definitions, reportId)
    ? ` Each limit and the value measured against it are in the ${title}.`
    : "";
  const { limits, breaches } = headline(ctx).policy;
  const said = breaches.length
    ? `${breaches.length} of the board's ${limits.length} policy limits ${breaches.length === 1 ? "is" : "are"} breached: ${breaches.map(breachWords).join("; ")}.`
    : `all ${limits.length} of the board's policy limits are met.`;
  return `From this report's results, ${said}${where}`;
}

/** Text pages: the page's standard text, the report definition's commentary and the disclaimers. */
export const textPage =
  (standard: (ctx: ReportContext) => string = nevNarrative) =>
  (ctx: ReportContext): Record<string, BlockData> => {
    const out: Record<string, BlockData> = {};
    for (const block of ctx.page.template) {
      if (block.source === "commentary") {
        out.commentary = [
          ctx.definition.commentary?.trim() || "No commentary has been entered for this report.",
          commentaryFacts(ctx),
        ].join("\n\n");
      } else if (block.source === "disclaimers") {
        out.disclaimers = disclaimers(ctx.base.results.engine.niiBalanceSheet);
      } else {
        out[block.source] = standard(ctx);
      }
    }
    return out;
  };
