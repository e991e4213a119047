/** Rate scenarios a table shows before the user asks for all of them (spec section 9). */
export const DEFAULT_SCENARIOS: readonly string[] = ["-300", "Base", "300"];

/** Base is the unshocked curve: 0 bp. Unknown names sort after every number. */
export function scenarioShift(scenario: string): number {
  if (/^base$/i.test(scenario)) return 0;
  const n = Number(scenario.replace(/^\+/, ""));
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/** Scenario columns sort numerically: -400 ... -100, Base, 100 ... 500. */
export function compareScenarios(a: string, b: string): number {
  const d = scenarioShift(a) - scenarioShift(b);
  return Number.isNaN(d) ? a.localeCompare(b) : d;
}

export const isDefaultScenario = (scenario: string): boolean =>
  DEFAULT_SCENARIOS.some((s) => scenarioShift(s) === scenarioShift(scenario));

/** A 12-month ramp ('Ramp+300'), not an instantaneous shock: a family of scenarios of its own. */
export const isRampScenario = (id: string): boolean => /^Ramp\s*[+-]?\d+$/i.test(id.trim());

/**
 * A rate scenario as readers are told it: its size with the unit and whether it is an
 * instantaneous shock or a 12-month ramp ('-200 bp shock', '+300 bp ramp'), never a bare '-200'.
 * Takes the results' ids ('Base', '-200', '300', 'Ramp+300'); other ids (the IRRBB shapes) are
 * names already and stay as they are.
 */
export function scenarioName(id: string): string {
  if (/^base$/i.test(id)) return "Base";
  const m = /^(Ramp)?\s*([+-]?\d+)$/i.exec(id.trim());
  if (!m) return id;
  const bp = Number(m[2]);
  if (bp === 0) return "Base";
  return `${bp > 0 ? "+" : ""}${bp} bp ${m[1] ? "ramp" : "shock"}`;
}

/**
 * The placeholder a report's block title or column label carries for the definition's shock
 * scenario. It is filled with the scenario's name as everything else names it ("NEV Ratio
 * (+300 bp shock)"), not a bare number ("Shock 300 bp", which a chart's legend then contradicted).
 */
export const SCENARIO_PLACEHOLDER = "{scenario}";

/** A title or label with its placeholder filled: `shock` is the shift in basis points. */
export const withScenarioName = (text: string, shock: string | number): string =>
  text.replaceAll(SCENARIO_PLACEHOLDER, scenarioName(String(shock)));

/** Items in a sentence: "a", "a and b", "a, b and c". */
export const textList = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * Several scenarios that give one figure, in one name, in the order given: '-200, -300 and -400 bp
 * shocks' when they are of one kind, else each by its name ('-400 bp shock and -400 bp ramp').
 */
export function scenariosName(ids: readonly string[]): string {
  if (ids.length < 2) return ids.length ? scenarioName(ids[0]) : "";
  const names = ids.map(scenarioName);
  const parts = names.map((name) => / bp (shock|ramp)$/.exec(name));
  const kind = parts[0]?.[1];
  if (!kind || parts.some((m) => m?.[1] !== kind)) return textList(names);
  return `${textList(names.map((name) => name.replace(/ bp \w+$/, "")))} bp ${kind}s`;
}
