import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHANGE_FIELDS, NEW_DRAFT } from "./change-fields.ts";
import { changeInputs, serverErrors, type ChangeDraft } from "./change-inputs.ts";
import { ChangesList } from "./ChangesList.tsx";
import { groupedMoney, parseMoney, parsePercent, shiftDecimal } from "./entry-numbers.ts";
import {
  changesBeforeSeek,
  COMMON_STARTS,
  goalSeekInputs,
  leverDraft,
  limitSaid,
  NEW_GOAL_SEEK,
  type GoalSeekDraft,
} from "./goal-seek-inputs.ts";
import { GoalSeekPanel, goalKey } from "./GoalSeekPanel.tsx";
import { groupChoices, groupOptions } from "./group-options.ts";

afterEach(cleanup);

const resize = (values: Record<string, string>): ChangeDraft => ({
  key: 1,
  kind: "resize",
  values: { ...NEW_DRAFT.resize, group: "Fixed 30 Yr_H3", ...values },
});

describe("numbers as typed", () => {
  it("reads money with separators and k/M/B suffixes exactly", () => {
    expect(parseMoney("20,000,000")).toBe("20000000");
    expect(parseMoney("$20M")).toBe("20000000");
    expect(parseMoney("2.5m")).toBe("2500000");
    expect(parseMoney("250k")).toBe("250000");
    expect(parseMoney("1.2345")).toBe("1.2345");
    expect(parseMoney("twenty")).toBeNull();
    expect(parseMoney("20MM")).toBe("20000000");
    expect(parseMoney("-$1,234.5")).toBe("-1234.5");
    expect(parseMoney("20 M")).toBe("20000000");
    // A comma that groups no thousands is refused: "5,5" was read as $55 (a CFO's review).
    for (const typed of ["5,5", "1,00", "12,34,567", "1,234,5", ",5"]) expect(parseMoney(typed)).toBeNull();
  });

  it("turns percents into the API's decimal fractions without binary rounding", () => {
    expect(parsePercent("4.5")).toBe("0.045");
    expect(parsePercent("7.1%")).toBe("0.071");
    expect(parsePercent("-25")).toBe("-0.25");
    expect(parsePercent("100")).toBe("1");
    expect(parsePercent("0")).toBe("0");
    expect(shiftDecimal("0.045", 2)).toBe("4.5");
    expect(parsePercent("4,5")).toBeNull();
  });
});

