import type { GroupOverride } from "@alm/engine";
import { textPercent } from "@alm/formats";
import type { ChangeLedger } from "./change-ledger.ts";
import { typedPercent } from "./change-words.ts";
import { CENT, type WhatIfChange } from "./what-if-input.ts";

/** Sets the decay or beta a group's non-maturity deposits run on, as overrides of its leaves. */
export function setDepositAssumptions(
  ledger: ChangeLedger,
  a: NonNullable<WhatIfChange["depositAssumptions"]>,
  at: string,
): void {
  const g = ledger.group(a.group, `${at}.group`);
  if (!g) return;
  if (ledger.balanceOf(g, true) <= CENT)
    return ledger.problem(
      `${at}.group`,
      `'${g.label}' holds no non-maturity deposits`,
      "Name a group of shares or deposits.",
    );
  const inForce = ledger.overridesInForce();
  // What it replaces, said beside it: the description is the only record of it on paper.
  const before = ledger.terms.depositTermsOf(g, inForce);
  for (const [i, id] of g.leafIds.entries()) {
    const current = inForce.get(id);
    const override: GroupOverride = {
      ...current,
      group: g.leafKeys[i] as string,
      ...(a.decay === undefined ? {} : { decay: Number((a.decay * 100).toPrecision(12)) }),
      ...(a.beta === undefined ? {} : { beta: a.beta }),
    };
    ledger.addOverride(override);
  }
  const from = (now: number | undefined) => (now === undefined ? "" : `from ${textPercent(now)} to `);
  const what = [
    a.decay === undefined ? "" : `decay ${from(before?.decay)}${typedPercent(a.decay)}`,
    // In percent, as the screen takes it and as decay reads (a beta of 0.4 read as "beta 0.40").
    a.beta === undefined ? "" : `beta ${from(before?.beta)}${typedPercent(a.beta)}`,
  ].filter(Boolean);
  // "Money Market Shares's" read as a typo.
  const whose = g.label.endsWith("s") ? `${g.label}'` : `${g.label}'s`;
  ledger.applied.push({ description: `Set ${whose} ${what.join(" and ")}`, amount: 0 });
}
