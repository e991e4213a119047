/** Calendar quarters of as-of dates (YYYY-MM-DD), as ALM reports count their periods. */
export interface Quarter {
  year: number;
  /** 1 to 4. */
  quarter: number;
}

export function quarterOf(date: string): Quarter {
  const [year = 0, month = 1] = date.split("-").map(Number);
  return { year, quarter: Math.ceil(month / 3) };
}

export const quarterLabel = (q: Quarter) => `Q${q.quarter} ${q.year}`;

const ordinal = (q: Quarter) => q.year * 4 + q.quarter - 1;
const fromOrdinal = (n: number): Quarter => ({ year: Math.floor(n / 4), quarter: (n % 4) + 1 });

/** How many quarters `later` falls after `earlier` (0: the same quarter). */
export const quartersApart = (earlier: string, later: string) =>
  ordinal(quarterOf(later)) - ordinal(quarterOf(earlier));

/** The quarters from the earliest to the latest date that no date falls in, oldest first. */
export function missingQuarters(dates: readonly string[]): Quarter[] {
  const held = new Set(dates.map((d) => ordinal(quarterOf(d))));
  if (held.size === 0) return [];
  const first = Math.min(...held);
  const last = Math.max(...held);
  const missing: Quarter[] = [];
  for (let n = first; n <= last; n++) if (!held.has(n)) missing.push(fromOrdinal(n));
  return missing;
}
