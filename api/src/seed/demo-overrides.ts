import { OVERRIDES_HEADER } from "@alm/engine";

/**
 * Per group: the discount spread (loans are priced over Treasuries) and how its prepayment follows
 * rates: mortgages refinance on a steep S-curve and season over 30 months (PSA); card and line
 * balances are paid down, not refinanced; other loans take the run's model.
 */
const GROUPS: [
  group: string,
  spreadBp: number,
  refiSensitivity: number | "",
  seasoningMonths: number | "",
][] = [
  ["Consumer Loans_H2", 240, 0.5, ""],
  ["Credit Cards_H3", 650, 0, ""],
  ["Signature Loans_H3", 500, "", ""],
  ["Mortgage Loans_H2", 150, 2, 30],
  ["Commercial Loans_H2", 260, 0.5, ""],
  ["Investments_H2", 20, "", ""],
  ["Certificates_H2", 15, "", ""],
  ["Borrowings_H2", 10, "", ""],
];

/** Extra assumptions of a what-if: faster deposit runoff and more rate-sensitive deposits. */
const DEPOSIT_RUNOFF: [group: string, decay: number, beta: number][] = [
  ["Regular Shares_H3", 26, 0.35],
  ["Share Drafts_H3", 30, 0.15],
  ["Money Market Shares_H3", 45, 0.75],
  ["IRA Shares_H3", 22, 0.4],
];

/** The H3 overrides file of a demo data set: spreads, plus the deposit runoff of a what-if. */
export function demoOverridesCsv(depositRunoff = false): string {
  const lines = [OVERRIDES_HEADER, ...GROUPS.map(([g, s, k, m]) => `${g},,,,${s},${k},${m}`)];
  if (depositRunoff) lines.push(...DEPOSIT_RUNOFF.map(([g, d, b]) => `${g},,${d},${b},,,`));
  return lines.join("\n") + "\n";
}
