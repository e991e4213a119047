import type { BookGroup } from "./book-group.ts";
import type { ChangeLedger } from "./change-ledger.ts";
import { dollars } from "./change-words.ts";
import { CENT, type GoalSeekRequest } from "./what-if-input.ts";

/** What a goal seek may sell of its lever's group. */
export interface SaleLever {
  group: BookGroup;
  balance: number;
  /** The most that may be sold: the balance, or what the paying counterpart holds. */
  most: number;
  /** The counterpart that pays for the sale, when it holds less than the group. */
  payer: BookGroup | null;
}

/**
 * What a goal seek may sell of `lever.group`: the group a sale takes from (less its counterpart
 * when that lies within it), its balance, and the most of it the other side lets go. A deposit
 * that leaves is paid out of its counterpart, so no more of it than the counterpart holds:
 * `payer` names that side when it is what limits the sale.
 */
export function saleLever(
  ledger: ChangeLedger,
  lever: GoalSeekRequest["lever"],
  at: string,
): SaleLever | undefined {
  const { counterparts } = ledger;
  const named = ledger.group(lever.group, `${at}.group`);
  const sides =
    named && counterparts.apart(named, lever.counterpart, lever.counterpartGroup, [at, "counterpart"]);
  if (!sides) return undefined;
  const { moving, other } = sides;
  const balance = ledger.balanceOf(moving);
  if (balance <= CENT) {
    // A contra account (the allowance for loan losses) or an empty group: nothing to sell.
    ledger.problem(
      `${at}.group`,
      `'${moving.label}' holds ${dollars(balance)}: there is no balance to sell`,
      "Name a group that holds positions.",
    );
    return undefined;
  }
  if (ledger.adjustsOnly(moving, `${at}.group`)) return undefined;
  const pays = other !== null && (other.side === "asset") !== (moving.side === "asset");
  // The other side gives the sale's worth (Counterparts.take): at most what it holds is worth.
  const most = pays
    ? Math.min(
        balance,
        (ledger.balanceOf(other) * counterparts.unitWorth(other)) / counterparts.unitWorth(moving),
      )
    : balance;
  if (pays && most <= CENT) {
    ledger.problem(
      lever.counterpart === "GROUP" ? `${at}.counterpartGroup` : `${at}.counterpart`,
      `'${other.label}' holds ${dollars(ledger.balanceOf(other))}: it cannot pay for a sale of '${moving.label}'`,
      "Choose another counterpart, or NONE.",
    );
    return undefined;
  }
  return { group: moving, balance, most, payer: pays && most < balance ? other : null };
}
