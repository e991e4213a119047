/**
 * Whether text is a real calendar date or month, `yyyy-mm-dd` or `yyyy-mm` (a time may follow a
 * date): 2021-02-30 and 2021-13 are not, although they look like one.
 */
export function isCalendarDate(text: string, { monthAllowed = false } = {}): boolean {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:T[\d:.]+Z?)?$/.exec(text);
  if (!match || (match[3] === undefined && !monthAllowed)) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 1)];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The as-of date of a data set is always the last day of its month. */
export function monthEnd(date: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${match[1]}-${match[2]}-${String(last).padStart(2, "0")}`;
}

/** PostgreSQL `date` values arrive as Date (pg, PGlite) or text; the API speaks yyyy-mm-dd. */
export function isoDate(value: Date | string): string {
  if (typeof value === "string") return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, "0")}-${String(value.getDate()).padStart(2, "0")}`;
}

/** The spec's date-time text for as-of dates, e.g. 2021-12-31T00:00:00. */
export const asOfDateTime = (value: Date | string) => `${isoDate(value)}T00:00:00`;

export const isoTimestamp = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
