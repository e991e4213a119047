import { createHash } from "node:crypto";
import type { Caller } from "../auth/caller.ts";
import { RESULTS_VERSION } from "../runs/compute-results.ts";
import { supervisoryTestKey } from "./supervisory-test.ts";
import type { DataSide, ReportContext } from "./report-context.ts";

/**
 * Version of how pages are built from results. It is part of the data version and so of the
 * ETag: a caller (the gateway, a browser) holding an answer of earlier code revalidates it and is
 * sent the new one, not a 304. Bumped whenever the same data gives another answer; the golden test
 * (report-golden.test.ts) refuses new answers under an unchanged version.
 */
// 2: Earnings at Risk's Base row is of kind "Base" (it read "Shock", the engine's shock of 0 bp)
// 3: trees show hidden folders as rows (parents add up), Total Liability & Capital says capital is
//    at book value, narratives cite pages only in the package, Market Spreads names groups
// 4: Liquidity names its rows by source (Investments, Loans) and its total by what it adds up; the
//    Executive Summary's and Policy Measurements' limit column names the Shock; Balance Sheet
//    Composition's pies carry the negative groups (the allowance) their shares net against
// 5: NII at risk names every scenario that ties (mildest first); a book adjustment's market value,
//    price and durations are N/A, not 0; 34 and 89 say where durations are one-sided at Base
// 6: 34's note says the key-rate durations add up to the effective duration to first order, and
//    where their total differs (it said "about")
// 7: Liquidity says what the contractual liquidity gap counts within a year and where the two part
//    (the cash without a maturity), and that its chart is that gap; tables of shares and tables of
//    changes say how they are rounded (their footers are in the answer the gateway keeps)
// 8: the NEV paragraph says when its duration mismatch is the difference of unrounded durations;
//    the Executive Summary's policy status reads 'Within policy' / 'Outside policy'
// 9: the Executive Summary's scenario columns read Declining, Base, Rising, Shock under one header,
//    as Policy Measurements' do; a chart against limits draws a scenario two columns share once
// 10: policy limits read by measure, then from the largest fall of rates to the largest rise
//     (the matrix went +100, -100, +200, …); Projected NII Volatility's ramp axis reads '-400' …
//     '+400' under '12-month ramp (bp)', as the shock axes do ('Ramp -400' before)
// 11: titles and column labels name the shock as the rest of the reports do ('NEV Ratio (+300 bp
//     shock)', 'NII in the +300 bp shock: Current and Prior'; 'Shock 300 bp' before)
// 12: NEV Overview's chart says it plots ratios too and its legend says Prior, as its title does;
//     its table says why it does not balance and what N/A is; the trend table names its measures
//     as the charts and the ALM Summary do; a chart of changes in dollars says so on its axis; the
//     scenario columns' note says Rising reads as Shock in NEV rows of one size
// 13: a deposit's beta reads as a percent (35.00%), as its decay does and as the what-if takes it
//     (0.35 before)
// 14: the Commentary page says, below the analyst's words, what the results say of the board's
//     limits ('From this report's results: Board policy: 3 of 27 limits are breached (…).')
// 15: narratives say changes in words ('lowers NEV by 46.04%', 'NII falls by 3.70%', 'a decline
//     of 7.19%'), not with a minus sign beside the tables' parentheses ('changes NEV by -46.04%')
// 16: the Commentary page's sentence of the limits reads "From this report's results, 3 of the
//     board's 27 policy limits are breached: …" (two colons and brackets in brackets before)
// 17: the rest of the narratives say moves in words: the base NEV ratio 'rose by 43 bp from …
//     to …' ('moved from … to … (+43 bp)'), the yields 'rose by 45 bp' ('moved +45 bp'), the
//     curve 'the 10-year 142 bp above the 2-year' ('+142 bp from 2 to 10 years'), the supervisory
//     test's 'NEV falling by 46.04%' ('a NEV change of -46.04%')
// 18: the Commentary page says how far each breached limit is breached ('…, a decline of 36.20%
//     against the 25.00% allowed'; the names alone before)
// 19: Fixed Income Performance Update says why its gain differs from the printed values' difference
//     ('(the difference before rounding)'); the trend's coverage says two quarters in a row are
//     consecutive ('Every quarter in between has a published report' of none)
// 20: NII Yield Projections and Shocked NII Projections name their rate for what it is ('Base Rate
//     on Earning Balances', 'Shock Rate on Earning Balances'; 'Average Rate' on both before) and
//     say below the table why it is not the yield (its balances leave out those that bear no rate)
// 21: the trend's coverage names its as-of dates as dates ('from 2021/09/30 to 2022/07/31'; 'from
//     Q3 2021 to Q3 2022' before, a month-end read as a quarter) and says which quarters have no
//     report in a sentence of its own
// 22: the ALM Summary's NEV table and the trend's table say under them that the duration mismatch
//     is the difference of the durations before rounding (the printed durations' difference may
//     end in another digit); the Executive Summary's Status is its table's answer, so "Outside
//     policy" is drawn as the matrix's "No" is
// 23: the Compliance with Policy Matrix flags a breaching row's Value (`breach_value`), as Policy
//     Measurements and the Executive Summary flag each scenario's figure (`breach_<column>`), so
//     the figure beyond its limit is drawn as the breach its "No" says
// 24: the NEV ratio's change from Base in bp reads 'NEV Ratio Change from Base (bp)' ('Sensitivity
//     (bp)' before, beside NCUA's 'NEV Sensitivity', a percent change of NEV); the ALM Summary's
//     NEV table carries the durations at base its mismatch is the difference of (for the tile)
// 25: every table showing a figure the board's limits define flags it beyond its limit
//     (`breach_<column>`, limit-cells.ts): the ALM Summary, NEV Summary, NEV Change, NEV Percent of
//     Value Change, Non-Parallel Scenarios and the ALM Summary compared; the ALM Summary's NEV
//     table and the trend's show the durations their mismatch is the difference of
// 26: the Summary Reports say the NEV paragraph once, on the ALM Summary: the NEV Summary says its
//     table's NEV across the shocks and the ratio's change from Base, the Asset Liability
//     Management Summary its comparison with the prior date; NEV Volatility's change from Base
//     stands under its "NEV Ratio" group ('Change from Base (bp)')
// 27: Balance Sheet Composition says its table's largest groups on each side with their mix, not
//     the NII paragraph (the Summary Reports printed it on three pages)
// 28: the Executive Summary's and Policy Measurements' status counts a measure's limits in the
//     scenarios their columns do not show, and names them ('Outside policy (+400 bp shock)')
// 29: a NEV ratio's change in words says '(the difference before rounding)' where the printed
//     ratios' difference ends in another digit ('by 488 bp' from 11.34% to 6.45%)
// 30: the Contractual Liquidity Gap's periods are headed 'Maturity Period ($000)' ('Repricing
//     Period' before, the repricing gaps' heading); Policy Measurements shows each measure's Status
//     as the Executive Summary does
// 31: a section naming liabilities and capital together is read as its children (report-tree.ts:
//     the NCUA test, NII trees and gaps found no liabilities under it); under NII_BALANCE_SHEET
//     runoff the NII paragraphs and the disclaimers say run-off, not 'static'
export const REPORT_MODEL_VERSION = 31;

