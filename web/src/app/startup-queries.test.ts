import { afterEach, describe, expect, it } from "vitest";
import { storageKey } from "../lib/local-storage.ts";
import { CLIENT_KEY } from "../lib/selected-client-query.ts";
import { startupQueries } from "./startup-queries.ts";

const asked = (pathname: string) =>
  startupQueries(pathname).map(({ query, variables }) => {
    const definition = query.definitions[0];
    const name = definition?.kind === "OperationDefinition" ? definition.name?.value : undefined;
    return variables ? `${name} ${JSON.stringify(variables)}` : name;
  });

describe("the queries a page asks before the app has started", () => {
  afterEach(() => window.localStorage.clear());

  it("asks home's lists for the client this browser remembers, and the shell's on every page", () => {
    window.localStorage.setItem(storageKey(CLIENT_KEY), JSON.stringify("Q2xpZW50OjE"));
    const lists = ["HomeClient", "HomeDataSets", "HomeReports"].map((n) => `${n} {"clientId":"Q2xpZW50OjE"}`);
    expect(asked("/analysis/")).toEqual(["ShellViewer", "SelectedClientViewer", "HomeClients", ...lists]);
    expect(asked("/analysis")).toEqual(asked("/analysis/"));
    expect(asked("/analysis/dashboard")).toEqual([
      "ShellViewer",
      "SelectedClientViewer",
      'DashboardDefinitions {"clientId":"Q2xpZW50OjE"}',
    ]);
    expect(asked("/analysis/reports/3")).toEqual(["ShellViewer"]);
  });

  it("asks no client's lists when none is remembered", () => {
    expect(asked("/analysis/")).toEqual(["ShellViewer", "SelectedClientViewer", "HomeClients"]);
    expect(asked("/analysis/dashboard")).toEqual(["ShellViewer", "SelectedClientViewer"]);
  });

  it("asks nothing for a print page, which reads with its ticket", () => {
    window.localStorage.setItem(storageKey(CLIENT_KEY), JSON.stringify("Q2xpZW50OjE"));
    expect(asked("/analysis/print/cid/1/did/2/rid/3")).toEqual([]);
  });
});

describe("the queries that follow an early answer", () => {
  afterEach(() => window.localStorage.clear());
  const definition = (id: string, asOfDate: string, isPublished: boolean, reportIds: number[]) => ({
    id,
    databaseId: 1,
    name: id,
    asOfDate,
    isPublished,
    publishedDate: isPublished ? `${asOfDate}T12:00:00Z` : null,
    shockScenario: 300,
    baseDataSetType: "STANDARD",
    selectedReports: reportIds.map((reportId) => ({ key: `${reportId}-1`, reportId, year: 1 })),
  });

  it("reads the dashboard's pages of each published quarter, once its definitions answer", () => {
    const definitions = startupQueries("/analysis/dashboard").at(-1);
    expect(definitions?.followUps).toBeUndefined();
    window.localStorage.setItem(storageKey(CLIENT_KEY), JSON.stringify("Q2xpZW50OjE"));
    const follow = startupQueries("/analysis/dashboard").at(-1)?.followUps;
    const answer = {
      client: {
        id: "Q2xpZW50OjE",
        name: "RFCU",
        acronym: "RFCU",
        reportDefinitions: [
          definition("q3", "2021-09-30", true, [20, 27, 29, 38, 49]),
          // A package without the liquidity page: its quarter has no read of it.
          definition("q4", "2021-12-31", true, [11, 20, 27, 38]),
          definition("draft", "2022-03-31", false, [20, 27, 29, 38]),
        ],
      },
    };
    const asked = (follow?.(answer) ?? []).map(({ query, variables }) => {
      const op = query.definitions[0];
      return `${op?.kind === "OperationDefinition" ? op.name?.value : ""} ${JSON.stringify(variables)}`;
    });
    const page = (id: string, reportId: number) =>
      `DashboardReport ${JSON.stringify({ reportDefinitionId: id, reportId, year: 1 })}`;
    expect(asked.sort()).toEqual(
      [
        page("q3", 27),
        page("q3", 38),
        page("q3", 20),
        page("q3", 29),
        page("q4", 27),
        page("q4", 38),
        page("q4", 20),
      ].sort(),
    );
  });
});