describe("changes as the API takes them", () => {
  it("refuses a decay or beta outside its range in the field's own unit, percent, before sending", () => {
    const deposits = (values: Record<string, string>): ChangeDraft => ({
      key: 3,
      kind: "depositAssumptions",
      values: { group: "Share Drafts", ...values },
    });
    const path = (field: string) => `changes[0].depositAssumptions.${field}`;
    expect(changeInputs([deposits({ decay: "150" })]).errors.get(path("decay"))).toBe(
      "Decay is more than 99.99: enter a percent a year from 0 to 99.99.",
    );
    // Just under 100 passed here and the API refused it in its own units (0.9999), 2026-12-06.
    for (const decay of ["100", "99.9999"])
      expect(changeInputs([deposits({ decay })]).errors.get(path("decay"))).toBe(
        "Decay is more than 99.99: enter a percent a year from 0 to 99.99.",
      );
    expect(changeInputs([deposits({ decay: "99.99" })]).errors.size).toBe(0);
    expect(changeInputs([deposits({ beta: "-5" })]).errors.get(path("beta"))).toBe(
      "Beta is less than 0: enter a percent from 0 to 100.",
    );
    const fine = changeInputs([deposits({ decay: "12", beta: "100" })]);
    expect(fine.errors.size).toBe(0);
    expect(fine.changes).toEqual([
      { depositAssumptions: { group: "Share Drafts", decay: "0.12", beta: "1" } },
    ]);
  });

  it("sends a sale as a negative amount or fraction and a growth as positive", () => {
    const { changes, errors } = changeInputs([
      resize({ amount: "20M" }),
      resize({ by: "PERCENT", fraction: "25", direction: "GROW" }),
    ]);
    expect(errors.size).toBe(0);
    expect(changes).toEqual([
      { resize: { group: "Fixed 30 Yr_H3", amount: "-20000000", counterpart: "CASH" } },
      { resize: { group: "Fixed 30 Yr_H3", fraction: "0.25", counterpart: "CASH" } },
    ]);
  });

  it("sends a purchase's rates as fractions and its adjustable fields only when it reprices", () => {
    const draft: ChangeDraft = {
      key: 2,
      kind: "purchase",
      values: {
        ...NEW_DRAFT.purchase,
        group: "Agency 36",
        amount: "20M",
        rate: "4.25",
        termMonths: "36",
        indexMonths: "12",
      },
    };
    expect(changeInputs([draft]).changes).toEqual([
      {
        purchase: {
          group: "Agency 36",
          amount: "20000000",
          rate: "0.0425",
          termMonths: 36,
          amortization: "LEVEL",
          paymentMonths: 1,
          repriceMonths: 0,
          fundedBy: "CASH",
        },
      },
    ]);
  });

  it("asks for the amount or the percent shown, on that field, each saying what to enter", () => {
    const on = (values: Record<string, string>, field: string) =>
      changeInputs([resize(values)]).errors.get(`changes[0].resize.${field}`);
    // Empty, the API answered "give exactly one of amount (dollars) and fraction", on the hidden one.
    expect(on({ amount: "" }, "amount")).toBe("Enter an amount in dollars, e.g. 20M or 250,000.");
    expect(on({ by: "PERCENT", fraction: "" }, "fraction")).toBe("Enter a percent, e.g. 4.5.");
    expect(on({ by: "PERCENT", fraction: "" }, "amount")).toBeUndefined();
    // A deposit shift's too, where the api's words came back under an Amount without its asterisk.
    const shift = (values: Record<string, string>, field: string) =>
      changeInputs([
        {
          key: 2,
          kind: "depositShift",
          values: {
            ...NEW_DRAFT.depositShift,
            fromGroup: "Regular Shares_H3",
            toGroup: "Share Drafts_H3",
            ...values,
          },
        },
      ]).errors.get(`changes[0].depositShift.${field}`);
    expect(shift({ amount: "" }, "amount")).toBe("Enter an amount in dollars, e.g. 20M or 250,000.");
    expect(shift({ by: "PERCENT", fraction: "" }, "fraction")).toBe("Enter a percent, e.g. 4.5.");
    expect(on({ amount: "0.001" }, "amount")).toBe(
      "Amount ($) comes to $0.00: nothing would change. Enter a cent or more, or leave the change out.",
    );
    expect(on({ amount: "1e12" }, "amount")).toBe(
      "Amount ($): enter an amount in dollars, e.g. 20M or 250,000.",
    );
    expect(on({ amount: "-5M" }, "amount")).toBe("Amount ($): enter a positive amount.");
    expect(on({ group: "" }, "group")).toBe("Choose a group.");
    // Zero is said at once, beside what else is wrong (the api answered it a Run later).
    expect(on({ amount: "0", group: "" }, "amount")).toBe(
      "Amount ($) is zero: nothing would change. Enter more than zero, or leave the change out.",
    );
    expect(on({ by: "PERCENT", fraction: "0" }, "fraction")).toBe(
      "Percent of the group (%) is zero: nothing would change. Enter more than zero, or leave the change out.",
    );
    expect(on({ counterpart: "GROUP" }, "counterpartGroup")).toBe("Choose a group.");
    const purchase = changeInputs([{ key: 9, kind: "purchase", values: NEW_DRAFT.purchase }]).errors;
    expect(purchase.get("changes[0].purchase.group")).toBe("Choose the leaf to buy into.");
    // A purchase is paid for: Nothing, refused by the api, is not offered.
    const paidFrom = CHANGE_FIELDS.purchase.find((f) => f.name === "fundedBy")?.options?.map((o) => o.value);
    expect(paidFrom).toEqual(["CASH", "GROUP"]);
  });

  it("checks a percent of the group in percent: Change gives it its sign", () => {
    const path = "changes[0].resize.fraction";
    expect(changeInputs([resize({ by: "PERCENT", fraction: "150" })]).errors.get(path)).toBe(
      "Percent of the group is more than 100: enter a percent from 0 to 100.",
    );
    expect(changeInputs([resize({ by: "PERCENT", fraction: "-25" })]).errors.get(path)).toBe(
      "Percent of the group is less than 0: enter a percent from 0 to 100.",
    );
    expect(changeInputs([resize({ by: "PERCENT", fraction: "25" })]).changes).toEqual([
      { resize: { group: "Fixed 30 Yr_H3", fraction: "-0.25", counterpart: "CASH" } },
    ]);
  });

  it("checks a purchase's rates in percent, and asks for the index and margin once it reprices", () => {
    const buy = (values: Record<string, string>): ChangeDraft => ({
      key: 4,
      kind: "purchase",
      values: {
        ...NEW_DRAFT.purchase,
        group: "Agency 36",
        amount: "1M",
        rate: "4.5",
        termMonths: "36",
        ...values,
      },
    });
    const path = (field: string) => `changes[0].purchase.${field}`;
    expect(changeInputs([buy({ rate: "-1" })]).errors.get(path("rate"))).toBe(
      "Rate is less than 0: enter a percent a year from 0 to 25.",
    );
    expect(changeInputs([buy({ cpr: "100" })]).errors.get(path("cpr"))).toBe(
      "Prepayment is more than 99.99: enter a percent a year from 0 to 99.99.",
    );
    const adjustable = changeInputs([buy({ repriceMonths: "12" })]).errors;
    expect(adjustable.get(path("indexMonths"))).toBe("Enter a number of months.");
    expect(adjustable.get(path("margin"))).toBe("Enter a percent, e.g. 4.5.");
    // Every field's problem at once, each on its field: an amount of $0.00 beside a term out of range.
    const both = changeInputs([buy({ amount: "0.001", termMonths: "481" })]).errors;
    expect(both.get(path("amount"))).toBe(
      "Amount ($) comes to $0.00: nothing would change. Enter a cent or more, or leave the change out.",
    );
    expect(both.get(path("termMonths"))).toBe(
      "Term is more than 480: enter a number of months from 1 to 480.",
    );
    expect(changeInputs([buy({ repriceMonths: "12", indexMonths: "12", margin: "2.75" })]).errors.size).toBe(
      0,
    );
    // Months are bounded as the upload template bounds them, with the other fields' problems: a
    // term of 600 used to come back from the API only once the rate had been corrected.
    const months = changeInputs([
      buy({ rate: "30", termMonths: "600", repriceMonths: "12", indexMonths: "0" }),
    ]);
    expect(Object.fromEntries(months.errors)).toEqual({
      [path("rate")]: "Rate is more than 25: enter a percent a year from 0 to 25.",
      [path("termMonths")]: "Term is more than 480: enter a number of months from 1 to 480.",
      [path("indexMonths")]: "Index tenor is less than 1: enter a number of months from 1 to 360.",
      [path("margin")]: "Enter a percent, e.g. 4.5.",
    });
  });

  it("names the field of each entry it cannot send", () => {
    const { errors } = changeInputs([
      resize({ amount: "-5" }),
      {
        key: 3,
        kind: "purchase",
        values: { ...NEW_DRAFT.purchase, group: "Agency 36", amount: "1M", rate: "x", termMonths: "3.5" },
      },
    ]);
    expect([...errors.keys()]).toEqual([
      "changes[0].resize.amount",
      "changes[1].purchase.rate",
      "changes[1].purchase.termMonths",
    ]);
  });
});

