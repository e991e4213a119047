import type { TableDictionary } from "../catalogue/column-types.ts";
import type { TemplateBlock } from "../catalogue/report-types.ts";

/**
 * The footer of tables of shares of a whole (a portfolio's sectors, the balance sheet's mix): each
 * share is rounded on its own, so the column can add up to 100.02% (a review's question).
 */
export const ROUNDED_SHARES_FOOTER =
  "Each share is rounded to two decimals on its own, so the shares may add up to slightly more or less than 100.00%.";

/**
 * Said under every table that shows changes beside the figures they come from. Each figure is
 * rounded on its own and each change is computed from the unrounded values, as an examiner's own
 * recomputation would be: $13,784,016 beside 82,319,317 and 96,103,332, (137) bp beside 10.39% and
 * 11.77%. A review footed such tables by hand and found nothing on the page saying why.
 */
export const ROUNDED_CHANGES_NOTE =
  "Changes are computed from unrounded values, so a change may differ by one in its last digit from the difference of the rounded figures shown.";

/** Columns of changes and differences: the comparisons' difference_*, the scenarios' changes and sensitivities. */
const CHANGE_FIELD = /^difference_|_difference$|_percentChange$|_sensitivity$|^change\d|^percent\d/;

export const showsChanges = (table: TableDictionary | undefined): boolean =>
  !!table?.columns.some((c) => CHANGE_FIELD.test(c.field));

/** The note added to the footer of each table block whose dictionary has change columns. */
export function withRoundingNote(
  template: readonly TemplateBlock[],
  tables: Record<string, TableDictionary> | undefined,
): TemplateBlock[] {
  return template.map((block) => {
    if (block.type !== "table" || !showsChanges(tables?.[block.dictionaryKey ?? ""])) return block;
    if (block.footer?.includes(ROUNDED_CHANGES_NOTE)) return block;
    return {
      ...block,
      footer: block.footer ? `${block.footer} ${ROUNDED_CHANGES_NOTE}` : ROUNDED_CHANGES_NOTE,
    };
  });
}
