import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { makeFragmentData } from "../generated/index.ts";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import { dateTime } from "../lib/month-end.ts";
import { HistoryList } from "./HistoryList.tsx";
import type { HistoryEntry } from "./what-if-history.ts";
import { WhatIfFigure_figure, WhatIfRating_reading } from "./what-if-queries.ts";

afterEach(cleanup);

const figure = (text: string) =>
  makeFragmentData(
    { __typename: "WhatIfFigure", number: null, text, scenarioName: null, durations: null, status: null },
    WhatIfFigure_figure,
  );

const reading = makeFragmentData(
  {
    __typename: "NcuaRatingReading",
    rating: "LOW",
    text: "Low",
    status: { __typename: "RiskStatus", text: "Low", tone: "SUCCESS" },
    postShockRatio: "0.0712",
    sensitivity: "-0.1840",
    row: 1,
    column: 2,
    ratioBand: "7% to 10%",
    declineBand: "Over 15% to 25%",
  },
  WhatIfRating_reading,
);

const entry = (id: number, change: string): HistoryEntry => ({
  id,
  ranAt: new Date(`2026-12-07T10:3${id}:00Z`),
  definitionId: "2",
  drafts: [],
  whatIf: {
    dataSetName: "RFCU 2021/12/31",
    shockBp: 300,
    changes: [{ description: change }],
    rating: { withChanges: reading },
    measures: [
      { key: "NEV_RATIO_AT_SHOCK", label: "NEV Ratio in the +300 bp shock", withChanges: figure("7.12%") },
    ],
  } as unknown as WhatIfView_WhatIfFragment,
});

it("names each what-if's row and its Open button once, the button by its word and the what-if", () => {
  const opened: number[] = [];
  const entries = [entry(2, "Sell Fixed 30 Yr by $10,000,000"), entry(1, "Grow Auto Loans by $5,000,000")];
  render(<HistoryList entries={entries} shownId={1} onOpen={(e) => opened.push(e.id)} />);
  const table = screen.getByRole("table", { name: "This session's what-ifs" });
  const words = "RFCU 2021/12/31: Sell Fixed 30 Yr by $10,000,000.";
  const ran = dateTime(entries[0]!.ranAt.toISOString());

  // The row header was named by all it held, the button's name with it: the what-if, its time,
  // then "Open" and the what-if again.
  const header = within(table).getByRole("rowheader", { name: `${words} ${ran}` });
  const open = within(header).getByRole("button", { name: `Open ${words}` });
  // Every row alike, the what-if shown (its row selected) too.
  const other = "RFCU 2021/12/31: Grow Auto Loans by $5,000,000.";
  const second = within(table).getByRole("rowheader", {
    name: `${other} ${dateTime(entries[1]!.ranAt.toISOString())}`,
  });
  expect(within(second).getByRole("button", { name: `Open ${other}` })).toBeTruthy();
  // Its visible word first, as a voice command names it.
  expect(open.textContent).toBe("Open");
  fireEvent.click(open);
  expect(opened).toEqual([2]);
});