describe("goal seek input", () => {
  it("reads the target as a fraction and asks for the group", () => {
    const { target, lever, errors } = goalSeekInputs({ ...NEW_GOAL_SEEK, value: "-25" });
    expect(target).toEqual({ nevChangeAtShockAtLeast: "-0.25" });
    expect(lever.group).toBe("");
    expect(errors.get("lever.group")).toBe("Choose the group to sell or reduce.");
    // A target past 100% is said in percent, where the server's words were a decimal fraction's.
    for (const value of ["-200", "101"])
      expect(
        goalSeekInputs({ ...NEW_GOAL_SEEK, group: "G", value }).errors.get("target.nevChangeAtShockAtLeast"),
      ).toBe("Enter the target as a percent from -100 to 100, e.g. -25.");
    expect(goalSeekInputs({ ...NEW_GOAL_SEEK, group: "G", value: "-100" }).errors.size).toBe(0);
    // A ratio below 0 is met by any balance sheet: the api refuses it, and the form says its range.
    const ratio = (value: string) =>
      goalSeekInputs({ ...NEW_GOAL_SEEK, target: "nevRatioAtShockAtLeast", group: "G", value }).errors;
    expect(ratio("-10").get("target.nevRatioAtShockAtLeast")).toBe(
      "Enter the target as a percent from 0 to 100, e.g. 7.",
    );
    expect(ratio("7").size).toBe(0);
    for (const step of ["0", "0.5", "-5"])
      expect(goalSeekInputs({ ...NEW_GOAL_SEEK, group: "G", step }).errors.get("step")).toBe(
        "Step: enter at least $1, e.g. 100k; or leave it empty.",
      );
    for (const step of ["abc", "1e12"])
      expect(goalSeekInputs({ ...NEW_GOAL_SEEK, group: "G", step }).errors.get("step")).toBe(
        "Step: enter an amount in dollars, e.g. 100k; or leave it empty.",
      );
    expect(
      goalSeekInputs({ ...NEW_GOAL_SEEK, group: "G", counterpart: "GROUP" }).errors.get(
        "lever.counterpartGroup",
      ),
    ).toBe("Choose a group.");
    expect(goalSeekInputs({ ...NEW_GOAL_SEEK, group: "G", step: "100k" }).step).toBe("100000");
    expect(leverDraft({ ...NEW_GOAL_SEEK, group: "G" }, "4350000").values).toMatchObject({
      group: "G",
      direction: "SELL",
      // Grouped as typed ("4350000" read oddly beside the answer's "$4,350,000"), and read back exactly.
      amount: "4,350,000",
    });
    expect(parseMoney(groupedMoney("93624000.5"))).toBe("93624000.5");
    expect(groupedMoney("999")).toBe("999");
  });

  it("searches again on top of the user's changes, not of the sale it found before", () => {
    const goal = { ...NEW_GOAL_SEEK, group: "Fixed 30 Yr_H3" };
    const found = leverDraft(goal, "93624000");
    const own = resize({ amount: "5M" });
    // Pressed again, it searched on top of its own answer and said the target "is met without
    // selling any" beside that sale (a review, 2026-12-06).
    expect(changesBeforeSeek([own, found], goal)).toEqual([own]);
    // A sale it found of another group is the user's change now.
    expect(changesBeforeSeek([own, found], { ...goal, group: "Treasuries" })).toEqual([own, found]);
  });
});

