import { DATE_TIME_PATTERN, formatDate, formatDatePattern } from "@alm/formats";

/**
 * Data sets are as of a month: the picker gives "2021-12", the api stores the month end.
 * Accepts a month, a date or a date-time and answers the last day of that month, "2021-12-31".
 */
export function monthEnd(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value.trim());
  if (!match) throw new Error(`Not a month or date: '${value}'.`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) throw new Error(`Not a month: '${value}'.`);
  // Day 0 of the next month is the last day of this one (UTC, so no time zone shifts it).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${match[1]}-${match[2]}-${String(last).padStart(2, "0")}`;
}

/** The month picker's value ("2021-12") of an as-of date; empty when there is none. */
export function monthOf(asOfDate: string | null | undefined): string {
  return asOfDate && /^\d{4}-\d{2}/.test(asOfDate) ? asOfDate.slice(0, 7) : "";
}

/**
 * "2021/12/31" for headings, cards and tooltips: the product's one date format (@alm/formats),
 * read from the date part so no time zone shifts it.
 */
export const shortDate = (iso: string | null | undefined): string => formatDate(iso);

/**
 * Local date and time of a timestamp, for "Updated ..." lines and message times: "2026/11/10
 * 2:51 AM", the product's date format (it read "11/10/2026, 2:51:56 AM" beside 2021/12/31 elsewhere).
 */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  };
  return formatDatePattern(parts, DATE_TIME_PATTERN);
}
