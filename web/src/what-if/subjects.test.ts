import { describe, expect, it } from "vitest";
import type { RunStatus } from "../generated/graphql.ts";
import { chosenSubject, subjectOptions } from "./subjects.ts";

const definition = (n: number, status: RunStatus) => ({
  __typename: "ReportDefinition" as const,
  id: `D${n}`,
  databaseId: n,
  name: `Definition ${n}`,
  asOf: "2021-12-31",
  isPublished: false,
  baseDataSetId: `S${n}`,
  baseDataSetName: `Data set ${n}`,
  baseDataSet: { __typename: "DataSet" as const, id: `S${n}`, status },
  chartOfAccountsId: "C1",
  shockScenario: 300,
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

  it("opens the one a link names, by id or number, ready or not; the newest when none has run", () => {
    expect(chosenSubject(options, definitions, "D3")?.definitionId).toBe("D3");
    expect(chosenSubject(options, definitions, "2")?.definitionId).toBe("D2");
    const none = [definition(5, "STARTED"), definition(4, "PENDING")];
    expect(chosenSubject(subjectOptions(none), none, null)?.definitionId).toBe("D5");
  });
});