describe("a server refusal as the user reads it", () => {
  const groups = groupOptions([
    { id: "1", parentId: "0", depth: 1, key: "Assets", description: "Assets", kind: "GROUP" },
    { id: "2", parentId: "1", depth: 2, key: "Cash_H3", description: "Cash and Equivalents", kind: "GROUP" },
  ]);
  /** The goal seek panel with nothing typed wrong and nothing answered, as each test changes it. */
  const goalSeekPanel = (props: Partial<Parameters<typeof GoalSeekPanel>[0]>) => (
    <GoalSeekPanel
      draft={NEW_GOAL_SEEK}
      groups={groups}
      errors={new Map()}
      busy={false}
      answer={null}
      onChange={vi.fn()}
      onSeek={vi.fn()}
      {...props}
    />
  );
  // As the api words them: each message starts with its input path, for API callers.
  const refusal = serverErrors([
    {
      error:
        "changes[0].resize.counterpart: 'Cash and Equivalents' is the group that changes: it cannot also be the other side",
      field: "changes[0].resize.counterpart",
    },
    { error: "changes[1].purchase.rate: rate is not a fraction", field: "changes[1].purchase.rate" },
    {
      error:
        "lever.counterpart: 'Cash and Equivalents' is the group that changes: it cannot also be the other side",
      field: "lever.counterpart",
    },
  ]);

  it("shows each message on its field without the API's path, and one for a field not shown by its place", () => {
    render(
      <ChangesList
        drafts={[resize({ group: "Cash_H3", amount: "20M" })]}
        groups={groupChoices(groups, undefined)}
        errors={refusal}
        onAdd={vi.fn()}
        onChange={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const change = screen.getByRole("region", { name: "Change 1: Sell or grow a group" });
    const proceeds = within(change).getByText(
      "'Cash and Equivalents' is the group that changes: it cannot also be the other side",
    );
    expect(proceeds.closest(".MuiFormControl-root")?.textContent).toContain("Proceeds to / paid from");
    // The message takes the helper's place; without one, the helper says what cash does with proceeds.
    expect(within(change).queryByText(/cash received is invested overnight/)).toBeNull();
    // The goal seek panel shows the lever's message; the list says the change it cannot show by its place.
    expect(screen.getByRole("alert").textContent).toBe("Change 2, Rate (%): rate is not a fraction");
    expect(document.body.textContent).not.toMatch(/changes\[|lever\./);
  });

  it("says a sale's amount is of book, sold at market, and what cash does with the proceeds", () => {
    render(
      <ChangesList
        drafts={[resize({ amount: "20M" })]}
        groups={groupChoices(groups, undefined)}
        errors={new Map()}
        onAdd={vi.fn()}
        onChange={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByText("At book, e.g. 20M").closest(".MuiFormControl-root")?.textContent).toContain(
      "Amount ($)",
    );
    const helper = screen.getByText("Assets sold or bought at market; cash received is invested overnight");
    expect(helper.closest(".MuiFormControl-root")?.textContent).toContain("Proceeds to / paid from");
    // Nothing in return: the label says where the difference goes.
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Proceeds to / paid from" }));
    expect(screen.getByRole("option", { name: "Nothing (a write-off, or a gain, to capital)" })).toBeTruthy();
  });

  it("says what to do where the server says it, but not its advice to API callers", () => {
    const errors = serverErrors([
      {
        error:
          "changes[0].resize.amount: is more than the $12,000,000 that 'Fixed 30 Yr' holds: it would take $20,000,000",
        resolution: "Take at most $12,000,000: all it holds.",
        field: "changes[0].resize.amount",
      },
      {
        error: "changes[1].purchase.rate: Expected number, received string",
        resolution: "Correct changes[1].purchase.rate and send the what-if again.",
        field: "changes[1].purchase.rate",
      },
      {
        error:
          "changes[2].purchase.amount: 'Cash & Equivalents' holds $25,525,991, less than the $975,432,336 the change comes to at market",
        resolution: "Enter a smaller amount, or choose another group for the other side.",
        field: "changes[2].purchase.amount",
      },
      {
        error: "The data set has no results yet.",
        resolution: "Run the data set, then try the what-if again.",
        field: null,
      },
    ]);
    // The resolution was dropped: the user read what was wrong, not what would do (2026-12-06).
    expect(errors.get("changes[0].resize.amount")).toBe(
      "Amount ($) is more than the $12,000,000 that 'Fixed 30 Yr' holds: it would take $20,000,000. Take at most $12,000,000: all it holds.",
    );
    expect(errors.get("changes[1].purchase.rate")).toBe("Expected number, received string");
    expect(errors.get("changes[2].purchase.amount")).toBe(
      "'Cash & Equivalents' holds $25,525,991, less than the $975,432,336 the change comes to at market. Enter a smaller amount, or choose another group for the other side.",
    );
    expect(errors.get("")).toBe(
      "The data set has no results yet. Run the data set, then try the what-if again.",
    );
  });

  it("puts the field's name back in front of a message that goes on from it", () => {
    const zero = serverErrors([
      {
        error:
          "changes[0].resize.amount: is zero: nothing would change. Sell or grow by more than zero, or leave the change out",
        field: "changes[0].resize.amount",
      },
    ]);
    render(
      <ChangesList
        drafts={[resize({ amount: "0" })]}
        groups={groupChoices(groups, undefined)}
        errors={zero}
        onAdd={vi.fn()}
        onChange={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const amount = screen.getByRole("textbox", { name: "Amount ($)" });
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(amount.closest(".MuiFormControl-root")?.textContent).toContain(
      "Amount ($) is zero: nothing would change. Sell or grow by more than zero, or leave the change out.",
    );
  });

  it("starts each NEV target at the client's limit, and says it under the field", () => {
    const starts = {
      values: { ...COMMON_STARTS, nevChangeAtShockAtLeast: "-35", nevRatioAtShockAtLeast: "4" },
      limits: {
        nevChangeAtShockAtLeast: limitSaid("(35.00%)", "-35"),
        nevRatioAtShockAtLeast: limitSaid("4.00%", "4"),
      },
    };
    const onChange = vi.fn();
    const panel = (props: Partial<Parameters<typeof GoalSeekPanel>[0]>) =>
      goalSeekPanel({ draft: { ...NEW_GOAL_SEEK, value: "-35" }, onChange, ...props });
    const { rerender } = render(panel({ starts }));
    const field = screen.getByRole("textbox", { name: "Target (%)" });
    // As the report pages print it, and in the field's own terms: "(35.00%)" alone beside a field
    // holding -35 had users typing 35.
    expect(field.closest(".MuiFormControl-root")?.textContent).toContain(
      "Policy limit: (35.00%), entered as -35",
    );
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Target" }));
    fireEvent.click(screen.getByRole("option", { name: "NEV ratio at shock, at least (%)" }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: "nevRatioAtShockAtLeast", value: "4" }),
    );
    // A target without a stated limit says none.
    rerender(panel({ draft: { ...NEW_GOAL_SEEK, value: "-25" } }));
    expect(document.body.textContent).not.toContain("Policy limit");
  });

  it("shows a goal seek's answer only while the panel asks the goal it answered", () => {
    const asked: GoalSeekDraft = { ...NEW_GOAL_SEEK, target: "ratingAtMost", value: "MODERATE" };
    const answer = {
      outcome: "ALREADY_MET" as const,
      message: "The target is met already.",
      goal: goalKey(asked),
      breaches: false,
    };
    const panel = (draft: GoalSeekDraft) => goalSeekPanel({ draft, answer });
    const { rerender } = render(panel(asked));
    expect(screen.getByRole("status").textContent).toBe("The target is met already.");
    // Another target kept the last one's answer beneath it until Find was clicked (a CFO's review).
    rerender(panel({ ...asked, target: "niiWithinPolicy", value: "" }));
    expect(screen.queryByText("The target is met already.")).toBeNull();
    rerender(panel(asked));
    expect(screen.getByText("The target is met already.")).toBeTruthy();
  });

  it("warns, where it showed a success, when the sale found breaks a limit the data set met", () => {
    const reached = {
      outcome: "REACHED" as const,
      message:
        "Selling $1 of Fixed 30 Yr reaches … It breaches a policy limit the data set meets as it is: ….",
      goal: goalKey(NEW_GOAL_SEEK),
    };
    const panel = (breaches: boolean) => goalSeekPanel({ answer: { ...reached, breaches } });
    const { rerender } = render(panel(true));
    expect(screen.getByRole("status").className).toContain("MuiAlert-colorWarning");
    rerender(panel(false));
    expect(screen.getByRole("status").className).toContain("MuiAlert-colorSuccess");
  });

  it("shows the goal seek lever's message under Proceeds to, without the API's path", () => {
    render(goalSeekPanel({ draft: { ...NEW_GOAL_SEEK, group: "Cash_H3" }, errors: refusal }));
    const message = screen.getByText(
      "'Cash and Equivalents' is the group that changes: it cannot also be the other side",
    );
    expect(message.closest(".MuiFormControl-root")?.textContent).toContain("Proceeds to");
    expect(document.body.textContent).not.toMatch(/lever\./);
  });
});

describe("the changes list", () => {
  const groups = groupOptions([
    { id: "1", parentId: "0", depth: 1, key: "Assets", description: "Assets", kind: "GROUP" },
    { id: "2", parentId: "1", depth: 2, key: "Fixed 30 Yr_H3", description: "Fixed 30 Yr", kind: "GROUP" },
    { id: "3", parentId: "1", depth: 2, key: "Total Assets", description: "Total Assets", kind: "TOTAL" },
  ]);

  it("offers groups but not totals, each under its section", () => {
    expect(groups.map((g) => [g.label, g.section])).toEqual([
      ["Assets", "Assets"],
      ["Fixed 30 Yr", "Assets"],
    ]);
  });

  it("offers each change only the groups the api lists for it: deposits, balances to sell, leaves to buy into", () => {
    const chart = groupOptions([
      { id: "1", parentId: "0", depth: 1, key: "Assets", description: "Assets", kind: "GROUP" },
      { id: "2", parentId: "1", depth: 2, key: "Fixed 30 Yr_H3", description: "Fixed 30 Yr", kind: "GROUP" },
      {
        id: "7",
        parentId: "2",
        depth: 3,
        key: "Fixed 30 Yr 360",
        description: "Fixed 30 Yr 360",
        kind: "LEAF",
      },
      { id: "8", parentId: "1", depth: 2, key: "Fixed Assets", description: "Fixed Assets", kind: "LEAF" },
      {
        id: "9",
        parentId: "1",
        depth: 2,
        key: "Allowance",
        description: "Allowance for Loan Losses",
        kind: "LEAF",
      },
      { id: "3", parentId: "0", depth: 1, key: "Liabilities", description: "Liabilities", kind: "GROUP" },
      {
        id: "4",
        parentId: "3",
        depth: 2,
        key: "Regular Shares_H3",
        description: "Regular Shares",
        kind: "GROUP",
      },
      { id: "5", parentId: "0", depth: 1, key: "Income", description: "Income", kind: "GROUP" },
      {
        id: "6",
        parentId: "5",
        depth: 2,
        key: "Fee Income",
        description: "Non-Interest Income",
        kind: "LEAF",
      },
    ]);
    render(
      <ChangesList
        drafts={[
          { key: 1, kind: "depositAssumptions", values: NEW_DRAFT.depositAssumptions },
          { ...resize({ group: "" }), key: 2 },
          { key: 3, kind: "purchase", values: NEW_DRAFT.purchase },
        ]}
        groups={groupChoices(chart, {
          resizable: [
            "Assets",
            "Fixed 30 Yr_H3",
            "Fixed 30 Yr 360",
            "Fixed Assets",
            "Liabilities",
            "Regular Shares_H3",
          ],
          purchasable: ["Fixed 30 Yr 360"],
          deposits: ["Liabilities", "Regular Shares_H3"],
        })}
        errors={serverErrors([])}
        onAdd={vi.fn()}
        onChange={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const offered = (field: HTMLElement) => {
      fireEvent.keyDown(field, { key: "ArrowDown" });
      const names = screen.getAllByRole("option").map((o) => o.textContent);
      fireEvent.keyDown(field, { key: "Escape" });
      return names;
    };
    expect(offered(screen.getByRole("combobox", { name: /^Deposit group/ }))).toEqual([
      "Liabilities",
      "Regular Shares",
    ]);
    // A sale may name an asset or liability holding a balance; not an income line, which holds no
    // positions, nor the allowance (a contra line).
    expect(offered(screen.getByRole("combobox", { name: /^Product group/ }))).toEqual([
      "Assets",
      "Fixed 30 Yr",
      "Fixed 30 Yr 360",
      "Fixed Assets",
      "Liabilities",
      "Regular Shares",
    ]);
    // A position is bought into a leaf that bears a rate: folders and fixed assets are not offered.
    expect(offered(screen.getByRole("combobox", { name: /^Into group/ }))).toEqual(["Fixed 30 Yr 360"]);
  });

  it("starts a purchase repaying as the chosen leaf's positions do, which the user may still change", () => {
    const leaf = (key: string, description: string) =>
      ({ id: key, parentId: "1", depth: 2, key, description, kind: "LEAF" }) as const;
    const choices = groupChoices(
      groupOptions([
        { id: "1", parentId: "0", depth: 1, key: "Assets", description: "Assets", kind: "GROUP" },
        leaf("Agency 36", "Agency Bullet 36"),
        leaf("Fixed 30 Yr 360", "Fixed 30 Yr 360"),
      ]),
      {
        resizable: [],
        purchasable: ["Agency 36", "Fixed 30 Yr 360"],
        purchaseTerms: [
          { group: "Agency 36", amortization: "BULLET", cpr: "0" },
          { group: "Fixed 30 Yr 360", amortization: "LEVEL", cpr: "0.081234" },
        ],
        deposits: [],
      },
    );
    const onChange = vi.fn();
    const list = (values: Record<string, string>) => (
      <ChangesList
        drafts={[{ key: 1, kind: "purchase", values }]}
        groups={choices}
        errors={serverErrors([])}
        onAdd={vi.fn()}
        onChange={onChange}
        onRemove={vi.fn()}
      />
    );
    const { rerender } = render(list(NEW_DRAFT.purchase));
    const pick = (name: string) => {
      fireEvent.keyDown(screen.getByRole("combobox", { name: /^Into group/ }), { key: "ArrowDown" });
      fireEvent.click(screen.getByRole("option", { name }));
    };
    // A note bought into a leaf of agency bullets was a level loan unless the user noticed (2026-12-06).
    pick("Agency Bullet 36");
    const bought = onChange.mock.lastCall?.[1] as Record<string, string>;
    expect(bought).toMatchObject({ group: "Agency 36", amortization: "BULLET", cpr: "0", fundedBy: "CASH" });
    rerender(list(bought));
    expect(screen.getByRole("combobox", { name: "Amortization" }).textContent).toBe("Principal at maturity");
    pick("Fixed 30 Yr 360");
    // And prepays as its positions do: a mortgage bought with no CPR never prepaid (it cost 168 at 8 %).
    expect(onChange.mock.lastCall?.[1]).toMatchObject({
      group: "Fixed 30 Yr 360",
      amortization: "LEVEL",
      cpr: "8.12",
    });
  });

  it("says beside a deposit group's decay and beta what they are now, once the group is chosen", () => {
    const choices = groupChoices(
      groupOptions([
        { id: "1", parentId: "0", depth: 1, key: "Liabilities", description: "Liabilities", kind: "GROUP" },
        {
          id: "2",
          parentId: "1",
          depth: 2,
          key: "Regular Shares",
          description: "Regular Shares",
          kind: "LEAF",
        },
      ]),
      {
        resizable: [],
        purchasable: [],
        deposits: ["Regular Shares"],
        depositTerms: [{ group: "Regular Shares", decay: "0.125", beta: "0.35" }],
      },
    );
    const list = (values: Record<string, string>) => (
      <ChangesList
        drafts={[{ key: 1, kind: "depositAssumptions", values }]}
        groups={choices}
        errors={serverErrors([])}
        onAdd={vi.fn()}
        onChange={vi.fn()}
        onRemove={vi.fn()}
      />
    );
    const helper = (name: string) => {
      const field = screen.getByRole("textbox", { name });
      return document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;
    };
    const { rerender } = render(list({}));
    // No group chosen: the field's range, as before.
    expect(helper("Decay (% a year)")).toBe("0 to 99.99");
    rerender(list({ group: "Regular Shares" }));
    // A user changing one had to look it up on the assumption pages first (a review, 2026-12-06).
    expect(helper("Decay (% a year)")).toBe(
      "Now 12.50% on average; blank keeps each position's own (0 to 99.99)",
    );
    expect(helper("Beta (%)")).toBe("Now 35.00% on average; blank keeps each position's own (0 to 100)");
  });

  it("shows a server message on the field it names, and one naming no field above the changes", () => {
    const errors = serverErrors([
      { error: "The sale is larger than the group ($12,000,000.00).", field: "changes[0].resize.amount" },
      { error: "The data set has no results yet.", field: null },
    ]);
    const onAdd = vi.fn();
    render(
      <ChangesList
        drafts={[resize({ amount: "20M" })]}
        groups={groupChoices(groups, undefined)}
        errors={errors}
        onAdd={onAdd}
        onChange={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    const change = screen.getByRole("region", { name: "Change 1: Sell or grow a group" });
    const amount = within(change).getByRole("textbox", { name: "Amount ($)" });
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(within(change).getByText("The sale is larger than the group ($12,000,000.00).")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("The data set has no results yet.");
    fireEvent.click(screen.getByRole("button", { name: "Add a change" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Buy or issue a position" }));
    expect(onAdd).toHaveBeenCalledWith("purchase");
  });
});
