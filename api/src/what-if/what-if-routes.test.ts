import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DURATION_MISMATCH_NOTE, durationsText } from "@alm/formats";
import { computeRun } from "../runs/run-computation.ts";
import { fromStoredRow, toStoredRow } from "../runs/results-packing.ts";
import { parseRunInputs, readStoredFiles, type StoredFile } from "../runs/stored-files.ts";
import { applySteps } from "../runs/what-if-steps.ts";
import {
  callApi,
  failureMessagesOf,
  failureOf,
  modelOf,
  reportDefinitionIds,
  sendJson,
  type TestApi,
} from "../testing/test-api.ts";
import { baseDataSetOf } from "../testing/data-set-factory.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";
import { contextOver, loadWhatIfBase, type WhatIfBase } from "./what-if-context.ts";
import { sideFigures, type SideFigures } from "./what-if-figures.ts";
import type { WhatIfModel } from "./what-if-model.ts";
import type { DepositGroupsModel } from "./what-if-service.ts";
import { whatIfSchema } from "./what-if-input.ts";
import { ChangeResolver } from "./resolve-changes.ts";

/**
 * The what-if over HTTP against the oracle of a plain run: the data set's own files, edited as a
 * user would edit them (rows taken out, a row added), computed by the run's own computation.
 */
