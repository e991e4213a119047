/**
 * The grid's CSV escapes every cell that starts with =, +, -, @, a tab or a return with an
 * apostrophe (OWASP's CSV injection rule), so the scenario labels '-400' and '+100' arrived as
 * '-400 and '+100. A signed decimal number is no formula in any spreadsheet: such a cell is
 * written as the number it is, as the table's Excel export writes it. Every other escaped cell
 * (a balance sheet's account named '=HYPERLINK(…)') stays escaped.
 *
 * Only a whole cell matches: one that starts a line or follows a delimiter and ends before the
 * next. Inside a quoted cell every quote is doubled, so `"'` cannot start there.
 */
const ESCAPED_SIGNED_NUMBER = /(^|,)"'([+-]\d+(?:\.\d+)?)"(?=,|\r?\n|$)/gm;

export const csvWithPlainNumbers = (csv: string): string => csv.replace(ESCAPED_SIGNED_NUMBER, "$1$2");

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
export const csvBytes = (csv: string) => new TextEncoder().encode(`\uFEFF${csvWithPlainNumbers(csv)}`);
