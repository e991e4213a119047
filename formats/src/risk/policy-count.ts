/**
 * How many of a client's policy limits a what-if finds outside policy, on each side: one sentence
 * for the screen, its PDF and its workbook (the workbook said "3 of 27 outside policy as it is"
 * where the screen said "Outside policy: 3 of 27 limits as it is"). Each side's count: "3 of 27
 * outside policy or changed" read the same before and after a sale that brought two within policy
 * (reviews, 2026-12-06).
 */
export function policyOutsideText(asIs: number, withChanges: number, all: number): string {
  return asIs === 0 && withChanges === 0
    ? `All ${all} limits within policy, as it is and with the changes`
    : `Outside policy: ${asIs} of ${all} limits as it is, ${withChanges} of ${all} with the changes`;
}
