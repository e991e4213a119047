import type { CookieJar } from "@alm/test-support";
import { DURATION_MISMATCH_NOTE, durationsText } from "@alm/formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

type Data = Record<string, unknown>;

const FIGURE =
  "{ number money { amount currencyCode } text scenarioName status { text tone } durations { assets liabilities text } }";
const WHAT_IF = `query($input: WhatIfInput!) { whatIf(input: $input) {
  __typename
  ... on WhatIf { dataSetId asOf reportDefinitionId shockBp changes { description amount { amount } }
    totalAssets { asIs { amount } withChanges { amount } }
    rating { asIs { rating text row column ratioBand declineBand postShockRatio } withChanges { rating postShockRatio } }
    measures { key label note unit limit { label number text } asIs ${FIGURE} withChanges ${FIGURE}
      series { scenario name bp asIs withChanges } }
    policy { limit { label number } asIs { number status { tone } } withChanges { number status { tone } } } }
  ... on ValidationFailed { code message messages { field error resolution } } } }`;
const GOAL_SEEK = `query($input: GoalSeekInput!) { goalSeek(input: $input) {
  __typename
  ... on GoalSeek { outcome message amount { amount } step { amount } reachedValue valueOneStepLess evaluations
    limitsBroken limitsStillBreached whatIf { measures { key withChanges { number } } } }
  ... on ValidationFailed { messages { field } } } }`;
const SAVE = `mutation($input: SaveWhatIfInput!) { saveWhatIf(input: $input) {
  __typename
  ... on WhatIfSaved { dataSet { id type name whatIfSource { id } files { fileKind } } }
  ... on Failure { code messages { field } } } }`;

interface Figure {
  number: string | null;
  money: { amount: string } | null;
}
interface Measure {
  key: string;
  unit: string;
  asIs: Figure;
  withChanges: Figure;
  series: { asIs: string | null; withChanges: string | null }[];
}

