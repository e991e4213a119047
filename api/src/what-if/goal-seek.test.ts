import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessagesOf, failureOf, modelOf, sendJson, type TestApi } from "../testing/test-api.ts";
import { baseDataSetOf } from "../testing/data-set-factory.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";
import type { goalSeek } from "./goal-seek.ts";
import type { WhatIfModel } from "./what-if-model.ts";

/** The goal seek's REST answer. */
type GoalSeekModel = Awaited<ReturnType<typeof goalSeek>>;

/** Goal seek over HTTP, its answer checked by what-ifs of its own amount and of one step less. */
describe("goal seek", () => {
  let api: TestApi;
  let t: Tokens;
  let dataSetId: number;
  /** A target some sale reaches, found by the first test. */
  let reachable = -0.4;
  const lever = { group: "Fixed 30 Yr" };

  const post = (path: string, body: unknown, token: string | null = t.staff) =>
    sendJson(api, "POST", `/core/datasets/${dataSetId}/${path}`, token ?? undefined, body);
  const seek = async (body: unknown, token: string | null = t.staff) => {
    const res = await post("goalseek", body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return modelOf<GoalSeekModel>(res);
  };
  /**
   * Out of reach: the whole group sold. Asked once for the file, whichever test asks first: the
   * same request answers the same search, which costs engine runs.
   */
  let unreachable: Promise<GoalSeekModel> | undefined;
  const seekUnreachable = () => (unreachable ??= seek({ target: { nevChangeAtShockAtLeast: 0.99 }, lever }));
  /** NEV change at the shock after selling `amount` of the lever's group into cash. */
  const nevChangeSelling = async (amount: number) => {
    const changes = amount > 0 ? [{ resize: { ...lever, amount: -amount } }] : [];
    const res = await post("whatif", { changes });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return modelOf<WhatIfModel>(res).measures.find((m) => m.key === "NEV_CHANGE_AT_SHOCK")?.withChanges
      .value as number;
  };

  beforeAll(async () => {
    ({ api, t } = await startSignedInApi());
    dataSetId = await baseDataSetOf(api, "RFCU:Q4 2021 ALM Report");
  }, 120_000);
  afterAll(() => api?.close());

  it("finds the smallest sale that reaches the target: it does, one step less does not", async () => {
    const none = await nevChangeSelling(0);
    const all = await seekUnreachable();
    expect(all.outcome).toBe("UNREACHABLE");
    expect(all.amount).toBeNull();
    const whole = all.reachedValue as number;
    // How near the whole group comes, said after "No amount does" (it said nothing more).
    expect(all.message).toContain(
      `Selling that much, NEV ${whole < 0 ? "falls" : "rises"} by ${(Math.abs(whole) * 100).toFixed(2)}% in the +300 bp shock.`,
    );
    // Selling the long mortgages into cash lessens the NEV decline: aim between none and all sold.
    expect(whole).toBeGreaterThan(none);
    const target = Number((none + (whole - none) * 0.4).toFixed(4));
    reachable = target;
    const found = await seek({ target: { nevChangeAtShockAtLeast: target }, lever, step: 250_000 });
    expect(found.outcome).toBe("REACHED");
    expect(found.step).toBe(250_000);
    const amount = found.amount as number;
    expect(amount % 250_000).toBe(0);
    expect(amount).toBeGreaterThan(0);
    const reached = await nevChangeSelling(amount);
    const oneLess = await nevChangeSelling(amount - 250_000);
    expect(reached).toBeGreaterThanOrEqual(target);
    expect(oneLess).toBeLessThan(target);
    expect(found.reachedValue).toBe(reached);
    expect(found.valueOneStepLess).toBe(oneLess);
    expect(found.whatIf.changes[0]?.amount).toBe(amount);
    expect(found.evaluations).toBeLessThan(12);
  }, 180_000);

  it("names the policy limits the answer breaks that the data set meets as it is", async () => {
    // Selling RFCU's long mortgages into cash lessens the NEV decline and lowers net income when rates fall.
    const found = await seek({ target: { nevChangeAtShockAtLeast: -0.3 }, lever });
    expect(found.outcome).toBe("REACHED");
    // The default step a round figure for the group's $140.1 million: it was $141,000, the answer $135,924,000.
    expect(found.step).toBe(200_000);
    expect((found.amount as number) % 200_000).toBe(0);
    type Check = WhatIfModel["policy"][number];
    const status = (c: Check, side: "asIs" | "withChanges") => c[side].status?.tone;
    const broken = found.whatIf.policy
      .filter((c) => status(c, "asIs") === "success" && status(c, "withChanges") === "error")
      .map((c) => c.limit.label);
    expect(broken).toEqual(["Net Income % Change, Year 1 (largest decline) in the -300 bp ramp"]);
    expect(found.limitsBroken).toEqual(broken);
    // What the answer costs in income, as the what-if's table has it (only the table said it).
    const income = found.whatIf.measures.find((m) => m.key === "NII_YEAR_1");
    const [asIs, at] = [income?.asIs.value as number, income?.withChanges.value as number];
    const less = Math.round(asIs - at);
    expect(less).toBeGreaterThan(0);
    expect(found.message).toContain(
      `NII in year 1 is then $${Math.round(at).toLocaleString("en-US")}: $${less.toLocaleString("en-US")} (${((less / asIs) * 100).toFixed(2)}%) less than as it is.`,
    );
    // The message had said only that the target was reached.
    // Each with the value measured against it, and the limits it leaves breached too.
    expect(found.message).toMatch(
      /; selling \$[\d,]+ less does not\. It breaches a policy limit the data set meets as it is: Net Income % Change, Year 1 \(largest decline\) in the -300 bp ramp, a decline of \d+\.\d\d% against the \d+\.\d\d% allowed\./,
    );
    // A target looser than the board's limit at the shock: reached, and the limit still breached.
    const looser = await seek({ target: { nevChangeAtShockAtLeast: -0.4 }, lever });
    expect(looser.outcome).toBe("REACHED");
    expect(looser.limitsStillBreached).toContain("NEV % Change (largest decline) in the +300 bp shock");
    expect(looser.message).toMatch(
      /It leaves \d+ policy limits breached: .*NEV % Change \(largest decline\) in the \+300 bp shock, a decline of \d+\.\d\d% against the 35\.00% allowed/,
    );
    // Nothing found, nothing broken.
    const none = await seekUnreachable();
    expect(none).toMatchObject({ outcome: "UNREACHABLE", limitsBroken: [], limitsStillBreached: [] });
    // Every NII limit as the target, out of reach: its figure is the binding NII limit's, and the
    // message names the limits the whole group leaves breached (it was NII at risk, a +500 bp
    // figure no limit is set for, and "does not reach every NII policy limit" alone).
    const nii = await seek({
      target: { niiWithinPolicy: true },
      lever,
      changes: [{ depositAssumptions: { group: "Non-Maturity Deposits_H2", beta: 1, decay: 0.5 } }],
    });
    expect(nii.outcome).toBe("UNREACHABLE");
    const niiRows = nii.whatIf.policy.filter((c) => c.limit.label.startsWith("NII % Change"));
    const margin = (c: Check) => (c.withChanges.value ?? 0) - c.limit.value;
    const binding = niiRows.reduce((a, b) => (margin(b) < margin(a) ? b : a));
    expect(nii.reachedValue).toBe(binding.withChanges.value);
    const missed = niiRows.filter((c) => c.withChanges.status?.tone === "error");
    expect(missed.length).toBeGreaterThan(0);
    expect(nii.message).toMatch(
      /Selling that much, (this NII policy limit is|these \d+ NII policy limits are) still breached: /,
    );
    for (const c of missed) expect(nii.message).toContain(c.limit.label);
  }, 120_000);

  it("says when the target is met already, and serves client users on their own data set", async () => {
    const met = await seek({ target: { nevChangeAtShockAtLeast: -0.99 }, lever }, t.client);
    expect(met).toMatchObject({ outcome: "ALREADY_MET", amount: 0, evaluations: 1 });
    // The target in words, its size unsigned, as the reports say a change (it read "of -99.00% or better").
    expect(met.message).toMatch(
      /^The target \(NEV falling by at most 99\.00% in the \+\d+ bp shock\) is met /,
    );
    const rating = met.whatIf.rating.asIs.rating;
    const same = await seek({ target: { ratingAtMost: rating }, lever });
    expect(same.outcome).toBe("ALREADY_MET");
    // The rating's word as the tables write it.
    expect(same.message).toContain(`an NCUA rating of ${met.whatIf.rating.asIs.text} or better`);
    expect(same.message).toMatch(/ is met without selling any of /);
    // Met by the other changes, it says so: "without selling any" read as false beside a sale.
    const withOthers = await seek({
      target: { nevChangeAtShockAtLeast: -0.99 },
      lever,
      changes: [{ resize: { group: "Fixed 30 Yr", amount: -1_000_000 } }],
    });
    expect(withOthers.outcome).toBe("ALREADY_MET");
    expect(withOthers.message).toMatch(/ is met with the other changes, without selling any of /);
  }, 60_000);

  it("refuses the signed out, another institution and bad input, naming the field", async () => {
    const body = { target: { nevChangeAtShockAtLeast: -0.2 }, lever };
    expect((await post("goalseek", body, null)).status).toBe(401);
    expect((await post("goalseek", body, t.client2)).status).toBe(404);
    const two = await post("goalseek", {
      target: { nevChangeAtShockAtLeast: -0.2, ratingAtMost: "LOW" },
      lever,
    });
    expect(two.status).toBe(400);
    expect(failureOf(two).fields).toContain("target");
    /** The one message a target is refused with, said of the target's field. */
    const refusedTarget = async (target: Record<string, unknown>) => {
      const res = await post("goalseek", { target, lever });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const [field, ...others] = failureOf(res).fields;
      expect(others).toEqual([]);
      expect(field).toBe(`target.${Object.keys(target)[0]}`);
      return failureMessagesOf(res)[0];
    };
    // High is the worst rating: every balance sheet met it, and it came back ALREADY_MET.
    expect((await refusedTarget({ ratingAtMost: "HIGH" }))?.error).toBe(
      "target.ratingAtMost: is the NCUA rating to reach or better, LOW or MODERATE: HIGH is the worst rating, which every balance sheet meets without a sale",
    );
    // A percent sent by mistake is said so, as a rate's is: it was told only the range.
    expect((await refusedTarget({ nevChangeAtShockAtLeast: -35 }))?.error).toBe(
      "target.nevChangeAtShockAtLeast: -35 reads as -3,500 %: targets are decimal fractions from -1 to 1 (-35 % is -0.35)",
    );
    expect((await refusedTarget({ nevRatioAtShockAtLeast: 4 }))?.error).toBe(
      "target.nevRatioAtShockAtLeast: 4 reads as 400 %: targets are decimal fractions from 0 to 1 (4 % is 0.04)",
    );
    // A ratio below 0 is met by any balance sheet: it came back ALREADY_MET, "-10.00% or more".
    expect(await refusedTarget({ nevRatioAtShockAtLeast: -0.1 })).toEqual({
      field: "target.nevRatioAtShockAtLeast",
      error: "target.nevRatioAtShockAtLeast: must be a decimal fraction from 0 to 1",
      resolution:
        "Make target.nevRatioAtShockAtLeast a decimal fraction from 0 to 1 and send the goal seek again.",
    });
    // It said "must be one of true", which told nothing of what the target is.
    expect((await refusedTarget({ niiWithinPolicy: false }))?.error).toBe(
      "target.niiWithinPolicy: is true, the only NII target: every NII policy limit met. Send niiWithinPolicy: true, or choose another target",
    );
    const unknown = await post("goalseek", { ...body, lever: { group: "Nothing Like It" } });
    expect(unknown.status).toBe(422);
    expect(failureOf(unknown).fields).toContain("lever.group");
  }, 60_000);

  it("sells a group into the cash within it from its other positions, and refuses cash into itself", async () => {
    const body = { target: { nevChangeAtShockAtLeast: 0.99 }, lever: { group: "Total Investments" } };
    const all = await seek(body, t.client);
    expect(all.outcome).toBe("UNREACHABLE");
    expect(all.message).toMatch(/selling all \$[\d,.]+ of Total Investments other than Cash & Equivalents/);
    const tooMuch = await post("whatif", {
      changes: [{ resize: { group: "Total Investments", amount: -(all.groupBalance + 1) } }],
    });
    expect(JSON.stringify(tooMuch.body)).toMatch(
      /is more than the \$[\d,.]+ that 'Total Investments other than Cash & Equivalents' holds/,
    );
    // Sold at market value: the book moves by the gain or loss, and the description says which.
    const gain = /at market \(a (gain|loss) of \$([\d,]+)\)/.exec(all.whatIf.changes[0]?.description ?? "");
    const signed = Number(gain?.[2]?.replaceAll(",", "")) * (gain?.[1] === "loss" ? -1 : 1);
    expect(all.whatIf.totalAssets.withChanges - all.whatIf.totalAssets.asIs).toBeCloseTo(signed, -1);
    const itself = await post("goalseek", { ...body, lever: { group: "Cash & Equivalents" } });
    expect(itself.status).toBe(422);
    expect(failureOf(itself).fields).toEqual(["lever.counterpart"]);
    expect(JSON.stringify(itself.body)).toContain("'Cash & Equivalents' is the group that changes");
  }, 120_000);

  it("refuses a lever with nothing to sell: a contra account, an empty group", async () => {
    for (const group of ["Allowance for Loan Losses", "Sold Participations_H3"]) {
      const res = await post("goalseek", { target: { ratingAtMost: "LOW" }, lever: { group } });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(failureOf(res).fields).toEqual(["lever.group"]);
      expect(JSON.stringify(res.body)).toMatch(/holds -?\$[\d,.]+: there is no balance to sell/);
    }
    // A valuation line holds a balance, but no positions to sell.
    const valuation = await post("goalseek", {
      target: { ratingAtMost: "LOW" },
      lever: { group: "Unrealized G/L on AFS" },
    });
    expect(valuation.status, JSON.stringify(valuation.body)).toBe(422);
    expect(failureOf(valuation).fields).toEqual(["lever.group"]);
    expect(JSON.stringify(valuation.body)).toContain("holds only a book-value adjustment");
  }, 60_000);

  it("sells deposits only as far as the cash that pays them out", async () => {
    const lever = { group: "Regular Shares_H3" };
    const all = await seek({ target: { nevChangeAtShockAtLeast: 0.99 }, lever });
    expect(all.outcome).toBe("UNREACHABLE");
    const cash = all.whatIf.changes[0]?.amount as number;
    expect(cash).toBeGreaterThan(0);
    expect(cash).toBeLessThan(all.groupBalance);
    expect(all.message).toContain(`all that Cash & Equivalents holds to pay for it`);
    // Deposits are reduced, as the what-if's change says, not sold.
    expect(all.message).toMatch(/^No amount does: even reducing \$[\d,.]+ of Regular Shares/);
    // After other changes, what is left of the group is what is sold.
    const after = await seek({
      target: { nevChangeAtShockAtLeast: 0.99 },
      lever: { group: "Fixed 30 Yr" },
      changes: [{ resize: { group: "Fixed 30 Yr", amount: -100_000_000 } }],
    });
    expect(after.message).toMatch(/even selling all \$[\d,.]+ of Fixed 30 Yr left after the other changes/);
    // The most it tried is what the cash holds: a cent more is refused.
    const more = await post("whatif", { changes: [{ resize: { ...lever, amount: -(cash + 1) } }] });
    expect(more.status).toBe(422);
    expect(JSON.stringify(more.body)).toMatch(
      /'Cash & Equivalents' holds \$[\d,]+, less than the \$[\d,]+ the change comes to at market/,
    );
    // Said on the amount, where a smaller one is typed, not on the cash the user chose.
    expect(JSON.stringify(more.body)).toContain('"field":"changes[0].resize.amount"');
  }, 120_000);

  it("refuses a step so small that the search could not end, and keeps serving", async () => {
    const target = { nevChangeAtShockAtLeast: reachable };
    // The smallest double: the search once spun on it, holding the api's event loop for good.
    for (const step of [5e-324, 1e-300, 0.01]) {
      const tiny = await post("goalseek", { target, lever, step });
      expect(tiny.status, JSON.stringify(tiny.body)).toBe(400);
      expect(failureOf(tiny).fields).toEqual(["step"]);
    }
    // A dollar is a step, but not over a group of millions: the answer names the smallest that is.
    const dollar = await post("goalseek", { target, lever, step: 1 });
    expect(dollar.status, JSON.stringify(dollar.body)).toBe(422);
    const failure = failureOf(dollar);
    expect(failure.fields).toEqual(["step"]);
    expect(JSON.stringify(dollar.body)).toMatch(/Use a step of at least \$[\d,]+/);
    // Said of the goal seek: its step is not one of the what-if's changes.
    expect(dollar.body?.errorMessage).toMatch(/^The goal seek is not valid: step: a step of \$1 cuts/);
    // Nor one larger than the group: the answer was all of it, "$0 does not", no multiple of the step.
    const huge = await post("goalseek", { target, lever, step: 1e12 });
    expect(huge.status, JSON.stringify(huge.body)).toBe(422);
    expect(failureOf(huge).fields).toEqual(["step"]);
    expect(JSON.stringify(huge.body)).toMatch(
      /a step of \$1,000,000,000,000 is more than the \$[\d,]+ of .+ the search can sell/,
    );
    expect(api.services.engine.inProgress()).toBe(0);
    const started = performance.now();
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
  }, 60_000);

  it("stops the engine when the caller goes away, and serves the next what-if", async () => {
    const gone = new AbortController();
    // A reachable target in small steps: a search of several engine runs.
    const body = JSON.stringify({ target: { nevChangeAtShockAtLeast: reachable }, lever, step: 1_000 });
    const asked = fetch(`${api.url}/core/datasets/${dataSetId}/goalseek?api-version=1.0`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.staff}`, "content-type": "application/json" },
      body,
      signal: gone.signal,
    }).catch((e: unknown) => e);
    await expect.poll(() => api.services.engine.inProgress(), { timeout: 10_000, interval: 20 }).toBe(1);
    gone.abort();
    await asked;
    // Its computation ends with its worker process at once, not after the search's engine runs.
    await expect.poll(() => api.services.engine.inProgress(), { timeout: 1_000, interval: 20 }).toBe(0);
    // And the search went no further: no engine run starts after it.
    for (let i = 0; i < 40; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.services.engine.inProgress()).toBe(0);
    }
    expect(typeof (await nevChangeSelling(1_000_000))).toBe("number");
  }, 60_000);
});
