/**
 * Dates of report cells are calendar dates (as-of dates, month ends): read from the ISO text's
 * date part so no time zone moves them to the day before.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

export function dateParts(value: unknown): DateParts | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day, hours: Number(m[4] ?? 0), minutes: Number(m[5] ?? 0) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The product's one date format, YYYY/MM/DD: the specification fixes it for data set names
 * ("2021/12/31 Standard", management-and-data section 3), which head the columns of every
 * comparison table, so titles, headings, narratives and date columns say dates the same way.
 */
export const DATE_PATTERN = "YYYY/MM/DD";

/** A moment ("Updated …" lines, message times): the product's date, then the time. */
export const DATE_TIME_PATTERN = "YYYY/MM/DD h:mm A";

/** The same date in Excel's number-format tokens. */
export const EXCEL_DATE_FORMAT = "yyyy/mm/dd";

/**
 * A date in a pattern of tokens YYYY, YY, MMMM, MMM, MM, M, DD, D, HH, hh, h, mm, A; other
 * characters stay as they are. The default is the product's DATE_PATTERN.
 */
export function formatDatePattern(parts: DateParts, pattern = DATE_PATTERN): string {
  const h12 = parts.hours % 12 === 0 ? 12 : parts.hours % 12;
  const tokens: Record<string, string> = {
    YYYY: String(parts.year),
    YY: pad(parts.year % 100),
    MMMM: MONTHS[parts.month - 1] ?? "",
    MMM: (MONTHS[parts.month - 1] ?? "").slice(0, 3),
    MM: pad(parts.month),
    M: String(parts.month),
    DD: pad(parts.day),
    D: String(parts.day),
    HH: pad(parts.hours),
    hh: pad(h12),
    h: String(h12),
    mm: pad(parts.minutes),
    A: parts.hours < 12 ? "AM" : "PM",
  };
  return pattern.replace(/YYYY|YY|MMMM|MMM|MM|M|DD|D|HH|hh|h|mm|A/g, (t) => tokens[t] ?? t);
}

/** A calendar date (as-of dates, month ends) in the product's format: '2021/12/31'; '' when unreadable. */
export function formatDate(iso: string | null | undefined): string {
  const parts = dateParts(iso);
  return parts ? formatDatePattern(parts) : "";
}