/** The what-if operations through the gateway, against a running api. */
describe("whatIf, goalSeek and saveWhatIf", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};
  let dataSetId: string;

  const as = async (user: string | undefined, query: string, variables: Data = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body;
  const whatIf = async (user: string, changes: unknown[], id = dataSetId) => {
    const body = await as(user, WHAT_IF, { input: { dataSetId: id, changes } });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return (body.data as { whatIf: Data }).whatIf;
  };

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "client", "client2"])
      jars[user] = (await signInThroughGateway(stack, user)).jar;
    const list = (await as("client", "{ clients { reportDefinitions { name baseDataSetId } } }")).data as {
      clients: { reportDefinitions: { name: string; baseDataSetId: string | null }[] }[];
    };
    const q4 = list.clients[0]?.reportDefinitions.find((r) => r.name === "Q4 2021 ALM Report");
    dataSetId = q4?.baseDataSetId as string;
    expect(dataSetId).toBeTruthy();
  }, 180_000);
  afterAll(() => stack.close());

  it("refuses a caller who is signed out, and another institution's data set", async () => {
    const input = { dataSetId, changes: [] };
    expect((await as(undefined, WHAT_IF, { input })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const other = await as("client2", WHAT_IF, { input });
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND", reason: "NOT_FOUND" });
    // The api's own number for the data set is not said back: the id as sent is, on its field.
    const dataSetText = `No data set with id '${dataSetId}' that you may see.`;
    expect(other.errors?.[0]?.message).toBe(dataSetText);
    expect(other.errors?.[0]?.extensions?.messages).toEqual([
      {
        error: dataSetText,
        resolution:
          "Send as dataSetId the id of one of the data sets you may see, as a client's list of them gives it.",
        field: "dataSetId",
      },
    ]);
    expect(JSON.stringify(other.data)).not.toContain("Riverbend");
    // Another institution's report definition beside one's own data set: as unknown as none.
    const theirs = (await as("client2", "{ clients { reportDefinitions { id isPublished } } }")).data as {
      clients: { reportDefinitions: { id: string; isPublished: boolean }[] }[];
    };
    const foreign = theirs.clients[0]?.reportDefinitions.find((r) => r.isPublished)?.id;
    const named = await as("client", WHAT_IF, { input: { ...input, reportDefinitionId: foreign } });
    expect(named.errors?.[0]?.extensions?.code, JSON.stringify(named)).toBe("NOT_FOUND");
    // The api does not say which id named nothing: the definition, read on its own, did.
    const definitionText = `No report definition with id '${foreign}' that you may see.`;
    expect(named.errors?.[0]?.message).toBe(definitionText);
    expect(named.errors?.[0]?.extensions?.messages).toMatchObject([
      { error: definitionText, field: "reportDefinitionId" },
    ]);
  }, 60_000);

  it("names the groups holding non-maturity deposits, for the institution's own users only", async () => {
    const GROUPS = "query($id: ID!, $d: ID) { whatIfDepositGroups(dataSetId: $id, reportDefinitionId: $d) }";
    expect((await as(undefined, GROUPS, { id: dataSetId })).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect((await as("client2", GROUPS, { id: dataSetId })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await as("client", GROUPS, { id: dataSetId, d: "x" })).errors?.[0]?.extensions?.code).toBe(
      "BAD_USER_INPUT",
    );
    const body = await as("client", GROUPS, { id: dataSetId });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const keys = (body.data as { whatIfDepositGroups: string[] }).whatIfDepositGroups;
    expect(keys).toEqual(expect.arrayContaining(["Non-Maturity Deposits_H2", "Regular Shares_H3"]));
    expect(keys).not.toContain("Fixed 30 Yr");
    // Every kind of change's groups at once: the other changes name assets and liabilities only.
    const ALL = `query($id: ID!) { whatIfGroups(dataSetId: $id) { balanceSheet resizable purchasable deposits } }`;
    expect((await as("client2", ALL, { id: dataSetId })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const all = await as("client", ALL, { id: dataSetId });
    type Groups = Record<"balanceSheet" | "resizable" | "purchasable" | "deposits", string[]>;
    const groups = (all.data as { whatIfGroups: Groups }).whatIfGroups;
    expect(groups.deposits).toEqual(keys);
    expect(groups.balanceSheet).toEqual(expect.arrayContaining(["Fixed 30 Yr_H3", "Regular Shares_H3"]));
    expect(groups.balanceSheet.some((k) => /income|expense/i.test(k))).toBe(false);
    // A sale is offered groups holding a balance; a purchase the leaves that take a position at a rate.
    expect(groups.resizable).toContain("Fixed 30 Yr_H3");
    expect(groups.resizable).not.toContain("Allowance for Loan Losses");
    expect(groups.purchasable).toContain("Fixed 30 Yr 360");
    expect(groups.purchasable).not.toContain("Fixed Assets");
    expect(groups.purchasable).not.toContain("Fixed 30 Yr_H3");
    // And how each such leaf's positions repay, which the page's purchase starts with.
    const TERMS = `query($id: ID!) { whatIfGroups(dataSetId: $id) { purchaseTerms { group amortization cpr } } }`;
    const terms = (await as("client", TERMS, { id: dataSetId })).data as {
      whatIfGroups: { purchaseTerms: { group: string; amortization: string; cpr: string }[] };
    };
    const repays = new Map(terms.whatIfGroups.purchaseTerms.map((t) => [t.group, t.amortization]));
    expect(repays.get("Fixed 30 Yr 360")).toBe("LEVEL");
    expect(repays.get("Share Certificates 12")).toBe("BULLET");
    const mortgageCpr = terms.whatIfGroups.purchaseTerms.find((t) => t.group === "Fixed 30 Yr 360")?.cpr;
    expect(Number(mortgageCpr)).toBeGreaterThan(0.01);
  }, 60_000);

  it("answers a client user the figures as it is and with no change, the same to the last digit", async () => {
    const w = await whatIf("client", []);
    expect(w.__typename).toBe("WhatIf");
    const measures = w.measures as Measure[];
    expect(measures.map((m) => m.key)).toContain("NEV_CHANGE_AT_SHOCK");
    for (const m of measures) {
      expect(m.withChanges, m.key).toEqual(m.asIs);
      for (const p of m.series) expect(p.withChanges).toBe(p.asIs);
    }
    const nii = measures.find((m) => m.key === "NII_YEAR_1");
    expect(nii?.asIs.money?.amount).toMatch(/^-?\d+(\.\d{1,2})?$/);
    expect(measures.find((m) => m.key === "NEV_RATIO")?.asIs.money).toBeNull();
    expect((w.rating as { asIs: { rating: string } }).asIs.rating).toMatch(/^(LOW|MODERATE|HIGH)$/);
  }, 60_000);

  it("moves the figures with a sale into cash at market value, the book growing by its gain", async () => {
    const w = await whatIf("staff", [{ resize: { group: "Fixed 30 Yr", amount: "-20000000" } }]);
    const total = w.totalAssets as { asIs: { amount: string }; withChanges: { amount: string } };
    const description = (w.changes as { description: string }[])[0]?.description ?? "";
    const gain = Number(/\(a gain of \$([\d,]+)\)/.exec(description)?.[1]?.replaceAll(",", ""));
    expect(gain).toBeGreaterThan(0);
    expect(Number(total.withChanges.amount) - Number(total.asIs.amount)).toBeCloseTo(gain, -1);
    const change = (w.measures as Measure[]).find((m) => m.key === "NEV_CHANGE_AT_SHOCK");
    expect(change?.withChanges.number).not.toBe(change?.asIs.number);
    expect((w.changes as { amount: { amount: string } }[])[0]?.amount.amount).toBe("20000000");
    // NII at risk is a worst case: each side names the scenario it is in.
    const atRisk = (w.measures as (Measure & { asIs: { scenarioName: string | null } })[]).find(
      (m) => m.key === "NII_AT_RISK_12",
    );
    expect(atRisk?.asIs.scenarioName).toMatch(/ bp (shock|ramp)$/);
    expect(change?.asIs).toMatchObject({ scenarioName: null, durations: null });
    // The duration mismatch beside each side's durations, as Decimals, with its note.
    type Durations = { assets: string; liabilities: string; text: string };
    const mismatch = (
      w.measures as (Measure & { note: string | null; asIs: { durations: Durations } })[]
    ).find((m) => m.key === "DURATION_MISMATCH");
    expect(mismatch?.note).toBe(DURATION_MISMATCH_NOTE);
    const { assets, liabilities, text } = mismatch!.asIs.durations;
    expect(text).toBe(durationsText(Number(assets), Number(liabilities)));
    expect(Number(mismatch?.asIs.number)).toBeCloseTo(Number(assets) - Number(liabilities), 9);
  }, 60_000);

  it("answers invalid changes as ValidationFailed naming the input's field", async () => {
    const big = await whatIf("staff", [{ resize: { group: "Fixed 30 Yr", amount: "-1000000000000" } }]);
    expect(big).toMatchObject({ __typename: "ValidationFailed", code: "VALIDATION_FAILED" });
    expect((big.messages as { field: string }[]).map((m) => m.field)).toContain("changes[0].resize.amount");
    const percent = await whatIf("staff", [
      { purchase: { group: "Fixed 30 Yr", amount: "1000000", rate: "4.5", termMonths: 360 } },
    ]);
    expect((percent.messages as { field: string }[]).map((m) => m.field)).toContain(
      "changes[0].purchase.rate",
    );
    const two = await as("staff", WHAT_IF, {
      input: {
        dataSetId,
        changes: [
          {
            resize: { group: "x", amount: "-1" },
            depositShift: { fromGroup: "a", toGroup: "b", amount: "1" },
          },
        ],
      },
    });
    expect(two.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    // Past a double's range: said to be too large, not "not a number".
    for (const amount of ["9".repeat(400), `-${"9".repeat(400)}`]) {
      const huge = await whatIf("staff", [{ resize: { group: "Fixed 30 Yr", amount, counterpart: "NONE" } }]);
      expect(huge).toMatchObject({ __typename: "ValidationFailed" });
      expect(huge.messages).toEqual([
        expect.objectContaining({
          field: "changes[0].resize.amount",
          error: expect.stringContaining("is too large") as string,
        }),
      ]);
    }
  }, 60_000);

  it("answers what-ifs past the caller's turn 429 with Retry-After, and serves the caller who left again", async () => {
    // Eight goal seeks at once: one computes, four wait, the rest are refused (the api's fair queue).
    const input = {
      dataSetId,
      target: { ratingAtMost: "LOW" },
      lever: { group: "Fixed 30 Yr" },
      step: "200",
    };
    const leave = new AbortController();
    const answers = Array.from({ length: 8 }, () =>
      graphqlRequest(stack, GOAL_SEEK, { jar: jars.client, variables: { input }, signal: leave.signal }),
    );
    const refused = await Promise.any(
      answers.map((answer) =>
        answer.then((a) => (a.status === 429 ? a : Promise.reject(new Error("served")))),
      ),
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The caller leaves the rest, as a closed page does: the api drops what it would compute for
    // nobody (16 s of goal seeks), and the caller's next goal seek is served, once its Retry-After is kept.
    leave.abort();
    // Every answer that came back before the caller left is a refusal as the errors table says, or
    // a goal seek served; the rest were left.
    for (const settled of await Promise.allSettled(answers)) {
      if (settled.status === "rejected") continue;
      const { status, headers, body } = settled.value;
      if (status === 200) continue;
      expect([status, body.errors?.[0]?.extensions?.code]).toEqual([429, "RATE_LIMITED"]);
      expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const cheap = { ...input, target: { nevChangeAtShockAtLeast: "-0.99" } };
    let next = await graphqlRequest(stack, GOAL_SEEK, { jar: jars.client, variables: { input: cheap } });
    for (let retries = 0; next.status === 429 && retries < 3; retries++) {
      await new Promise((resolve) => setTimeout(resolve, Number(next.headers.get("retry-after")) * 1000));
      next = await graphqlRequest(stack, GOAL_SEEK, { jar: jars.client, variables: { input: cheap } });
    }
    expect(next.status).toBe(200);
    expect((next.body.data?.goalSeek as { outcome: string }).outcome).toBeTruthy();
  }, 120_000);

  it("goal-seeks the smallest sale reaching a target, and refuses a client user's save", async () => {
    const input = {
      dataSetId,
      target: { nevChangeAtShockAtLeast: "-0.99" },
      lever: { group: "Fixed 30 Yr" },
    };
    const met = (await as("client", GOAL_SEEK, { input })).data as { goalSeek: Data };
    expect(met.goalSeek).toMatchObject({
      __typename: "GoalSeek",
      outcome: "ALREADY_MET",
      amount: { amount: "0" },
      // Met as it is: no limit is broken that was met.
      limitsBroken: [],
    });
    // Met with other changes that break a limit the data set meets: named, as the api names it.
    const sold = { ...input, changes: [{ resize: { group: "Fixed 30 Yr", amount: "-136000000" } }] };
    const broken = (await as("client", GOAL_SEEK, { input: sold })).data as { goalSeek: Data };
    expect(broken.goalSeek).toMatchObject({
      outcome: "ALREADY_MET",
      limitsBroken: ["Net Income % Change, Year 1 (largest decline) in the -300 bp ramp"],
    });
    expect(broken.goalSeek.message).toMatch(
      / The other changes breach a policy limit the data set meets as it is: Net Income % Change, Year 1 \(largest decline\) in the -300 bp ramp, a decline of [\d.]+% against the 35\.00% allowed\./,
    );
    // The sale brings the NEV limits the data set breaches as it is within them: none left breached.
    expect(broken.goalSeek.limitsStillBreached).toEqual([]);
    const bad = (await as("staff", GOAL_SEEK, { input: { ...input, lever: { group: "Nowhere" } } })).data as {
      goalSeek: Data;
    };
    expect(bad.goalSeek).toMatchObject({
      __typename: "ValidationFailed",
      messages: [{ field: "lever.group" }],
    });
    const save = { whatIf: { dataSetId, changes: [] }, description: "Client try" };
    expect((await as("client", SAVE, { input: save })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  }, 60_000);

  it("saves a staff what-if as a What If data set linked to its source", async () => {
    const input = {
      whatIf: { dataSetId, changes: [{ resize: { group: "Fixed 30 Yr", fraction: "-0.5" } }] },
      description: "Half 30y",
    };
    const saved = ((await as("staff", SAVE, { input })).data as { saveWhatIf: Data }).saveWhatIf;
    expect(saved.__typename).toBe("WhatIfSaved");
    const dataSet = saved.dataSet as {
      type: string;
      name: string;
      whatIfSource: { id: string };
      files: { fileKind: string }[];
    };
    expect(dataSet).toMatchObject({ type: "WHAT_IF", whatIfSource: { id: dataSetId } });
    expect(dataSet.files.map((f) => f.fileKind)).toContain("WHAT_IF_CHANGES");
    const again = ((await as("staff", SAVE, { input })).data as { saveWhatIf: Data }).saveWhatIf;
    expect(again).toMatchObject({ __typename: "DuplicateName", code: "DUPLICATE_NAME" });
    // A change refused names its field as this input holds it, under whatIf.
    const refused = (
      (
        await as("staff", SAVE, {
          input: {
            whatIf: { dataSetId, changes: [{ resize: { group: "Nope", fraction: "-0.5" } }] },
            description: `Bad ${Date.now()}`,
          },
        })
      ).data as { saveWhatIf: Data }
    ).saveWhatIf;
    expect(refused).toMatchObject({ messages: [{ field: "whatIf.changes[0].resize.group" }] });
  }, 60_000);
});
