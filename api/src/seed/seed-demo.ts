import { exclusively, type Database } from "@alm/database";
import { defaultReportList } from "../reports/catalogue/report-catalogue.ts";
import { seedAnalysis } from "./seed-analysis.ts";
import { seedChartsAndDictionaries } from "./seed-charts-and-dictionaries.ts";
import { seedDemoRuns } from "./seed-demo-runs.ts";
import { seedIdentity } from "./seed-identity.ts";

/**
 * Fills an empty database with the demo firm; a database with users is left alone. Apis starting
 * at once on an empty database take turns, so the demo is seeded once and the others find it.
 */
export const seedDemoIfEmpty = (db: Database): Promise<boolean> =>
  exclusively(db, "api:demo-seed", () => seedIfEmpty(db));

async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.query<{ count: number }>("select count(*)::int as count from users");
  if (row && row.count > 0) return false;
  await db.transaction(async (tx) => {
    await seedIdentity(tx);
    await seedChartsAndDictionaries(tx);
    // After the charts of accounts: report definitions need one.
    await seedAnalysis(tx, defaultReportList);
    // Positions files for the demo data sets, run through the engine (api/src/seed/seed-demo-runs.ts).
    await seedDemoRuns(tx);
  });
  return true;
}
