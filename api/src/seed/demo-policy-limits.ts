import type { Queryable } from "@alm/database";
import { STANDARD_POLICY_LIMITS } from "../reports/policy-limits.ts";

/** Boards differ: some clients adopt tighter limits than the firm's standard. */
const TIGHTER: Record<string, number> = { SVCU: 0.8, LCCU: 0.6 };

/** Stores every demo client's policy limits (the standard, tightened for some clients). */
export async function seedPolicyLimits(tx: Queryable, clients: readonly { id: number; acronym: string }[]) {
  for (const client of clients) {
    const factor = TIGHTER[client.acronym] ?? 1;
    for (const l of STANDARD_POLICY_LIMITS) {
      // A tighter board allows smaller declines and asks for a higher NEV ratio.
      const limit = l.measure === "nevRatio" ? l.limit / factor : l.limit * factor;
      await tx.query(
        `insert into policy_limits (client_id, measure, scenario, limit_value, updated_by) values ($1, $2, $3, $4, 'staff')
         on conflict (client_id, measure, scenario) do nothing`,
        [client.id, l.measure, l.scenario, Math.round(limit * 10_000) / 10_000],
      );
    }
  }
}
