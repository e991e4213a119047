import { describe, expect, it } from "vitest";
import { DashboardQuarterFragment } from "../dashboard/dashboard-queries.ts";
import type { DataSetType, RunStatus } from "../generated/graphql.ts";
import { makeFragmentData } from "../generated/index.ts";
import { chosenSubject, subjectOptions } from "./subjects.ts";

/** What the dashboard reads of a definition to place it among the published quarters. */
const quarter = (n: number, published: { at: string; type: DataSetType } | null) =>
  makeFragmentData(
    {
      __typename: "ReportDefinition",
      databaseId: n,
      name: `Definition ${n}`,
      asOfDate: "2021-12-31",
      isPublished: published !== null,
      publishedDate: published?.at ?? null,
      shockScenario: 300,
      baseDataSetType: published?.type ?? "STANDARD",
      selectedReports: [11, 21, 27].map((reportId) => ({
        __typename: "ReportListEntry" as const,
        key: `${reportId}`,
        reportId,
        year: 1,
      })),
    },
    DashboardQuarterFragment,
  );

const definition = (
  n: number,
  status: RunStatus,
  published: { at: string; type: DataSetType } | null = null,
) => ({
  __typename: "ReportDefinition" as const,
  id: `D${n}`,
  databaseId: n,
  name: `Definition ${n}`,
  asOf: "2021-12-31",
  isPublished: published !== null,
  baseDataSetId: `S${n}`,
  baseDataSetName: `Data set ${n}`,
  baseDataSet: { __typename: "DataSet" as const, id: `S${n}`, status },
  chartOfAccountsId: "C1",
  shockScenario: 300,
  ...quarter(n, published),
});

describe("the what-if's subject", () => {
  // Newest first, as the api lists them: staff's newest is a draft whose data set has not run.
  const definitions = [definition(3, "PENDING"), definition(2, "FAILED"), definition(1, "COMPLETED")];
  const options = subjectOptions(definitions);

  it("starts on the newest definition whose data set has run, and names the others' status", () => {
    expect(chosenSubject(options, definitions, null)?.definitionId).toBe("D1");
    expect(options.map((o) => o.label)).toEqual([
      "Data set 3 · Definition 3 (pending)",
      "Data set 2 · Definition 2 (Failed)",
      "Data set 1 · Definition 1",
    ]);
  });

  it("starts on the package the dashboard reads as current, not a what-if package published after it", () => {
    // Newest first: a package on a What If data set published on the quarter's date after the full one.
    const list = [
      definition(9, "COMPLETED", { at: "2022-02-01T10:00:00Z", type: "WHAT_IF" }),
      definition(8, "COMPLETED", { at: "2022-01-20T10:00:00Z", type: "STANDARD" }),
    ];
    expect(chosenSubject(subjectOptions(list), list, null)?.definitionId).toBe("D8");
    // A link still opens the what-if package.
    expect(chosenSubject(subjectOptions(list), list, "D9")?.definitionId).toBe("D9");
  });

  it("opens the one a link names, by id or number, ready or not; the newest when none has run", () => {
    expect(chosenSubject(options, definitions, "D3")?.definitionId).toBe("D3");
    expect(chosenSubject(options, definitions, "2")?.definitionId).toBe("D2");
    const none = [definition(5, "STARTED"), definition(4, "PENDING")];
    expect(chosenSubject(subjectOptions(none), none, null)?.definitionId).toBe("D5");
  });
});
