import type { PackageCatalogue } from "../analysis/package-entries.ts";
import { dataSetName } from "../analysis/data-sets/data-set-rules.ts";
import { FIXED_SCENARIOS } from "../analysis/report-definitions/report-definition-rules.ts";
import type { Queryable } from "@alm/database";

const STAFF = "staff";

interface DemoDataSet {
  asOf: string;
  type: 0 | 1 | 2 | 99;
  description?: string;
  status: "Completed" | "Failed" | null;
  /** Why it failed, naming the Shock run result id its form shows. */
  reason?: (shockRunResult: string) => string;
}

/** Quarter ends the firm analysed for every client, plus a what-if and a failed upload. */
export const DEMO_DATA_SETS: readonly DemoDataSet[] = [
  { asOf: "2021-09-30", type: 0, status: "Completed" },
  { asOf: "2021-12-31", type: 0, status: "Completed" },
  { asOf: "2022-07-31", type: 0, status: "Completed" },
  { asOf: "2022-07-31", type: 1, description: "Deposit runoff", status: "Completed" },
  {
    asOf: "2022-07-31",
    type: 2,
    status: "Failed",
    reason: (shock) =>
      `Run result ${shock} was not found in the modeling database. Check the Shock run result id and run again.`,
  },
  { asOf: "2022-07-31", type: 99, description: "Board draft", status: null },
];

interface DemoReport {
  name: string;
  base: number;
  compare?: number;
  approved: boolean;
  published: boolean;
}

/** Every state of the workflow: published, approved, completed, waiting on a run, failed. */
const REPORTS: DemoReport[] = [
  { name: "Q3 2021 ALM Report", base: 0, approved: true, published: true },
  { name: "Q4 2021 ALM Report", base: 1, compare: 0, approved: true, published: true },
  { name: "July 2022 ALM Report", base: 2, compare: 1, approved: true, published: false },
  { name: "July 2022 Deposit Runoff What-If", base: 3, compare: 2, approved: false, published: false },
  { name: "July 2022 TYC", base: 4, approved: false, published: false },
  { name: "July 2022 Board Draft", base: 5, compare: 2, approved: false, published: false },
];

const runResults = (n: number) => [
  { key: String(7000 + n * 2), typ: "Shock" },
  { key: String(7001 + n * 2), typ: "Ramp" },
];

/** Client settings, data sets and report definitions for each demo client. */
export async function seedAnalysis(
  tx: Queryable,
  defaultReports: PackageCatalogue["defaults"],
): Promise<void> {
  const clients = await tx.query<{ id: number; acronym: string }>(
    "select id, acronym from clients order by id",
  );
  for (const client of clients) {
    await tx.query(
      "insert into client_settings (client_id, nii_years, reports, zm_database_name, updated_by) values ($1, 2, $2, $3, $4)",
      [client.id, JSON.stringify(defaultReports(2)), `ZM_${client.acronym}`, STAFF],
    );
    const ids: number[] = [];
    for (const [n, d] of DEMO_DATA_SETS.entries()) {
      const results = runResults(client.id * 10 + n);
      const [row] = await tx.query<{ id: number }>(
        `insert into data_sets (client_id, name, data_set_type, as_of_date, description, status, status_reason, run_results,
           created_by, updated_by, created_date, updated_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, now() - make_interval(days => $10::int), now() - make_interval(days => $10::int))
         returning id`,
        [
          client.id,
          dataSetName(d.asOf, d.type, d.description),
          d.type,
          d.asOf,
          d.description ?? null,
          d.status,
          d.reason && results[0] ? d.reason(results[0].key) : null,
          JSON.stringify(results),
          STAFF,
          (DEMO_DATA_SETS.length - n) * 20,
        ],
      );
      if (row) ids.push(row.id);
    }
    const [chart] = await tx.query<{ id: number }>(
      "select id from charts_of_accounts where client_id = $1 order by id limit 1",
      [client.id],
    );
    if (!chart) continue;
    for (const [n, r] of REPORTS.entries()) {
      const statuses = [
        DEMO_DATA_SETS[r.base]?.status,
        r.compare === undefined ? "Completed" : DEMO_DATA_SETS[r.compare]?.status,
      ];
      const status = statuses.includes("Failed")
        ? "Failed"
        : statuses.every((s) => s === "Completed")
          ? "Completed"
          : "Started";
      await tx.query(
        `insert into report_definitions (client_id, name, status, base_data_set_id, compare_data_set_id, chart_of_accounts_id,
           nii_years, declining_scenario, rising_scenario, shock_scenario, selected_sub_report_definitions, commentary,
           approved_by, approved_by_date, published_by, published_by_date, created_by, updated_by, created_date, updated_date)
         values ($1, $2, $3, $4, $5, $6, 2, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16,
           now() - make_interval(days => $17::int), now() - make_interval(days => $17::int))`,
        [
          client.id,
          r.name,
          status,
          ids[r.base],
          r.compare === undefined ? null : ids[r.compare],
          chart.id,
          FIXED_SCENARIOS.declining,
          FIXED_SCENARIOS.rising,
          FIXED_SCENARIOS.shock,
          JSON.stringify(defaultReports(2)),
          // Words an analyst would stand behind whatever the figures: "remains within policy limits
          // across all rate scenarios" sat above a matrix of three breaches (an examiner's review).
          `${r.name}: prepared for the asset-liability committee's quarterly review of interest rate risk, liquidity and the board's policy limits.`,
          r.approved ? STAFF : null,
          r.approved ? new Date() : null,
          r.published ? STAFF : null,
          r.published ? new Date() : null,
          STAFF,
          (REPORTS.length - n) * 15,
        ],
      );
    }
  }
  await seedMessages(tx);
}

async function seedMessages(tx: Queryable): Promise<void> {
  const messages: [string | null, string, string][] = [
    [
      null,
      "Info",
      "Scheduled maintenance on Saturday from 22:00 to 23:00 ET: reports stay readable, runs pause.",
    ],
    ["analysis", "Info", "New: the Liquidity page is now part of the Report Overview."],
    [
      "analysis",
      "Warning",
      "Treasury curves for the latest month end are preliminary until the 5th business day.",
    ],
    [
      "analysis",
      "Error",
      "Run results imported between 02:00 and 02:30 ET failed; rerun affected data sets.",
    ],
  ];
  for (const [n, [domain, severity, message]] of messages.entries()) {
    await tx.query(
      `insert into info_messages (domain, severity, message, created_by, created_date)
       values ($1, $2, $3, 'system', now() - make_interval(hours => $4::int))`,
      [domain, severity, message, n * 30],
    );
  }
}