describe("what-if", () => {
  let api: TestApi;
  let t: Tokens;
  let dataSetId: number;
  let base: WhatIfBase;
  let files: StoredFile[];

  /** As staff unless another token (null: signed out) is given. */
  const whatIf = (body: unknown, token: string | null = t.staff, id = dataSetId) =>
    sendJson(api, "POST", `/core/datasets/${id}/whatif`, token ?? undefined, body);
  const figures = async (body: unknown) => {
    const res = await whatIf(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return modelOf<WhatIfModel>(res);
  };

  /** A plain run of the data set with its positions file edited, by the run's own computation. */
  async function plainRun(edit: (lines: string[]) => string[], from = files) {
    const edited = from.map((f) => {
      if (f.kind !== "positions") return f;
      const lines = Buffer.from(f.content).toString("utf8").split("\n");
      return { ...f, content: new TextEncoder().encode(edit(lines).join("\n")) };
    });
    const asIs = base.asIs.base.results;
    const [results] = await computeRun({
      files: edited,
      charts: [base.chart],
      options: {
        dataSetId,
        asOfDate: base.dataSet.asOfDate,
        niiYears: asIs.niiYears,
        model: api.services.model,
        curve: asIs.curve,
      },
      strict: false,
    });
    return fromStoredRow(toStoredRow(results as NonNullable<typeof results>));
  }

  /**
   * Asked once for the file, whichever test asks first: the same request answers the same figures,
   * and each costs a whole engine run.
   */
  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => (made ??= make());
  };

  /** A plain run of the data set's files as they are. */
  const unedited = once(() => plainRun((rows) => rows));

  /** The plain run read as the what-if reads its figures. */
  async function oracle(edit: (lines: string[]) => string[], from = files): Promise<SideFigures> {
    return sideFigures(contextOver(base, base.asIs, await plainRun(edit, from), "oracle"));
  }

  const valuesOf = (m: WhatIfModel, side: "asIs" | "withChanges") =>
    Object.fromEntries(m.measures.map((x) => [x.key, x[side].value]));

  /** $10M of a five-year FHLB advance issued at 0 %: below market, it raises less than it owes. */
  const zeroAdvance = {
    purchase: {
      group: "FHLB Advance 60",
      amount: 10_000_000,
      rate: 0,
      termMonths: 60,
      amortization: "BULLET",
    },
  };
  const zeroAdvanceIssued = once(() => figures({ changes: [zeroAdvance] }));

  /** $20M of the 30-year mortgages sold into cash. */
  const mortgagesSold = once(() =>
    figures({ changes: [{ resize: { group: "Fixed 30 Yr", amount: -20_000_000 } }] }),
  );

  /** A 36-month bullet bought into an agency leaf, paid for by `fundedBy`, and its row in the upload template. */
  function agencyPurchase(amount: number, ratePercent: number, fundedBy: string) {
    const leaf = base.chart.folders.find(
      (f) =>
        /agenc/i.test(f.key) && f.folderType !== 2 && !base.chart.folders.some((c) => c.parentId === f.id),
    );
    expect(leaf).toBeDefined();
    const purchase = {
      group: leaf?.key,
      amount,
      rate: ratePercent / 100,
      termMonths: 36,
      amortization: "BULLET",
      fundedBy,
    };
    return { purchase, row: `${leaf?.key},What-if purchase,${amount},${ratePercent},36,bullet,1,0,,,,,,,,,` };
  }

  beforeAll(async () => {
    ({ api, t } = await startSignedInApi());
    dataSetId = await baseDataSetOf(api, "RFCU:Q4 2021 ALM Report");
    base = await loadWhatIfBase(
      api.services,
      api.db,
      { sub: "s", username: "staff", name: "", tenant: "ALM", isStaff: true },
      dataSetId,
    );
    files = await readStoredFiles(api.db, dataSetId);
  }, 120_000);
  afterAll(() => api?.close());

  it("refuses a caller who is signed out, lacks View, or reaches another institution's data set", async () => {
    expect((await whatIf({ changes: [] }, null)).status).toBe(401);
    expect((await whatIf({ changes: [] }, t.prospect)).status).toBe(403);
    // Another tenant's data set is as unknown as none.
    expect((await whatIf({ changes: [] }, t.client2)).status).toBe(404);
  });

  it("reads another institution's report definition, or one not published, as none at all", async () => {
    const defs = await reportDefinitionIds(api);
    const named = (reportDefinitionId: number, token = t.client) =>
      whatIf({ changes: [], reportDefinitionId }, token);
    for (const id of [defs["SVCU:Q4 2021 ALM Report"], defs["RFCU:July 2022 ALM Report"], 999_999]) {
      const res = await named(id as number);
      expect(res.status, String(id)).toBe(404);
      expect(res.body?.errorMessage).toBe(`No report definition with id '${id}' that you may see.`);
      expect(failureOf(res).reason).toBe("NOT_FOUND");
    }
    // The client's own published definition of another data set: a mistake of the input.
    const other = await named(defs["RFCU:Q3 2021 ALM Report"] as number);
    expect(other.status).toBe(422);
    expect(failureOf(other)).toEqual({ reason: "UNKNOWN_REFERENCE", fields: ["reportDefinitionId"] });
    expect(other.body?.errorMessage).toBe(
      "reportDefinitionId: the report definition does not use the what-if's data set as its base or its comparison",
    );
    // A data set of one's own that no published definition uses is none at all to a client,
    // with a definition named as without (it was told apart: "does not use the data set").
    const draft = await baseDataSetOf(api, "RFCU:July 2022 Board Draft");
    const hidden = await whatIf(
      { changes: [], reportDefinitionId: defs["RFCU:Q4 2021 ALM Report"] },
      t.client,
      draft,
    );
    expect(hidden.status).toBe(404);
    expect(hidden.body?.errorMessage).toBe(`No data set with id '${draft}' that you may see.`);
    expect((await whatIf({ changes: [] }, t.client, draft)).status).toBe(404);
    // Staff read the unpublished one, which compares with the data set.
    expect((await named(defs["RFCU:July 2022 ALM Report"] as number, t.staff)).status).toBe(200);
  });

  it("lists the groups holding non-maturity deposits, those a deposit change may name", async () => {
    const path = (id = dataSetId, query = "") => `/core/datasets/${id}/whatif/depositgroups${query}`;
    expect((await callApi(api, path())).status).toBe(401);
    expect((await callApi(api, path(), t.prospect)).status).toBe(403);
    expect((await callApi(api, path(), t.client2)).status).toBe(404);
    const bad = await callApi(api, path(dataSetId, "?reportDefinitionId=x"), t.staff);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/reportDefinitionId must be a whole number/);

    const res = await callApi(api, path(), t.client);
    expect(res.status).toBe(200);
    const { keys, balanceSheetKeys } = modelOf<DepositGroupsModel>(res);
    expect(keys).toEqual(expect.arrayContaining(["Non-Maturity Deposits_H2", "Regular Shares_H3"]));
    // Every other change names an asset or a liability: each listed is accepted, an income line is not.
    expect(balanceSheetKeys).toEqual(expect.arrayContaining(["Fixed 30 Yr_H3", "Regular Shares_H3"]));
    const income = base.chart.folders.find((f) => /non-interest income/i.test(f.description));
    expect(income).toBeDefined();
    expect(balanceSheetKeys).not.toContain(income?.key);
    const grow = (group: string) => whatIf({ changes: [{ resize: { group, amount: 1_000_000 } }] });
    expect((await grow(income?.key as string)).status).toBe(422);
    expect((await grow("Fixed 30 Yr_H3")).status).toBe(200);
    // What is offered for a sale or a lever, and a purchase: lines the api would refuse are not.
    const { resizableKeys, purchaseKeys, purchaseTerms } = modelOf<DepositGroupsModel>(res);
    // Leaves of the demo chart, keyed by their names.
    const [allowance, fixedAssets] = ["Allowance for Loan Losses", "Fixed Assets"];
    expect(resizableKeys).toEqual(
      expect.arrayContaining(["Fixed 30 Yr_H3", "Regular Shares_H3", fixedAssets]),
    );
    for (const refused of [allowance, "Sold Participations_H3", "Unrealized G/L on AFS"]) {
      expect(balanceSheetKeys).toContain(refused);
      expect(resizableKeys).not.toContain(refused);
      expect((await grow(refused)).status).toBe(422);
    }
    const buy = (group: string) =>
      whatIf({ changes: [{ purchase: { group, amount: 1_000_000, rate: 0.05, termMonths: 60 } }] });
    expect(purchaseKeys).toEqual(expect.arrayContaining(["Fixed 30 Yr 360", "Share Certificates 12"]));
    expect((await buy("Fixed 30 Yr 360")).status).toBe(200);
    // How each leaf's positions repay, which a purchase into it starts with: mortgages in level
    // payments, agency notes and certificates at maturity.
    const terms = new Map(purchaseTerms.map((t) => [t.key, t.amortization]));
    expect(terms.get("Fixed 30 Yr 360")).toBe("LEVEL");
    expect(terms.get(agencyPurchase(1, 1, "CASH").purchase.group as string)).toBe("BULLET");
    expect(terms.get("Share Certificates 12")).toBe("BULLET");
    // And the prepayment its positions are assumed to make: a mortgage bought with none never
    // prepaid, and one at 8 % cost 168 (a review, 2026-12-06).
    const mortgage = purchaseTerms.find((t) => t.key === "Fixed 30 Yr 360");
    expect(mortgage?.cpr).toBeGreaterThan(0.01);
    expect(mortgage?.cpr).toBeLessThan(0.5);
    expect(purchaseTerms.every((t) => purchaseKeys.includes(t.key))).toBe(true);
    // Nor a valuation line, nor deposits without a maturity (a purchase has a term).
    for (const refused of [
      allowance,
      fixedAssets,
      "Fixed 30 Yr_H3",
      "Unrealized G/L on AFS",
      "Regular Shares",
    ]) {
      expect(purchaseKeys).not.toContain(refused);
      expect((await buy(refused)).status).toBe(422);
    }
    // The decay and beta each deposit group runs on now, which a depositAssumptions change
    // replaces: its positions' own, balance-weighted (the demo overrides none of Regular Shares).
    const { depositTerms } = modelOf<DepositGroupsModel>(res);
    expect(depositTerms.map((d) => d.key)).toEqual(expect.arrayContaining(["Regular Shares_H3"]));
    expect(depositTerms.every((d) => keys.includes(d.key))).toBe(true);
    const { positions, overrides } = await parseRunInputs(files);
    expect(overrides.filter((o) => /regular shares/i.test(o.group))).toEqual([]);
    const shares = positions.filter((p) => p.key.trim().toLowerCase() === "regular shares");
    const weight = shares.reduce((sum, p) => sum + Math.abs(p.balance), 0);
    const weighted = (of: (p: (typeof shares)[number]) => number) =>
      shares.reduce((sum, p) => sum + of(p) * Math.abs(p.balance), 0) / weight;
    const regular = depositTerms.find((d) => d.key === "Regular Shares_H3");
    expect(shares.length).toBeGreaterThan(0);
    expect(regular?.decay).toBeCloseTo(weighted((p) => p.decay) / 100, 10);
    expect(regular?.beta).toBeCloseTo(
      weighted((p) => p.beta),
      10,
    );
    expect(regular?.decay).toBeGreaterThan(0);
    // Averages to twelve digits, not a weighted sum's 0.09999999999999999.
    for (const d of depositTerms)
      for (const v of [d.decay, d.beta]) expect(String(v).length).toBeLessThan(16);
    // The rule a deposit change is checked with: each listed group is accepted, a loan group is not.
    const assumptions = (group: string) =>
      whatIf({ changes: [{ depositAssumptions: { group, beta: 0.5 } }] });
    expect((await assumptions("Regular Shares_H3")).status).toBe(200);
    const loans = base.chart.folders.find((f) => /loan/i.test(f.key) && f.depth > 0)?.key as string;
    expect(keys).not.toContain(loans);
    expect((await assumptions(loans)).status).toBe(422);
  }, 60_000);

  it("shows two different dollar figures differently, to more digits where $0.1M would show them alike", async () => {
    const m = await figures({ changes: [{ resize: { group: "Fixed 30 Yr", amount: -50_000 } }] });
    const money = m.measures.filter((x) => x.unit === "MONEY");
    const moved = money.filter(
      (x) => x.asIs.value !== null && Math.abs((x.withChanges.value as number) - x.asIs.value) >= 0.5,
    );
    expect(moved.length).toBeGreaterThan(0);
    // A $50,000 sale moved NII by less than $0.1M: both sides read the same "$X.XM" before.
    for (const x of moved) expect(x.withChanges.text, x.key).not.toBe(x.asIs.text);
    // Every money row in the same digits: NII year 1 read "$22.8M → $22.7M" above year 2's
    // "$22.73M → $22.70M", unmoved rows "$X.XM" (an examiner's review).
    const digits = money
      .flatMap((x) => [x.asIs.text, x.withChanges.text])
      .map((t) => /\.(\d+)M$/.exec(t)?.[1]?.length);
    expect(new Set(digits)).toEqual(new Set([digits[0]]));
    expect(digits[0]).toBeGreaterThan(1);
  });

  it("with no change equals the data set's own results to the cent, for client users too", async () => {
    const m = await figures({ changes: [] });
    expect(valuesOf(m, "withChanges")).toEqual(valuesOf(m, "asIs"));
    expect(m.rating.withChanges).toEqual(m.rating.asIs);
    expect(m.policy.map((p) => p.withChanges)).toEqual(m.policy.map((p) => p.asIs));
    for (const measure of m.measures) for (const p of measure.series) expect(p.withChanges).toBe(p.asIs);
    expect(m.totalAssets.withChanges).toBe(m.totalAssets.asIs);
    // A worst case tied across scenarios is named by all of them, as the dashboard and Earnings at
    // Risk name it: the what-if said "-200 bp shock" where they said all three (2026-12-06).
    const atRisk24 = m.measures.find((x) => x.key === "NII_AT_RISK_24")?.asIs.scenarioName;
    expect(atRisk24).toBe("-200, -300 and -400 bp shocks");
    const asIs = sideFigures(base.asIs);
    expect(valuesOf(m, "asIs")).toEqual(asIs.values);
    const client = await whatIf({ changes: [] }, t.client);
    expect(client.status).toBe(200);
    expect(valuesOf(modelOf<WhatIfModel>(client), "withChanges")).toEqual(asIs.values);
  }, 60_000);

  it("selling a whole product group equals a run of the data set without it", async () => {
    const m = await figures({
      changes: [{ resize: { group: "Fixed 30 Yr", fraction: -1, counterpart: "NONE" } }],
    });
    const leaves = new Set(
      base.chart.folders
        .filter((f) => /^fixed 30 yr/i.test(f.key) && f.folderType !== 2)
        .map((f) => f.key.trim().toLowerCase()),
    );
    const without = await oracle((lines) =>
      lines.filter((l) => !leaves.has((l.split(",")[0] ?? "").trim().toLowerCase())),
    );
    expect(valuesOf(m, "withChanges")).toEqual(without.values);
    expect(m.rating.withChanges.rating).toBe(without.supervisory.rating.toUpperCase());
    expect(m.totalAssets.withChanges).toBeLessThan(m.totalAssets.asIs);
  }, 60_000);

  it("refuses a purchase paid for by nothing: its typed coupon would price a gift", async () => {
    const res = await whatIf({ changes: [{ purchase: agencyPurchase(20_000_000, 25, "NONE").purchase }] });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(failureOf(res).fields).toEqual(["changes[0].purchase.fundedBy"]);
    expect(failureMessagesOf(res)[0]?.error).toMatch(/is NONE, but a purchase is paid for/);
  }, 60_000);

  it("says a purchase's terms in its description: how it repays, resets and prepays", async () => {
    const adjustable = {
      group: "Fixed 30 Yr 360",
      amount: 1_000_000,
      rate: 0.035,
      termMonths: 360,
      paymentMonths: 3,
      repriceMonths: 12,
      indexMonths: 12,
      margin: 0.0225,
      cpr: 0.08,
    };
    const m = await figures({ changes: [{ purchase: adjustable }] });
    // The description is the only record of them in the PDF and the workbook (a review, 2026-12-06).
    expect(m.changes[0]?.description).toMatch(
      /^Buy \$1,000,000 of .+ at 3\.50% for 360 months \(level quarterly payments, resetting every 12 months to the 12-month rate \+ 2\.25%, CPR 8\.00%\)/,
    );
    // Payments further apart than the term: refused on the field (a 7-month loan paid yearly passed).
    const yearly = await whatIf({
      changes: [{ purchase: { ...adjustable, termMonths: 7, paymentMonths: 12 } }],
    });
    expect(yearly.status, JSON.stringify(yearly.body)).toBe(400);
    expect(failureOf(yearly).fields).toEqual(["changes[0].purchase.paymentMonths"]);
    expect(failureMessagesOf(yearly)[0]?.error).toMatch(/longer than the 7-month term/);
    // Months counted as said: a term and a reset of one month read "1 months", "every 1 months".
    const monthly = await figures({
      changes: [{ purchase: { ...adjustable, termMonths: 1, paymentMonths: 1, repriceMonths: 1 } }],
    });
    expect(monthly.changes[0]?.description).toMatch(
      / for 1 month \(level monthly payments, resetting every month to the 12-month rate/,
    );
    const quarterly = await whatIf({
      changes: [{ purchase: { ...adjustable, termMonths: 1, paymentMonths: 3 } }],
    });
    expect(failureMessagesOf(quarterly)[0]?.error).toMatch(
      /: is 3 months between payments, longer than the 1-month term/,
    );
    // Months between payments the template does not take are refused as the other bounds are.
    const seven = await whatIf({
      changes: [
        { purchase: { group: "Fixed 30 Yr 360", amount: 1e6, rate: 0.05, termMonths: 60, paymentMonths: 7 } },
      ],
    });
    expect(seven.status, JSON.stringify(seven.body)).toBe(400);
    expect(failureOf(seven)).toEqual({
      reason: "INVALID_BODY",
      fields: ["changes[0].purchase.paymentMonths"],
    });
    expect(failureMessagesOf(seven)[0]?.error).toMatch(/is the months between payments: 1, 3, 6 or 12$/);
  }, 60_000);

  it("refuses a purchase the cash cannot pay for, saying in whole dollars what it comes to and what would do", async () => {
    const res = await whatIf({ changes: [{ purchase: agencyPurchase(900_000_000, 4, "CASH").purchase }] });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    const [message] = failureMessagesOf(res);
    // It quoted "$975,432,336.49" with no word of what that was, and no full stop (2026-12-06); it
    // sat on "Paid from", where the user chose cash, not on the amount a smaller one replaces.
    expect(message?.error).toMatch(
      /^changes\[0\]\.purchase\.amount: 'Cash & Equivalents' holds \$[\d,]+, less than the \$[\d,]+ the change comes to at market$/,
    );
    expect(message?.resolution).toBe("Enter a smaller amount, or choose another group for the other side.");
  }, 60_000);

  describe("against cash", () => {
    const keyOf = (line: string) => (line.split(",")[0] ?? "").trim().toLowerCase();
    // key, description (quoted when it holds a comma), balance, the rest
    const cellsOf = (line: string) => /^([^,]*,(?:"(?:[^"]|"")*"|[^,]*),)([^,]*)(.*)$/.exec(line) ?? [];
    const positionLines = () =>
      Buffer.from(files.find((f) => f.kind === "positions")?.content ?? [])
        .toString("utf8")
        .split("\n");
    const held = (keys: Set<string>) =>
      positionLines()
        .filter((l) => keys.has(keyOf(l)))
        .reduce((sum, l) => sum + Number(cellsOf(l)[2]), 0);
    /** The leaf keys under a folder of the chart. */
    const leavesUnder = (key: string) => {
      const { folders } = base.chart;
      const within = new Set([folders.find((f) => f.key === key)?.id ?? null]);
      for (const f of folders) if (f.parentId !== null && within.has(f.parentId)) within.add(f.id);
      return new Set(
        folders
          .filter((f) => within.has(f.id) && !folders.some((c) => c.parentId === f.id))
          .map((f) => f.key.trim().toLowerCase()),
      );
    };
    /** Scales the rows of the leaves `keys` to hold `amount` dollars more between them. */
    const grow = (keys: Set<string>, amount: number) => {
      const before = held(keys);
      return (l: string) => {
        if (!keys.has(keyOf(l))) return l;
        const [, head, balance, tail] = cellsOf(l);
        return `${head}${(Number(balance) * (before + amount)) / before}${tail}`;
      };
    };
    const overnight = new Set(["fed funds sold"]);
    const sell = (group: string, amount: number) =>
      whatIf({ changes: [{ resize: { group, amount: -amount } }] });
    /**
     * The what-if's figures are a plain run's, but for the premium paid, which a plain run cannot
     * amortize: some of it, and no more, comes off each NII year.
     */
    const expectOracle = (m: WhatIfModel, run: SideFigures, amortized: { premium?: number } = {}) => {
      for (const [key, value] of Object.entries(valuesOf(m, "withChanges"))) {
        const want = run.values[key as keyof typeof run.values] as number;
        const premium = amortized.premium;
        if (premium && key.startsWith("NII_AT_RISK")) continue;
        if (premium && key.startsWith("NII_YEAR")) {
          const off = want - (value as number);
          expect(off > 0 && off <= premium, `${key}: ${off} of ${premium}`).toBe(true);
          continue;
        }
        // Dollars of a market value differ from the oracle's in the last digits the file writes.
        expect(Math.abs((value as number) - want), key).toBeLessThan(Math.max(5e-7, Math.abs(want) * 1e-11));
      }
    };
    type Run = Awaited<ReturnType<typeof plainRun>>;
    const assetsWorth = (run: Run) => run.engine.totals.asset.nev?.Base?.marketValue as number;
    /** Market value per book dollar at Base of the leaves `keys`, in a plain run. */
    const priceIn = (run: Run, keys: Set<string>) => {
      const leaves = run.engine.nodes.filter((n) => keys.has(n.key.trim().toLowerCase()));
      const worth = leaves.reduce((sum, n) => sum + (n.nev?.Base?.marketValue as number), 0);
      return worth / leaves.reduce((sum, n) => sum + n.bookValue, 0);
    };
    /** The dollars a description says a sale brought: "for $20,561,234 at market". */
    const proceedsIn = (description: string | undefined) =>
      Number(/ for \$([\d,]+) at market/.exec(description ?? "")?.[1]?.replaceAll(",", ""));

    it("sells at market value and invests the proceeds overnight: selling fixed-rate mortgages lessens NII at risk", async () => {
      const fixed = leavesUnder("Fixed 30 Yr_H3");
      const m = await mortgagesSold();
      // What the $20M of mortgages were worth, from two plain runs: the book with them and without.
      const whole = await unedited();
      const proceeds =
        assetsWorth(whole) - assetsWorth(await plainRun((rows) => rows.map(grow(fixed, -20_000_000))));
      // Coupons above the Dec-2021 market: they sell at a premium, which a sale at book gave away.
      expect(proceeds).toBeGreaterThan(20_100_000);
      expect(m.changes[0]?.description).toMatch(
        /^Sell Fixed 30 Yr by \$20,000,000 for \$[\d,]+ at market \(a gain of \$[\d,]+\), into Cash & Equivalents$/,
      );
      expect(proceedsIn(m.changes[0]?.description)).toBeCloseTo(proceeds, -1);
      // The book grows by the gain; NEV at Base does not move: cash for assets of equal worth.
      expect(m.totalAssets.withChanges - m.totalAssets.asIs).toBeCloseTo(proceeds - 20_000_000, 2);
      const measure = (key: string) => m.measures.find((x) => x.key === key);
      expect(measure("NEV_RATIO")?.withChanges.value).toBeCloseTo(
        measure("NEV_RATIO")?.asIs.value as number,
        4,
      );
      // NII at risk is the worst fall of NII; with the proceeds repricing overnight it falls less.
      for (const key of ["NII_AT_RISK_12", "NII_AT_RISK_24"]) {
        expect(measure(key)?.withChanges.value, key).toBeGreaterThan(measure(key)?.asIs.value as number);
        // A worst case names its scenario on each side.
        for (const side of ["asIs", "withChanges"] as const)
          expect(measure(key)?.[side].scenarioName, key).toMatch(
            /^[+-]\d+( and [+-]\d+|, [+-]\d+)* bp (shock|ramp)s?$/,
          );
      }
      // Over 12 months rising rates hurt most as it is; with the proceeds repricing, falling rates do.
      expect(measure("NII_AT_RISK_12")?.asIs.scenarioName).toMatch(/^\+/);
      expect(measure("NII_AT_RISK_12")?.withChanges.scenarioName).toMatch(/^-/);
      expect(measure("NEV_RATIO")?.asIs.scenarioName).toBeNull();
      // Less long fixed-rate paper: a smaller NEV decline at the shock.
      expect(measure("NEV_CHANGE_AT_SHOCK")?.withChanges.value).toBeGreaterThan(
        measure("NEV_CHANGE_AT_SHOCK")?.asIs.value as number,
      );
      // The oracle: Fixed 30 Yr $20M smaller, Fed Funds Sold larger by what they sold for.
      const run = await oracle((rows) => rows.map(grow(fixed, -20_000_000)).map(grow(overnight, proceeds)));
      expectOracle(m, run);

      // Grown, the group is paid for at the same price out of all the cash.
      const grown = await figures({ changes: [{ resize: { group: "Fixed 30 Yr", amount: 20_000_000 } }] });
      expect(grown.changes[0]?.description).toMatch(
        /^Grow Fixed 30 Yr by \$20,000,000 for \$[\d,]+ at market \(a premium of \$[\d,]+\), paid from Cash & Equivalents$/,
      );
      // The premium is said as a purchase's is (it went unsaid, 2026-12-06).
      const premium = /a premium of \$([\d,]+)/.exec(grown.changes[0]?.description ?? "")?.[1];
      expect(Number(premium?.replaceAll(",", ""))).toBeCloseTo(proceeds - 20_000_000, -1);
      // Bought at its worth, recorded at cost: total assets at book hold.
      expect(grown.totalAssets.withChanges).toBeCloseTo(grown.totalAssets.asIs, 2);
      const cash = leavesUnder("Cash & Equivalents_H3");
      expectOracle(
        grown,
        await oracle((rows) => rows.map(grow(fixed, 20_000_000)).map(grow(cash, -proceeds))),
        { premium: proceeds - 20_000_000 },
      );
    }, 90_000);

    it("pays out of an asset at its worth, and says the sale's gain or loss", async () => {
      const m = await figures({
        changes: [
          {
            resize: {
              group: "Share Certificates",
              amount: -10_000_000,
              counterpart: "GROUP",
              counterpartGroup: "Treasuries",
            },
          },
        ],
      });
      const said =
        /^Reduce Share Certificates by \$10,000,000, paid from Treasuries \(a (gain|loss) of \$([\d,]+)\)$/;
      const description = m.changes[0]?.description ?? "";
      expect(description).toMatch(said);
      const [, kind, dollarsOf] = said.exec(description) ?? [];
      const gain = Number(dollarsOf?.replaceAll(",", "")) * (kind === "loss" ? -1 : 1);
      // The certificates leave at par; the Treasuries sold to pay them move total assets by their book.
      expect(m.totalAssets.withChanges - m.totalAssets.asIs).toBeCloseTo(-10_000_000 + gain, -1);

      // A certificate is issued, not bought; its cash is received.
      const certificates = base.chart.folders.find((f) => f.description === "Share Certificates")?.key;
      const [term] = leavesUnder(certificates as string);
      const issued = await figures({
        changes: [
          {
            purchase: { group: term, amount: 1_000_000, rate: 0.04, termMonths: 12, amortization: "BULLET" },
          },
        ],
      });
      expect(issued.changes[0]?.description).toMatch(
        // Above market, issued at par: what it owes more than it raised is said, as a premium is.
        /^Issue \$1,000,000 of .+ at 4\.00% for 12 months \(principal at maturity, monthly interest, fixed rate, no prepayment\), at par, owing \$[\d,]+ more than it raises at market \(a loss of NEV on the day\), into Cash & Equivalents$/,
      );
      // A leaf named as its folder is described ('Share Drafts' under 'Share Drafts_H3'): the leaf,
      // which holds non-maturity deposits: a position with a term does not belong there.
      const drafts = await whatIf({
        changes: [{ purchase: { group: "Share Drafts", amount: 1_000_000, rate: 0.002, termMonths: 1 } }],
      });
      expect(drafts.status).toBe(422);
      expect(failureMessagesOf(drafts)[0]?.error).toBe(
        "changes[0].purchase.group: 'Share Drafts' holds non-maturity deposits: a position bought has a term",
      );
      // A borrowing below market raises only its market value; the discount is said.
      const advance = await zeroAdvanceIssued();
      expect(advance.changes[0]?.description).toMatch(
        /^Issue \$10,000,000 of .+ at 0\.00% for 60 months \(principal at maturity, monthly interest, fixed rate, no prepayment\), raising \$[\d,]+ at market \(a discount of \$[\d,]+\), into Cash & Equivalents$/,
      );
      // A line whose positions bear no rate takes none: a loan in the allowance raised NEV.
      const allowance = await whatIf({
        changes: [
          { purchase: { group: "Allowance for Loan Losses", amount: 5_000_000, rate: 0.05, termMonths: 60 } },
        ],
      });
      expect(allowance.status).toBe(422);
      expect(failureOf(allowance).fields).toEqual(["changes[0].purchase.group"]);
      expect(JSON.stringify(allowance.body)).toContain(
        "'Allowance for Loan Losses' holds only positions without a rate",
      );
    }, 60_000);

    it("sells a group into the cash within it: the proceeds come from its other positions", async () => {
      const cash = leavesUnder("Cash & Equivalents_H3");
      expect([...cash].sort()).toEqual(["cash and equivalents", "fed funds sold"]);
      const others = new Set([...leavesUnder("Investments_H2")].filter((k) => !cash.has(k)));
      const sold = held(others);
      expect(sold).toBeGreaterThan(0);

      const tooMuch = await sell("Total Investments", sold + 1_000_000);
      expect(tooMuch.status).toBe(422);
      expect(failureOf(tooMuch).fields).toEqual(["changes[0].resize.amount"]);
      expect(JSON.stringify(tooMuch.body)).toMatch(
        /is more than the \$[\d,.]+ that 'Total Investments other than Cash & Equivalents' holds: it would take \$/,
      );
      // A second sale of what the first left says what the first took: the amount left read as all it held.
      const twice = await whatIf({
        changes: [
          { resize: { group: "Total Investments", amount: -sold / 2 } },
          { resize: { group: "Total Investments", amount: -sold } },
        ],
      });
      expect(twice.status).toBe(422);
      expect(failureMessagesOf(twice)[0]?.error).toMatch(
        /^changes\[1\]\.resize\.amount: is more than the \$[\d,]+ that 'Total Investments other than Cash & Equivalents' holds after the changes before this one \(\$[\d,]+ before them\): it would take \$[\d,]+$/,
      );
      // In the page's words, not the API's: "(a fraction of -1 sells it all)" (a CFO's review).
      expect(failureMessagesOf(tooMuch)[0]?.resolution).toMatch(/^Take at most \$[\d,.]+: all it holds\.$/);
      const m = await figures({ changes: [{ resize: { group: "Total Investments", amount: -sold } }] });
      expect(m.changes[0]?.description).toMatch(
        /^Sell Total Investments other than Cash & Equivalents by \$[\d,.]+ for \$[\d,]+ at market \(a (gain|loss) of \$[\d,]+\), into Cash & Equivalents$/,
      );
      // The oracle: the other investments gone, what they were worth invested overnight.
      const whole = await unedited();
      const worth =
        assetsWorth(whole) - assetsWorth(await plainRun((rows) => rows.filter((l) => !others.has(keyOf(l)))));
      expect(proceedsIn(m.changes[0]?.description)).toBeCloseTo(worth, -1);
      const run = await oracle((rows) =>
        rows.filter((l) => !others.has(keyOf(l))).map(grow(overnight, worth)),
      );
      expectOracle(m, run);

      const itself = await sell("Cash & Equivalents", 1_000_000);
      expect(itself.status).toBe(422);
      expect(failureOf(itself).fields).toEqual(["changes[0].resize.counterpart"]);
      expect(JSON.stringify(itself.body)).toContain(
        "'Cash & Equivalents' is the group that changes: it cannot also be the other side",
      );
    }, 120_000);

    it("moves idle cash overnight, and pays a purchase out of all the cash in proportion", async () => {
      const idle = new Set(["cash and equivalents"]);
      const half = held(idle) / 2;
      const whole = await unedited();
      const m = await figures({ changes: [{ resize: { group: "Cash and Equivalents", fraction: -0.5 } }] });
      // The rest of the cash group is one leaf: named as it is. The share typed is said beside the
      // dollars it came to: the dollars alone left the PDF's reader to guess what had been asked.
      const sale = /^Sell Cash and Equivalents by 50\.00% \(\$([\d,]+)\), into Fed Funds Sold$/;
      expect(m.changes[0]?.description).toMatch(sale);
      const sold = sale.exec(m.changes[0]?.description ?? "")?.[1]?.replaceAll(",", "");
      expect(Number(sold)).toBeCloseTo(half, -1);
      expectOracle(m, await oracle((rows) => rows.map(grow(idle, -half)).map(grow(overnight, half))));

      // Cash named is at par too, whatever the engine's price of its positions: a dollar buys a dollar's worth.
      const fixed = leavesUnder("Fixed 30 Yr_H3");
      const into = await figures({
        changes: [
          {
            resize: {
              group: "Fed Funds Sold",
              amount: -1_000_000,
              counterpart: "GROUP",
              counterpartGroup: "Fixed 30 Yr",
            },
          },
        ],
      });
      expect(into.changes[0]?.description).toBe("Sell Fed Funds Sold by $1,000,000, into Fixed 30 Yr");
      // Bought at its worth, the mortgages' premium is at book: total assets hold, NEV at Base too.
      expect(into.totalAssets.withChanges).toBeCloseTo(into.totalAssets.asIs, 2);
      expectOracle(
        into,
        await oracle((rows) =>
          rows.map(grow(overnight, -1_000_000)).map(grow(fixed, 1_000_000 / priceIn(whole, fixed))),
        ),
        { premium: 1_000_000 - 1_000_000 / priceIn(whole, fixed) },
      );

      // A 4 % agency note in a 2021 market is worth more than par: it costs its market value, which
      // two plain runs give (the book with it and without), and the premium is at book.
      const { purchase, row } = agencyPurchase(10_000_000, 4, "CASH");
      const bought = await figures({ changes: [{ purchase }] });
      const worth =
        assetsWorth(await plainRun((rows) => [...rows.filter((l) => l.trim() !== ""), row])) -
        assetsWorth(whole);
      expect(worth).toBeGreaterThan(10_500_000);
      const said =
        /, costing \$([\d,]+) at market \(a premium of \$([\d,]+)\), paid from Cash & Equivalents$/;
      expect(bought.changes[0]?.description).toMatch(said);
      const [, cost, premium] = said.exec(bought.changes[0]?.description ?? "") ?? [];
      expect(Number(cost?.replaceAll(",", ""))).toBeCloseTo(worth, -1);
      expect(Number(premium?.replaceAll(",", ""))).toBeCloseTo(worth - 10_000_000, -1);
      expect(bought.totalAssets.withChanges).toBeCloseTo(bought.totalAssets.asIs, -1);
      const cash = leavesUnder("Cash & Equivalents_H3");
      const paid = await oracle((rows) => [
        ...rows.filter((l) => l.trim() !== "").map(grow(cash, -worth)),
        row,
      ]);
      // The NII a plain run gives, less some of the premium (amortized over the note's three years).
      expectOracle(bought, paid, { premium: worth - 10_000_000 });
      // Bought at market, a typed coupon makes no NEV (at 25 % it raised the NEV ratio 11.77 % → 14.16 %).
      const nevRatio = (m: typeof bought) => valuesOf(m, "withChanges").NEV_RATIO as number;
      const fantasy = await figures({
        changes: [{ purchase: agencyPurchase(10_000_000, 25, "CASH").purchase }],
      });
      expect(Math.abs(nevRatio(fantasy) - (valuesOf(fantasy, "asIs").NEV_RATIO as number))).toBeLessThan(
        2e-4,
      );

      // Below market it costs par: nobody sells under it, and the loss of overpaying shows in NEV.
      const low = agencyPurchase(10_000_000, 0.01, "CASH");
      const cheap = await figures({ changes: [{ purchase: low.purchase }] });
      expect(cheap.changes[0]?.description).toMatch(
        // Its day-one loss is said: it went unsaid while a premium was said (a review, 2026-12-06).
        /^Buy \$10,000,000 of .+ at 0\.01% for 36 months \(principal at maturity, monthly interest, fixed rate, no prepayment\), at par, \$[\d,]+ over its market value of \$[\d,]+ \(a loss of NEV on the day\), paid from Cash & Equivalents$/,
      );
      expectOracle(
        cheap,
        await oracle((rows) => [
          ...rows.filter((l) => l.trim() !== "").map(grow(cash, -10_000_000)),
          low.row,
        ]),
      );
      expect(nevRatio(cheap)).toBeLessThan(valuesOf(cheap, "asIs").NEV_RATIO as number);
    }, 120_000);
  });

  it("replaces a short purchase at a typed coupon at the market's rate once it matures", async () => {
    // A one-month agency note at 5 % and at 1 %: each earns its coupon for its month, then rolls
    // at the market's rate. Year 2 kept the typed coupon ($20M × 4 % = $800,000 apart, 2026-12-06).
    const nii = async (ratePercent: number) => {
      const { purchase } = agencyPurchase(20_000_000, ratePercent, "CASH");
      const m = await figures({ changes: [{ purchase: { ...purchase, termMonths: 1 } }] });
      return valuesOf(m, "withChanges") as Record<"NII_YEAR_1" | "NII_YEAR_2", number>;
    };
    const [high, low] = [await nii(5), await nii(1)];
    // What the dearer note cost more comes out of cash, which earns a few basis points on it; its
    // month's higher coupon is its premium, amortized over that month (it added $66,667).
    expect(Math.abs(high.NII_YEAR_2 - low.NII_YEAR_2)).toBeLessThan(200);
    expect(Math.abs(high.NII_YEAR_1 - low.NII_YEAR_1)).toBeLessThan(200);
  }, 120_000);

  it("books a borrowing issued below market at what it raised, and accretes its discount in NII", async () => {
    // A 0 % five-year advance raises less than it owes. It was booked at par (book equity fell by
    // the discount on day one) and cost nothing in NII (+$8,406 a year from the cash), 2026-12-06.
    const issue = zeroAdvance;
    const m = await zeroAdvanceIssued();
    const [, raised, discount] =
      /raising \$([\d,]+) at market \(a discount of \$([\d,]+)\)/.exec(m.changes[0]?.description ?? "") ?? [];
    const dollarsOf = (text?: string) => Number(text?.replaceAll(",", ""));
    expect(dollarsOf(raised) + dollarsOf(discount)).toBeCloseTo(10_000_000, -1);
    const { changes } = whatIfSchema.parse({ changes: [issue] });
    const { steps } = ChangeResolver.resolve(base, api.services.model, changes);
    const added = steps.flatMap((s) => (s.op === "add" ? [s.position] : []));
    const booked = added.reduce((sum, p) => sum + p.balance, 0);
    expect(booked).toBeCloseTo(dollarsOf(raised), -1);
    expect(added.find((p) => p.amortization === "adjustment")?.balance).toBeCloseTo(-dollarsOf(discount), -1);
    // The discount accretes evenly over the five years: a fifth of it a year, less what the cash earns.
    const values = (side: "asIs" | "withChanges") => valuesOf(m, side).NII_YEAR_1 as number;
    const change = values("withChanges") - values("asIs");
    expect(change).toBeLessThan(-dollarsOf(discount) / 5 + 20_000);
    expect(change).toBeGreaterThan(-dollarsOf(discount) / 5);
  }, 120_000);

  it("has a group grown at market amortize the premium it was bought at, as a purchase does", async () => {
    // The premium booked for the group is what its grown positions carry into the NII projection
    // (none did: grown mortgages earned their coupons on a premium never amortized, 2026-12-06).
    const grow = { resize: { group: "Agency Callable_H4", amount: 10_000_000, counterpart: "CASH" } };
    const { changes } = whatIfSchema.parse({ changes: [grow] });
    const { steps } = ChangeResolver.resolve(base, api.services.model, changes);
    const booked = steps
      .flatMap((s) =>
        s.op === "add" && s.position.amortization === "adjustment" ? [s.position.balance] : [],
      )
      .reduce((sum, b) => sum + b, 0);
    expect(booked).toBeGreaterThan(10_000);
    const { positions } = applySteps({ ...(await parseRunInputs(files)) }, steps);
    expect(positions.reduce((sum, p) => sum + (p.premium ?? 0), 0)).toBeCloseTo(booked, 2);
  }, 120_000);

  it("sells a premium paid with the group it was paid for", async () => {
    // Bought above market, then the leaf sold whole: total assets at book move as selling the
    // leaf alone does (the premium stayed behind and was counted twice: +$2,599,530 against
    // -$6,158, 2026-12-06); and growth then a sale of the whole group, likewise.
    const { purchase } = agencyPurchase(10_000_000, 10, "CASH");
    const sellAll = (group: string) => ({ resize: { group, fraction: -1, counterpart: "CASH" } });
    const moved = (m: WhatIfModel) => m.totalAssets.withChanges - m.totalAssets.asIs;
    const alone = moved(await figures({ changes: [sellAll(purchase.group as string)] }));
    const both = await figures({ changes: [{ purchase }, sellAll(purchase.group as string)] });
    expect(moved(both)).toBeCloseTo(alone, 0);
    expect(both.changes[1]?.description).not.toMatch(/gain of \$[\d,]{9}/);
    const group = "Agency Callable_H4";
    const grown = { resize: { group, amount: 10_000_000, counterpart: "CASH" } };
    const sold = moved(await figures({ changes: [sellAll(group)] }));
    expect(moved(await figures({ changes: [grown, sellAll(group)] }))).toBeCloseTo(sold, 0);
  }, 120_000);

  it("names the field of each invalid change", async () => {
    const bad = async (changes: unknown[], status: number, field: string) => {
      const res = await whatIf({ changes });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(failureOf(res).fields).toContain(field);
    };
    await bad([{ resize: { group: "Fixed 30 Yr", amount: -1e12 } }], 422, "changes[0].resize.amount");
    await bad([{ resize: { group: "No Such Group", amount: -1 } }], 422, "changes[0].resize.group");
    // A mistyped group is answered with the names it most likely meant; a name like none with none.
    const typo = await whatIf({ changes: [{ resize: { group: "Fixd 30 yr", amount: -1 } }] });
    expect(failureMessagesOf(typo)[0]?.resolution).toMatch(
      /^Did you mean 'Fixed 30 Yr'\? Name a product group/,
    );
    const part = await whatIf({ changes: [{ resize: { group: "auto", amount: -1 } }] });
    expect(failureMessagesOf(part)[0]?.resolution).toMatch(
      /^Did you mean '[^']*Auto[^']*'(, '[^']*Auto[^']*')*,? or '[^']*Auto[^']*'\?/,
    );
    // Income, expense and capital hold no positions: cutting Non-Interest Income took $1M of assets.
    for (const [group, field] of [
      ["Non-Interest Income", "changes[0].resize.group"],
      ["Operating Expense", "changes[0].resize.group"],
      ["Capital", "changes[0].resize.group"],
    ]) {
      const res = await whatIf({ changes: [{ resize: { group, amount: -1_000_000 } }] });
      expect(res.status, group).toBe(422);
      expect(failureOf(res).fields).toEqual([field]);
      expect(failureMessagesOf(res)[0]?.error).toMatch(
        /' is not an asset or liability of the balance sheet$/,
      );
    }
    const grown = await whatIf({
      changes: [
        {
          resize: {
            group: "Fixed 30 Yr",
            amount: 1_000_000,
            counterpart: "GROUP",
            counterpartGroup: "Capital",
          },
        },
      ],
    });
    expect(failureOf(grown).fields).toEqual(["changes[0].resize.counterpartGroup"]);
    // A group named for another side than GROUP was passed over: the figures came against cash.
    await bad(
      [{ resize: { group: "Fixed 30 Yr", fraction: -0.1, counterpartGroup: "Regular Shares" } }],
      400,
      "changes[0].resize.counterpartGroup",
    );
    await bad(
      [
        {
          purchase: {
            group: "Fixed 30 Yr 360",
            amount: 1e6,
            rate: 0.045,
            termMonths: 360,
            counterpartGroup: "Fixed 30 Yr",
          },
        },
      ],
      400,
      "changes[0].purchase.counterpartGroup",
    );
    const seek = await sendJson(api, "POST", `/core/datasets/${dataSetId}/goalseek`, t.staff, {
      changes: [],
      target: { nevChangeAtShockAtLeast: -0.3 },
      lever: { group: "Fixed 30 Yr", counterpartGroup: "Regular Shares" },
    });
    expect(seek.status).toBe(400);
    expect(failureOf(seek).fields).toEqual(["lever.counterpartGroup"]);
    expect(failureMessagesOf(seek)[0]?.error).toMatch(
      /names a group, but counterpart is CASH: set counterpart to GROUP/,
    );
    const none = await whatIf({ changes: [{ resize: { group: "No Such Group", amount: -1 } }] });
    expect(failureMessagesOf(none)[0]?.resolution).toBe(
      "Name a product group by its key or description as the chart of accounts shows it.",
    );
    await bad(
      [{ purchase: { group: "Fixed 30 Yr", amount: 1e6, rate: 4.5, termMonths: 360 } }],
      400,
      "changes[0].purchase.rate",
    );
    await bad(
      [{ purchase: { group: "Fixed 30 Yr", amount: -5, rate: 0.045, termMonths: 360 } }],
      400,
      "changes[0].purchase.amount",
    );
    await bad(
      [
        {
          resize: { group: "Fixed 30 Yr", amount: -1 },
          depositShift: { fromGroup: "a", toGroup: "b", amount: 1 },
        },
      ],
      400,
      "changes[0]",
    );
    await bad(
      [{ depositAssumptions: { group: "Fixed 30 Yr", decay: 0.1 } }],
      422,
      "changes[0].depositAssumptions.group",
    );
    // A change of nothing says which field and what to give instead.
    const zero = await whatIf({ changes: [{ resize: { group: "Fixed 30 Yr", fraction: 0 } }] });
    expect(zero.status).toBe(400);
    expect(failureOf(zero).fields).toEqual(["changes[0].resize.fraction"]);
    expect(JSON.stringify(zero.body)).toContain(
      "changes[0].resize.fraction: is zero: nothing would change. Sell or grow by more than zero, or leave the change out",
    );
    // An empty group is said to be one whether a share of it or dollars are asked: a share came to
    // $0.00 and was refused as too small a change.
    for (const by of [{ fraction: -0.5 }, { amount: -20_000_000 }]) {
      const empty = await whatIf({ changes: [{ resize: { group: "Fixed 40 Yr_H3", ...by } }] });
      expect(empty.status, JSON.stringify(empty.body)).toBe(422);
      expect(failureMessagesOf(empty)).toEqual([
        {
          field: "changes[0].resize.group",
          error: "changes[0].resize.group: 'Fixed 40 Yr' holds no balance to change",
          resolution: "Buy a position into it instead.",
        },
      ]);
    }
    // So is a group that holds no deposits to move a share of.
    const noDeposits = await whatIf({
      changes: [{ depositShift: { fromGroup: "Fixed 30 Yr", toGroup: "Regular Shares", fraction: 0.5 } }],
    });
    expect(noDeposits.status, JSON.stringify(noDeposits.body)).toBe(422);
    expect(failureOf(noDeposits).fields).toEqual(["changes[0].depositShift.fromGroup"]);
    expect(failureMessagesOf(noDeposits)[0]?.error).toMatch(/'Fixed 30 Yr' holds no non-maturity deposits$/);
    // One message per fault, and a refusal never carries a caller's megabytes back.
    const decay = await whatIf({ changes: [{ depositAssumptions: { group: "Shares", decay: 5 } }] });
    expect(decay.status).toBe(400);
    expect(failureOf(decay).fields).toEqual(["changes[0].depositAssumptions.decay"]);
    const huge = await whatIf({ changes: [{ resize: { group: "x".repeat(100_000), amount: -1 } }] });
    expect(huge.status).toBe(400);
    expect(failureOf(huge).fields).toEqual(["changes[0].resize.group"]);
    expect(JSON.stringify(huge.body).length).toBeLessThan(2_000);
  }, 60_000);

  it("refuses amounts out of a balance sheet's range, and a purchase's fields in the API's own units", async () => {
    const refused = async (change: unknown, status: number, field: string, text: RegExp) => {
      const res = await whatIf({ changes: [change] });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(failureOf(res).fields).toEqual([field]);
      expect(JSON.stringify(res.body)).toMatch(text);
    };
    const grow = (amount: number) => ({ resize: { group: "Fixed 30 Yr", amount, counterpart: "NONE" } });
    await refused(
      grow(1.7e308),
      400,
      "changes[0].resize.amount",
      /is too large: an amount is at most \$10,000,000,000,000/,
    );
    await refused(grow(-1e44), 400, "changes[0].resize.amount", /is too large/);
    // Rounds to $0.00: nothing changes, and it is refused as an amount of 0 is, with the input (400).
    const nothing = /comes to \$0\.00: nothing would change. Change a cent or more/;
    await refused(grow(1e-10), 400, "changes[0].resize.amount", nothing);
    await refused(grow(0), 400, "changes[0].resize.amount", /is zero: nothing would change/);
    // What to do is said from what is wanted: it said "Correct changes[0].resize.fraction and send the what-if again."
    const half = await whatIf({ changes: [{ resize: { group: "Fixed 30 Yr", fraction: -150 } }] });
    expect(half.status).toBe(400);
    expect(
      (half.body as { additionalInformation: { messages: unknown[] } }).additionalInformation.messages,
    ).toEqual([
      {
        field: "changes[0].resize.fraction",
        error: "changes[0].resize.fraction: must be a decimal fraction from -1 to 1",
        resolution:
          "Make changes[0].resize.fraction a decimal fraction from -1 to 1 and send the what-if again.",
      },
    ]);
    // A share or a beta that reads in range as a percent is one sent by mistake, said so as a rate's
    // is: -25 and a beta of 35 were told only the range.
    await refused(
      { resize: { group: "Fixed 30 Yr", fraction: -25 } },
      400,
      "changes[0].resize.fraction",
      /: -25 reads as -2,500 %: shares of a group are decimal fractions from -1 to 1 \(-25 % is -0\.25\)"/,
    );
    await refused(
      { resize: { group: "Fixed 30 Yr", fraction: -1.5 } },
      400,
      "changes[0].resize.fraction",
      /: -1\.5 reads as -150 %: shares of a group are decimal fractions from -1 to 1 \(-1\.5 % is -0\.015\)"/,
    );
    await refused(
      { depositAssumptions: { group: "Regular Shares", beta: 35 } },
      400,
      "changes[0].depositAssumptions.beta",
      /: 35 reads as 3,500 %: betas are decimal fractions from 0 to 1 \(35 % is 0\.35\)"/,
    );
    await refused(
      { depositShift: { fromGroup: "Regular Shares", toGroup: "Share Certificates", fraction: 20 } },
      400,
      "changes[0].depositShift.fraction",
      /: 20 reads as 2,000 %: shares of a group are decimal fractions from 0 to 1 \(20 % is 0\.2\)"/,
    );
    const buy = (fields: Record<string, unknown>) => ({
      purchase: { group: "New Auto 60", amount: 1_000_000, rate: 0.05, termMonths: 60, ...fields },
    });
    await refused(buy({ amount: 0.001 }), 400, "changes[0].purchase.amount", nothing);
    await refused(
      buy({ amount: 0 }),
      400,
      "changes[0].purchase.amount",
      /is the book value bought: more than 0/,
    );
    await refused(buy({ amount: -0.001 }), 400, "changes[0].purchase.amount", /^(?!.*\$0\.00).*more than 0/);
    const shift = { fromGroup: "Regular Shares", toGroup: "Share Certificates", amount: 0.004 };
    await refused({ depositShift: shift }, 400, "changes[0].depositShift.amount", nothing);
    // A fraction whose dollars come to $0.00 breaks the rule on this group's balance (422).
    await refused(
      { resize: { group: "Fixed 30 Yr", fraction: 1e-15 } },
      422,
      "changes[0].resize.fraction",
      /comes to \$0\.00: nothing would change/,
    );
    await refused(buy({ amount: 1e22 }), 400, "changes[0].purchase.amount", /is too large/);
    await refused(buy({ rate: -0.05 }), 400, "changes[0].purchase.rate", /is below 0: .*0\.045/);
    await refused(buy({ cpr: 1 }), 400, "changes[0].purchase.cpr", /from 0 to 0\.9999 \(0\.06 is 6 %\)/);
    // Just under 1 is still over the most, and the message says the most (it said "below 1").
    await refused(buy({ cpr: 0.999999 }), 400, "changes[0].purchase.cpr", /from 0 to 0\.9999/);
    await refused(
      buy({ repriceMonths: 12, indexMonths: 12 }),
      400,
      "changes[0].purchase.margin",
      /a decimal fraction \(0\.0275 is 2\.75 %\)/,
    );
    // Every field's problem in one answer: a term past the template's bound came back only once
    // the rate had been corrected.
    const both = await whatIf({
      changes: [buy({ rate: 0.3, termMonths: 600, repriceMonths: 12, indexMonths: 0 })],
    });
    expect(both.status).toBe(400);
    expect(failureOf(both).fields).toEqual([
      "changes[0].purchase.rate",
      "changes[0].purchase.termMonths",
      "changes[0].purchase.indexMonths",
      "changes[0].purchase.margin",
    ]);
    expect(JSON.stringify(both.body)).toContain("termMonths: is the remaining term from 1 to 480 months");
    // A term refused draws no message on the payments checked against it: a bullet of 0 months
    // was also told "is 1 months between payments, longer than the 0-month term".
    const noTerm = await whatIf({
      changes: [buy({ termMonths: 0, amortization: "BULLET" })],
    });
    expect(noTerm.status).toBe(400);
    expect(failureOf(noTerm).fields).toEqual(["changes[0].purchase.termMonths"]);
    // A number past a double's range, as JSON text carries it.
    const raw = await callApi(api, `/core/datasets/${dataSetId}/whatif`, t.staff, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"changes":[{"resize":{"group":"Fixed 30 Yr","amount":${"9".repeat(400)}}}]}`,
    });
    expect(raw.status).toBe(400);
    expect(failureOf(raw).fields).toEqual(["changes[0].resize.amount"]);
    expect(JSON.stringify(raw.body)).toContain("is too large");
    // A number as JSON text, as GraphQL's Decimal takes it: said how REST takes it.
    const quoted = await whatIf({ changes: [{ resize: { group: "Fixed 30 Yr", amount: " -20000000" } }] });
    expect(quoted.status).toBe(400);
    expect(failureMessagesOf(quoted)[0]?.error).toBe(
      "changes[0].resize.amount: must be a number, written without quotes: -20000000",
    );
  }, 60_000);

  it("refuses deposits moved between a group and one within it, saying which holds which", async () => {
    // A folder whose one product line shares its name: the page offers it as "Regular Shares (all)".
    const folders = base.chart.folders;
    const parentOf = (id: unknown) => folders.find((f) => f.id === id);
    const leaf = folders.find(
      (f) =>
        !folders.some((c) => c.parentId === f.id) &&
        parentOf(f.parentId)?.description === f.description &&
        folders.filter((c) => c.parentId === f.parentId).length === 1 &&
        /shares/i.test(f.description),
    );
    const folder = parentOf(leaf?.parentId);
    expect(leaf && folder, "a folder of one product line of its name").toBeTruthy();
    const res = await whatIf({
      changes: [{ depositShift: { fromGroup: leaf?.key, toGroup: folder?.key, amount: 1_000_000 } }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    // It said "'Regular Shares' overlaps 'Regular Shares'", one group named twice (a CFO's review).
    expect(failureMessagesOf(res)[0]).toMatchObject({
      field: "changes[0].depositShift.toGroup",
      error: `changes[0].depositShift.toGroup: '${leaf?.description}' is part of '${leaf?.description} (all)': deposits move between two separate groups`,
    });
  }, 60_000);

  it("says a deposit shift by a share of the group in the share typed and the dollars it came to", async () => {
    const m = await figures({
      changes: [{ depositShift: { fromGroup: "Regular Shares", toGroup: "Share Drafts", fraction: 0.125 } }],
    });
    expect(m.changes[0]?.description).toMatch(
      /^Move 12\.50% of the deposits of Regular Shares \(\$[\d,]+\) to Share Drafts$/,
    );
    const moved = Number(/\(\$([\d,]+)\)/.exec(m.changes[0]?.description ?? "")?.[1]?.replaceAll(",", ""));
    expect(moved).toBeCloseTo(m.changes[0]?.amount ?? 0, -1);
    const byDollars = await figures({
      changes: [
        { depositShift: { fromGroup: "Regular Shares", toGroup: "Share Drafts", amount: 1_000_000 } },
      ],
    });
    expect(byDollars.changes[0]?.description).toBe(
      "Move $1,000,000 of deposits from Regular Shares to Share Drafts",
    );
  }, 60_000);

  it("refuses deposit terms typed as the group's deposits already run on: nothing would change", async () => {
    // A group whose deposits all run on one decay and one beta (the demo's have no override).
    const { positions } = await parseRunInputs(files);
    const byKey = new Map<string, { decay: Set<number>; beta: Set<number> }>();
    for (const p of positions.filter((x) => x.decay > 0)) {
      const terms = byKey.get(p.key) ?? { decay: new Set(), beta: new Set() };
      terms.decay.add(p.decay);
      terms.beta.add(p.beta);
      byKey.set(p.key, terms);
    }
    const [group, terms] = [...byKey].find(([, t]) => t.decay.size === 1 && t.beta.size === 1) ?? [];
    expect(group, "a deposit group of one decay and one beta").toBeDefined();
    const decay = ([...(terms?.decay ?? [])][0] as number) / 100;
    const beta = [...(terms?.beta ?? [])][0] as number;
    // Accepted before, answering the data set's own figures as if something had been tried (a review).
    const both = await whatIf({ changes: [{ depositAssumptions: { group, decay, beta } }] });
    expect(both.status, JSON.stringify(both.body)).toBe(422);
    expect(failureOf(both)).toEqual({
      reason: "VALIDATION_FAILED",
      fields: ["changes[0].depositAssumptions.decay"],
    });
    expect(failureMessagesOf(both)[0]).toMatchObject({
      error: `changes[0].depositAssumptions.decay: is already what every deposit of '${group}' runs on (and so is the beta): nothing would change`,
      resolution: "Type another value, or leave the change out.",
    });
    const betaOnly = await whatIf({ changes: [{ depositAssumptions: { group, beta } }] });
    expect(failureOf(betaOnly).fields).toEqual(["changes[0].depositAssumptions.beta"]);
    // Any other value moves the figures, and is answered.
    const other = await figures({ changes: [{ depositAssumptions: { group, beta: beta + 0.05 } }] });
    expect(valuesOf(other, "withChanges")).not.toEqual(valuesOf(other, "asIs"));
  }, 60_000);

  it("says a beta in percent as decay reads, and a duration in years", async () => {
    const m = await figures({
      changes: [
        { depositAssumptions: { group: "Share Drafts", decay: 0.15, beta: 0.4 } },
        { depositAssumptions: { group: "Share Drafts", decay: 0.2 } },
      ],
    });
    // And what it replaces, the only record of it on paper: the group's own, then the change's.
    const groups = await callApi(api, `/core/datasets/${dataSetId}/whatif/depositgroups`, t.staff);
    const drafts = modelOf<DepositGroupsModel>(groups).depositTerms.find((d) => /^share drafts/i.test(d.key));
    expect(drafts).toBeDefined();
    const now = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
    expect(m.changes.map((c) => c.description)).toEqual([
      `Set Share Drafts' decay from ${now(drafts!.decay)} to 15.00% and beta from ${now(drafts!.beta)} to 40.00%`,
      "Set Share Drafts' decay from 15.00% to 20.00%",
    ]);
    // What was typed, to its last digit: 0.004% read "0.00%" and 99.999% "100.00%" (2026-12-06).
    const fine = await figures({
      changes: [{ depositAssumptions: { group: "Share Drafts", decay: 0.00004, beta: 0.99999 } }],
    });
    expect(fine.changes[0]?.description).toMatch(/ to 0\.004% and beta from [\d.]+% to 99\.999%$/);
    const duration = m.measures.find((x) => x.key === "DURATION_MISMATCH");
    expect(duration?.asIs.text).toMatch(/^-?\d+\.\d\d years$/);
  }, 60_000);

  it("has no NEV ratio once every asset is sold, as the NCUA test has none", async () => {
    const m = await figures({
      changes: [{ resize: { group: "Assets", fraction: -1, counterpart: "NONE" } }],
    });
    expect(m.totalAssets.withChanges).toBeCloseTo(0, 2);
    expect(m.rating.withChanges.postShockRatio).toBeNull();
    const withChanges = valuesOf(m, "withChanges");
    expect(withChanges.NEV_RATIO).toBeNull();
    expect(withChanges.NEV_RATIO_AT_SHOCK).toBeNull();
    expect(typeof valuesOf(m, "asIs").NEV_RATIO).toBe("number");
  }, 60_000);

  it("gives each side's duration mismatch beside the durations it is the difference of, with its note", async () => {
    // It stood alone on the what-if, where the reports and the dashboard say how it is computed
    // beside the durations (a CFO's review).
    const m = await mortgagesSold();
    const duration = m.measures.find((x) => x.key === "DURATION_MISMATCH");
    expect(duration?.note).toBe(DURATION_MISMATCH_NOTE);
    for (const side of ["asIs", "withChanges"] as const) {
      const { value, durations } = duration![side];
      expect(durations, side).not.toBeNull();
      // Stored results keep 12 significant digits of each.
      expect(value).toBeCloseTo(durations!.assets - durations!.liabilities, 9);
      expect(durations!.text).toBe(durationsText(durations!.assets, durations!.liabilities));
    }
    // Each side its own: the sale moved the assets' duration.
    expect(duration!.withChanges.durations!.assets).not.toBe(duration!.asIs.durations!.assets);
    // The mismatch alone has them, and a note.
    expect(m.measures.filter((x) => x.asIs.durations).map((x) => x.key)).toEqual(["DURATION_MISMATCH"]);
    expect(m.measures.filter((x) => x.note).map((x) => x.key)).toEqual(["DURATION_MISMATCH"]);
  }, 60_000);

  it("saves a what-if as a What If data set, staff only, linked to its source and running to the what-if's figures", async () => {
    // A sale, and a note bought above market whose premium is booked at cost.
    const body = {
      changes: [
        { resize: { group: "Fixed 30 Yr", amount: -20_000_000 } },
        { purchase: agencyPurchase(10_000_000, 4, "CASH").purchase },
      ],
      description: "Sell 30y",
    };
    const save = (token: string | null, b: unknown = body) =>
      sendJson(api, "POST", `/core/datasets/${dataSetId}/whatif/save`, token ?? undefined, b);
    expect((await save(null)).status).toBe(401);
    expect((await save(t.client)).status).toBe(403);
    const nameless = await save(t.staff, { ...body, description: " " });
    expect(nameless.status).toBe(400);
    expect(failureOf(nameless).fields).toContain("description");
    const unchanged = await save(t.staff, { ...body, changes: [] });
    expect(unchanged.status).toBe(400);
    expect(failureOf(unchanged).fields).toEqual(["changes"]);
    const res = await save(t.staff);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = modelOf<{
      id: number;
      name: string;
      dataSetType: number;
      whatIfSourceId: number;
      files: { kind: string }[];
    }>(res);
    expect(saved).toMatchObject({ dataSetType: 1, whatIfSourceId: dataSetId });
    expect(saved.name).toMatch(/What If Sell 30y$/);
    expect(saved.files.map((f) => f.kind)).toEqual(["positions", "overrides", "whatif"]);
    const again = await save(t.staff);
    expect(again.status).toBe(409);
    expect(failureOf(again)).toMatchObject({ reason: "DUPLICATE_NAME", fields: ["description"] });
    const audited = await api.db.query("select 1 from audit_events where action = 'WHAT_IF_SAVED'");
    expect(audited).toHaveLength(1);
    const m = await figures({ changes: body.changes });
    const run = await oracle((lines) => lines, await readStoredFiles(api.db, saved.id));
    expect(run.values).toEqual(valuesOf(m, "withChanges"));
    // Total assets at book too: the saved data set's lacked the premium ($838,137, 2026-12-06).
    expect(m.changes[1]?.description).toMatch(/a premium of \$[\d,]+/);
    expect(run.totalAssets).toBe(m.totalAssets.withChanges);
    // The premium is the note's leaf's book adjustment, which its coupon on the assumption pages leaves out.
    const leaf = agencyPurchase(1, 1, "CASH").purchase.group;
    const leafId = base.chart.folders.find((f) => f.key === leaf)?.id;
    const sums = (await plainRun((lines) => lines, await readStoredFiles(api.db, saved.id))).assumptions[
      String(leafId)
    ];
    expect(sums?.byKind.adjustment).toBeGreaterThan(100_000);
    expect(sums?.rateWeight).toBeCloseTo((sums?.balance ?? 0) - (sums?.byKind.adjustment ?? 0), 2);
    // Nor does it count as a position: the leaf holds the note bought, and one line more.
    const before = base.asIs.base.results.assumptions[String(leafId)]?.positions ?? 0;
    expect(sums?.positions).toBe(before + 1);
  }, 60_000);
  it("shows a client's reader only the measures of pages its package lists, and no what-if without the policy page", async () => {
    const definitionId = base.definition.id;
    const entries = base.definition.selected_sub_report_definitions;
    const setPackage = (pages: readonly (number | string)[]) =>
      api.db.query("update report_definitions set selected_sub_report_definitions = $2 where id = $1", [
        definitionId,
        JSON.stringify(pages),
      ]);
    const keysFor = async (token: string) => {
      const res = await whatIf({ changes: [] }, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return modelOf<WhatIfModel>(res).measures.map((m) => m.key);
    };
    const all = await keysFor(t.client);
    expect(all).toHaveLength(9);
    // Without Earnings at Risk, Liquidity, the NII pages' second year, and the pages whose
    // paragraphs say the headline (Executive Summary, ALM Summary, NEV Summary and Overview).
    const kept = entries.filter((e) => ![11, 20, 21, 30, 38, 29, "35-2", "55-2"].includes(e));
    expect(kept.length).toBeLessThan(entries.length);
    await setPackage(kept);
    try {
      expect(await keysFor(t.client)).toEqual([
        "NEV_RATIO",
        "NEV_RATIO_AT_SHOCK",
        "NEV_CHANGE_AT_SHOCK",
        "NII_YEAR_1",
      ]);
      expect(await keysFor(t.staff)).toEqual(all);
      // The Executive Summary prints NII at risk over 12 months, liquidity and the duration mismatch.
      await setPackage([...kept, 11]);
      expect(await keysFor(t.client)).toEqual([
        "NEV_RATIO",
        "NEV_RATIO_AT_SHOCK",
        "NEV_CHANGE_AT_SHOCK",
        "NII_YEAR_1",
        "NII_AT_RISK_12",
        "LIQUIDITY",
        "DURATION_MISMATCH",
      ]);
      // The NEV Summary prints the NEV ratio and its change by shock, no longer the durations'
      // paragraph (the ALM Summary's alone in the Summary Reports).
      await setPackage([...kept, 21]);
      expect(await keysFor(t.client)).not.toContain("DURATION_MISMATCH");
      await setPackage(kept);
      // The NII target's figure is the binding NII limit's, a figure of Compliance with Policy
      // Matrix, which every what-if's package lists (it was NII at risk, withheld with its page).
      const seek = await sendJson(api, "POST", `/core/datasets/${dataSetId}/goalseek`, t.client, {
        target: { niiWithinPolicy: true },
        lever: { group: "Fixed 30 Yr" },
        // The group's whole balance in one step: one engine run (a larger step is refused).
        step: 140_000_000,
      });
      expect(seek.status, JSON.stringify(seek.body)).toBe(200);
      type Check = { limit: { label: string; value: number }; withChanges: { value: number | null } };
      const found = modelOf<{
        reachedValue: unknown;
        valueOneStepLess: unknown;
        message: string;
        whatIf: { policy: Check[] };
      }>(seek);
      const margin = (c: Check) => (c.withChanges.value ?? 0) - c.limit.value;
      const nearest = found.whatIf.policy
        .filter((c) => c.limit.label.startsWith("NII % Change"))
        .reduce((a, b) => (margin(b) < margin(a) ? b : a));
      expect(found.reachedValue).toBe(nearest.withChanges.value);
      expect(found.message).toMatch(/NII policy limit/);

      await setPackage(kept.filter((e) => e !== 27));
      const refused = await whatIf({ changes: [] }, t.client);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({
        errorMessage: `A what-if shows the NCUA rating and policy limits of Compliance with Policy Matrix (report 27), which is not in the report definition '${base.definition.name}'.`,
        additionalInformation: { messages: [{ field: "reportDefinitionId" }] },
      });
      const groups = await callApi(api, `/core/datasets/${dataSetId}/whatif/depositgroups`, t.client);
      expect(groups.status).toBe(404);
      expect((await whatIf({ changes: [] }, t.staff)).status).toBe(200);
    } finally {
      await setPackage(entries);
    }
  }, 120_000);
});
