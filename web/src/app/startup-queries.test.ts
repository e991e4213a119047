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
