import type { RunModel } from "../runs/run-model.ts";
import { ChangeLedger, type ResolvedChanges } from "./change-ledger.ts";
import { setDepositAssumptions } from "./deposit-assumptions-change.ts";
import { shiftDeposits } from "./deposit-shift-change.ts";
import { purchaseInto } from "./purchase-change.ts";
import { resizeGroup, type Resize } from "./resize-change.ts";
import { saleLever, type SaleLever } from "./sale-lever.ts";
import type { WhatIfBase } from "./what-if-context.ts";
import type { GoalSeekRequest, WhatIfChange } from "./what-if-input.ts";

/**
 * Turns a what-if's changes into the steps an engine worker applies (runs/what-if-steps.ts),
 * checking each against the chart and the balances the changes before it left (ChangeLedger).
 * Every problem of every change is reported at once (422), each naming its field.
 */
export class ChangeResolver extends ChangeLedger {
  /** A resolver over the what-if's data set as it is: its chart and stored results. */
  static over(base: Pick<WhatIfBase, "chart" | "asIs">, model: RunModel): ChangeResolver {
    return new ChangeResolver(base.chart, base.asIs.base.results, model);
  }

  /** Resolves the changes, throwing 422 with every problem found. */
  static resolve(
    base: Pick<WhatIfBase, "chart" | "asIs">,
    model: RunModel,
    changes: readonly WhatIfChange[],
  ): ResolvedChanges {
    const resolver = ChangeResolver.over(base, model);
    changes.forEach((c, i) => resolver.change(c, `changes[${i}]`));
    return resolver.result();
  }

  change(c: WhatIfChange, at: string): void {
    if (c.resize) this.resize(c.resize, `${at}.resize`);
    else if (c.purchase) purchaseInto(this, c.purchase, `${at}.purchase`);
    else if (c.depositShift) shiftDeposits(this, c.depositShift, `${at}.depositShift`);
    else if (c.depositAssumptions)
      setDepositAssumptions(this, c.depositAssumptions, `${at}.depositAssumptions`);
  }

  /** Scales a group by `amount` dollars (negative: sells) against its counterpart: a goal seek's lever too. */
  resize(r: Resize, at: string): void {
    resizeGroup(this, r, at);
  }

  /** What a goal seek may sell of its lever's group (sale-lever.ts). */
  saleLever(lever: GoalSeekRequest["lever"], at: string): SaleLever | undefined {
    return saleLever(this, lever, at);
  }
}