/** A data side as the answer names it (its title, as-of date and type) and its results' revision. */
const sideVersion = (side: DataSide | null) =>
  side ? [side.revision, side.name, side.asOfDate, side.typeLabel].join("~") : "-";

/**
 * The data version of a report answer: everything the computed model depends on (report
 * definition and its last update, page, year, results version and revisions, the data sets' and
 * the client's names, chart structure and revision, policy limits, trend parameters). The
 * computed-model cache is keyed by it.
 */
export function reportVersion(ctx: ReportContext): string {
  return [
    ctx.definition.id,
    new Date(ctx.definition.updated_date).toISOString(),
    ctx.page.id,
    ctx.year,
    `v${RESULTS_VERSION}`,
    `m${REPORT_MODEL_VERSION}`,
    ctx.chart.id,
    ctx.chart.treeHash,
    // A data set renamed (its description edited) keeps its results: its name is in the answer.
    sideVersion(ctx.base),
    sideVersion(ctx.compare),
    ctx.client.name,
    ctx.client.acronym,
    ctx.limits.revision,
    ctx.trend.map((t) => `${t.reportDefinitionId}@${t.name}@${sideVersion(t.side)}`).join(";"),
    ctx.trendQuery.nevScenarios?.join(",") ?? "",
    ctx.trendQuery.niiScenarios?.join(",") ?? "",
    // Visibility and descriptions of the chart change its revision.
    ctx.chart.revision,
    supervisoryTestKey(ctx.supervisoryTest),
  ].join("|");
}

/**
 * The strong ETag of a report answer: its data version and the caller's access (staff, or the
 * client tenant), so a validator one audience holds never confirms another audience's copy.
 */
export function reportETag(version: string, caller: Caller): string {
  const access = caller.isStaff ? "staff" : `client:${caller.tenant}`;
  return `"${createHash("sha256").update(`${version}#${access}`).digest("base64url")}"`;
}

/**
 * If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2). Express's req.fresh is not
 * used: fetch clients add Cache-Control: no-cache to every conditional request, which it reads as
 * "never fresh".
 */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
