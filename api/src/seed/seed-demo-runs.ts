import { positionsCsv } from "@alm/engine";
import type { Queryable } from "@alm/database";
import { nearestBuiltInCurve } from "../curves/built-in-curves.ts";
import { enqueuePrecompute } from "../runs/run-jobs.ts";
import { demoLeafKeys } from "./demo-chart-of-accounts.ts";
import { seedPolicyLimits } from "./demo-policy-limits.ts";
import { demoOverridesCsv } from "./demo-overrides.ts";
import { demoBalanceSheetRows } from "./demo-positions.ts";

/** Total assets of each demo credit union at the first demo as-of date (2021-09-30). */
const TOTAL_ASSETS: Record<string, number> = { RFCU: 865_000_000, SVCU: 312_000_000, LCCU: 74_000_000 };

/** Balance sheets grow about 1.2% a quarter. */
export function assetsAt(acronym: string, asOfDate: string): number {
  const base = TOTAL_ASSETS[acronym] ?? 150_000_000;
  const months = (Date.parse(asOfDate) - Date.parse("2021-09-30")) / (30.44 * 86_400_000);
  return Math.round(base * (1 + 0.004 * months));
}

/**
 * Gives the demo data sets real inputs and results: positions (and H3 overrides) generated
 * deterministically per client and as-of date, stored as uploaded files, and the Completed ones
 * queued for the run worker, which computes them with the engine right after the start, so a new
 * user sees computed reports. The failed set keeps its reason and no files; the pending one gets
 * files, ready to run.
 */
export async function seedDemoRuns(tx: Queryable): Promise<void> {
  const clients = await tx.query<{ id: number; acronym: string }>(
    "select id, acronym from clients order by id",
  );
  await seedPolicyLimits(tx, clients);
  const leafKeys = demoLeafKeys();
  for (const client of clients) {
    const dataSets = await tx.query<{
      id: number;
      as_of: string;
      data_set_type: number;
      status: string | null;
    }>(
      `select id, as_of_date::text as as_of, data_set_type, status from data_sets where client_id = $1 order by id`,
      [client.id],
    );
    for (const d of dataSets) {
      if (d.status === "Failed") continue;
      const rows = demoBalanceSheetRows({
        acronym: client.acronym,
        asOfDate: d.as_of,
        totalAssets: assetsAt(client.acronym, d.as_of),
        curve: nearestBuiltInCurve(d.as_of).points,
        leafKeys,
      });
      const files: [string, string, string][] = [
        [`Analysis-${client.acronym}-${d.as_of}-positions.csv`, "positions", positionsCsv(rows)],
        [
          `Analysis-${client.acronym}-${d.as_of}-h3-overrides.csv`,
          "overrides",
          demoOverridesCsv(d.data_set_type === 1),
        ],
      ];
      for (const [name, kind, content] of files) {
        await tx.query(
          `insert into data_set_files (data_set_id, file_name, content_type, content, uploaded_by) values ($1, $2, $3, $4, 'staff')`,
          [d.id, name, kind, Buffer.from(content, "utf8")],
        );
      }
      // The worker computes the results within seconds of the start; a report read before
      // that computes its data set's results on the spot.
      if (d.status === "Completed") await enqueuePrecompute(tx, d.id);
    }
  }
}
