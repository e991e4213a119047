import { DURATION_BUMP_BP, type RateFloor, type Scenario } from "@alm/engine";
import { scenarioName, scenariosName, textList } from "@alm/formats";

/**
 * What the zero floor did to a scenario, in the words of the Rate Scenario Definitions page: the
 * run's results name the scenarios it changed (engine rateFloor), so the page can say why -400
 * gives the same values as -200 instead of leaving the reader to suspect an error.
 */
export function floorText(floor: RateFloor, scenarioId: string, falls: boolean): string {
  if (!falls) return "";
  if (!floor.atZero) return " Rates are not floored: they may go below zero.";
  const floored = floor.floored.find((f) => f.scenario === scenarioId);
  if (!floored) return " Rates would stop at zero; none reaches it.";
  const same = floored.sameAs ? `, so it gives the same values as the ${scenarioName(floored.sameAs)}` : "";
  return ` Rates stop at zero (or where they already are below it) at ${tenorsText(floored.tenors)}${same}.`;
}

/**
 * How a shock measures effective duration where the floor cuts its fall (engine durationLegs:
 * one-sided), so that a reader of NEV Detailed Effective Duration can see why it is not 0 at a
 * floored shock, and why Base is not the central difference; empty elsewhere.
 */
export function durationFloorText(floor: RateFloor, s: Pick<Scenario, "id" | "kind" | "bp">): string {
  if (s.kind !== "shock") return "";
  const floored = (id: string) => floor.floored.some((f) => f.scenario === id);
  if (floored(s.id))
    return ` Its effective duration moves this floored curve up ${DURATION_BUMP_BP} bp only, as rates at zero cannot fall further.`;
  if (floored(String(s.bp - DURATION_BUMP_BP)))
    return ` Its effective duration moves the curve up ${DURATION_BUMP_BP} bp only, as the floor stops its ${DURATION_BUMP_BP} bp fall at some tenors.`;
  return "";
}

/**
 * The sentence a NEV narrative adds where the floor makes shocks give the same values, so a
 * reader of a summary sees why -400 equals -200 there too; empty when none does. `reference`
 * points to the page that shows it (page-reference.ts: empty where the package leaves it out).
 */
export function sameValuesText(floor: RateFloor | undefined, reference: string): string {
  const same = (floor?.floored ?? []).filter((f) => f.sameAs !== null && /^-\d+$/.test(f.scenario));
  if (!same.length) return "";
  const bySame = Map.groupBy(same, (f) => f.sameAs ?? "");
  // "the -400 and -300 bp shocks give the same values as the -200 bp shock": one clause per match.
  const pairs = [...bySame].map(
    ([sameAs, shocks]) =>
      `the ${scenariosName(shocks.map((f) => f.scenario))} ${shocks.length === 1 ? "gives" : "give"} the same values as the ${scenarioName(sameAs)}`,
  );
  return `Shocked rates stop at zero, so ${textList(pairs)}${reference}.`;
}

/** The Base row: the curve as quoted, never floored. */
export const BASE_TEXT =
  "Today's Treasury curve, unchanged (never floored: a rate below zero is valued as quoted).";

/** Whether a scenario moves some rate down (the only way the floor can act). */
export const fallsIn = (s: Pick<Scenario, "bp">) => s.bp < 0;

/** "1, 3 and 6 months and 1 and 2 years": the tenors, months before years. */
function tenorsText(tenors: readonly number[]): string {
  const months = tenors.filter((t) => t < 12 || t % 12 !== 0);
  const years = tenors.filter((t) => t >= 12 && t % 12 === 0).map((t) => t / 12);
  const part = (values: number[], unit: string) =>
    values.length === 0
      ? []
      : [`${textList(values.map(String))} ${unit}${values.length === 1 && values[0] === 1 ? "" : "s"}`];
  return textList([...part(months, "month"), ...part(years, "year")]);
}
