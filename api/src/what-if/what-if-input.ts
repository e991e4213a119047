import { boundPercent, WHAT_IF_BOUNDS as B } from "@alm/formats";
import { z } from "zod";
import { bodyId } from "../http/params.ts";
import { monthsWords } from "./change-words.ts";

/**
 * The REST body of a what-if, a goal seek and a save: the GraphQL inputs' shape (docs/api.md),
 * amounts in dollars, ratios and rates as decimal fractions. Each problem names its field
 * (`changes[0].resize.amount`), through parseInput.
 */

/** Keys and descriptions of a chart's folders are short; a longer name was echoed whole in the refusal. */
const GROUP_NAME_MAX = 200;
const group = z
  .string()
  .trim()
  .min(1, "name a folder of the chart of accounts (its key or description)")
  .max(GROUP_NAME_MAX, `is at most ${GROUP_NAME_MAX} characters: a folder's key or description`);
const counterpart = z.enum(["CASH", "GROUP", "NONE"]).default("CASH");
/** A figure written to the digit it has, grouped as a CFO writes it: -3,500; 0.35. */
const figure = (x: number) =>
  new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 }).format(Number(x.toPrecision(12)));

/**
 * A decimal fraction between two bounds: "must be a decimal fraction from -1 to 1". Past them, a
 * figure that reads in range as a percent is one sent by mistake, and is said so as a rate's is:
 * "-35 reads as -3,500 %: targets are decimal fractions from -1 to 1 (-35 % is -0.35)". A target
 * of -35 was told only the range, with nothing to say that -0.35 was meant.
 */
const fractionBetween = ({ min, max }: { min: number; max: number }, what: string) => {
  const outside = (iss: { input?: unknown }) => {
    const x = iss.input as number;
    const asPercent = x / 100;
    return asPercent >= min && asPercent <= max
      ? `${figure(x)} reads as ${figure(x * 100)} %: ${what} are decimal fractions from ${min} to ${max} (${figure(x)} % is ${figure(asPercent)})`
      : `must be a decimal fraction from ${min} to ${max}`;
  };
  return z.number().finite().min(min, { error: outside }).max(max, { error: outside });
};
const fraction = fractionBetween(B.fraction, "shares of a group");
/** Rates as decimal fractions: 4.5 % is 0.045; a figure above the bound is a percent sent by mistake. */
const RATE_ABOVE = `is above ${boundPercent(B.rate.max)} %: rates are decimal fractions (4.5 % is 0.045), not percent`;
const rate = z
  .number()
  .finite()
  .min(B.margin.min, `is below ${boundPercent(B.margin.min)} %: rates are decimal fractions (4.5 % is 0.045)`)
  .max(B.margin.max, RATE_ABOVE);
/** A bought position's rate: 0 or more, as the template holds an uploaded position's. */
const positionRate = z
  .number()
  .min(B.rate.min, `is below ${B.rate.min}: a position bought earns ${B.rate.min} or more (4.5 % is 0.045)`)
  .max(B.rate.max, RATE_ABOVE);

const CPR_RANGE = `is an annual prepayment rate from ${B.cpr.min} to ${B.cpr.max} (0.06 is 6 %)`;
const DECAY_RANGE = `is an annual runoff from ${B.decay.min} to ${B.decay.max} (0.12 is 12 %)`;

/**
 * Months as the upload template bounds a position's (engine/src/positions/position.ts), checked
 * with the other fields: past them, a purchase was refused only once the rest was right.
 */
const months = (min: number, max: number, what: string) =>
  z
    .number()
    .int()
    .min(min, `is ${what} from ${min} to ${max} months`)
    .max(max, `is ${what} from ${min} to ${max} months`);

/**
 * The most dollars one change moves either way: the position template's bound on a balance ($10
 * trillion). A growth of $1.7e308 was computed, and showed NII in the sextillions.
 */
export const MAX_AMOUNT = 1e13;
const TOO_LARGE = "is too large: an amount is at most $10,000,000,000,000 either way";
/** Half a cent: what a balance may be off by after floating-point scaling. */
export const CENT = 0.005;
/*
 * The rules the refinements below check, in JSON Schema for the OpenAPI document (a consumer who
 * generates a client from it met them only as 400s): each beside the refinement it states.
 */
const ONE_AMOUNT = { oneOf: [{ required: ["amount"] }, { required: ["fraction"] }] };
const ONE_KEY = { minProperties: 1, maxProperties: 1 };
/** counterpartGroup with a GROUP counterpart (`field`), and only then. */
const groupNamedWith = (field: string) => ({
  if: { properties: { [field]: { const: "GROUP" } }, required: [field] },
  then: { required: ["counterpartGroup"] },
  else: { not: { required: ["counterpartGroup"] } },
});
/** An amount that comes to $0.00 changes nothing. */
const NOT_ZERO = { not: { exclusiveMinimum: -CENT, exclusiveMaximum: CENT } };

/** Dollars; a number past a double's range (JSON's 1e400) is too large, not "not a number". */
const money = z
  .number({ error: (i) => (typeof i.input === "number" ? TOO_LARGE : undefined) })
  .min(-MAX_AMOUNT, TOO_LARGE)
  .max(MAX_AMOUNT, TOO_LARGE);
/**
 * An amount that rounds to $0.00 changes nothing, as one of 0 does: one rule, checked with the
 * field's other bounds, so that '0.001' is refused as '0' and '-0' are (INVALID_INPUT). What the
 * field refuses in words of its own (0; a purchase's amount of 0 or less) keeps them. A fraction
 * whose dollars come to $0.00 depends on the group's balance: ChangeLedger.underACent refuses it.
 */
const changing = (amount: z.ZodNumber, refusedOtherwise: (x: number) => boolean = (x) => x === 0) =>
  amount
    .refine(
      (x) => refusedOtherwise(x) || Math.abs(x) >= CENT,
      "comes to $0.00: nothing would change. Change a cent or more, or leave the change out",
    )
    .meta(NOT_ZERO);
const notPositive = (x: number) => x <= 0;

type Ctx = z.RefinementCtx;

const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: "custom", path: [path], message });

function oneAmount(value: { amount?: number; fraction?: number }, ctx: Ctx) {
  if ((value.amount === undefined) === (value.fraction === undefined))
    issue(ctx, "amount", "give exactly one of amount (dollars) and fraction");
}

function counterpartGroup(
  value: { counterpart: string; counterpartGroup?: string },
  ctx: Ctx,
  field = "counterpart",
) {
  if (value.counterpart === "GROUP" && !value.counterpartGroup)
    issue(ctx, "counterpartGroup", "name the group of a GROUP counterpart");
  // Named with another side, it was passed over: the figures came against cash, not the group
  // named (a review, 2026-12-06).
  if (value.counterpart !== "GROUP" && value.counterpartGroup)
    issue(
      ctx,
      "counterpartGroup",
      `names a group, but ${field} is ${value.counterpart}: set ${field} to GROUP, or leave counterpartGroup out`,
    );
}

/**
 * Said of the field it names, so that a screen can put the field's name in front ("Amount ($) is
 * zero: ..."), and in words that fit an amount and a fraction alike.
 */
const ZERO_CHANGE = "is zero: nothing would change. Sell or grow by more than zero, or leave the change out";

export const resizeSchema = z
  .object({
    group,
    amount: changing(money).optional(),
    fraction: fraction.meta({ not: { const: 0 } }).optional(),
    counterpart,
    counterpartGroup: group.optional(),
  })
  .meta({ ...ONE_AMOUNT, ...groupNamedWith("counterpart") })
  .superRefine((v, ctx) => {
    oneAmount(v, ctx);
    counterpartGroup(v, ctx);
    if (v.amount === 0 || v.fraction === 0) issue(ctx, v.amount === 0 ? "amount" : "fraction", ZERO_CHANGE);
  });

const termMonths = months(B.termMonths.min, B.termMonths.max, "the remaining term");

const purchaseSchema = z
  .object({
    group,
    amount: changing(money.positive("is the book value bought: more than 0"), notPositive),
    rate: positionRate,
    termMonths,
    amortization: z.enum(["LEVEL", "BULLET"]).default("LEVEL"),
    // As the upload template takes it; checked with the other fields, not by the engine once the
    // rest was right (VALIDATION_FAILED where every other bound is INVALID_INPUT, a review, 2026-12-06).
    paymentMonths: z
      .number()
      .int()
      .refine((m) => [1, 3, 6, 12].includes(m), "is the months between payments: 1, 3, 6 or 12")
      .meta({ enum: [1, 3, 6, 12], description: "At most termMonths." })
      .default(1),
    repriceMonths: months(0, B.termMonths.max, "the months between resets (0 fixed)").default(0),
    indexMonths: months(B.indexMonths.min, B.indexMonths.max, "the index's tenor").optional(),
    margin: rate.optional(),
    cpr: z.number().min(B.cpr.min, CPR_RANGE).max(B.cpr.max, CPR_RANGE).optional(),
    // NONE is refused below in words of its own (a purchase is paid for).
    fundedBy: counterpart.meta({ enum: ["CASH", "GROUP"] }),
    counterpartGroup: group.optional(),
  })
  .meta({
    allOf: [
      groupNamedWith("fundedBy"),
      {
        if: { properties: { repriceMonths: { exclusiveMinimum: 0 } }, required: ["repriceMonths"] },
        then: { required: ["indexMonths", "margin"] },
        else: { not: { anyOf: [{ required: ["indexMonths"] }, { required: ["margin"] }] } },
      },
    ],
  })
  .superRefine((v, ctx) => {
    counterpartGroup({ ...v, counterpart: v.fundedBy }, ctx, "fundedBy");
    // A position for nothing is a gift its coupon prices: a 25 % Treasury "bought" for nothing
    // raised the NEV ratio 11.77 % → 15.05 % and the rating to Low.
    if (v.fundedBy === "NONE")
      issue(
        ctx,
        "fundedBy",
        "is NONE, but a purchase is paid for: choose CASH or a GROUP that pays (or, issued, receives) its price",
      );
    // Said here in the API's units: the template's own words are for its percent columns.
    if (v.repriceMonths > 0 && v.indexMonths === undefined)
      issue(
        ctx,
        "indexMonths",
        "is required when repriceMonths is more than 0: the curve tenor in months the rate follows, e.g. 12",
      );
    if (v.repriceMonths > 0 && v.margin === undefined)
      issue(
        ctx,
        "margin",
        "is required when repriceMonths is more than 0: the spread over the index, a decimal fraction (0.0275 is 2.75 %)",
      );
    // A 7-month loan paying once a year was taken without a word (a review, 2026-12-06). Checked
    // against a term that is taken only: a term of 0, refused, drew a second message about
    // payments the user never set.
    if (termMonths.safeParse(v.termMonths).success && v.paymentMonths > v.termMonths)
      issue(
        ctx,
        "paymentMonths",
        `is ${monthsWords(v.paymentMonths)} between payments, longer than the ${v.termMonths}-month term: choose payments at most as far apart as the term`,
      );
  });

const depositShiftSchema = z
  .object({
    fromGroup: group,
    toGroup: group,
    amount: changing(money.positive("is the balance moved: more than 0"), notPositive).optional(),
    // A fraction of 0 comes to $0.00 (refused once the balance is known).
    fraction: fractionBetween(B.unit, "shares of a group").meta({ exclusiveMinimum: 0 }).optional(),
  })
  .meta(ONE_AMOUNT)
  .superRefine(oneAmount);

const depositAssumptionsSchema = z
  .object({
    group,
    // One message for one fault: the beta's own "from 0 to 1" came with it for a decay of 5.
    decay: z.number().finite().min(B.decay.min, DECAY_RANGE).max(B.decay.max, DECAY_RANGE).optional(),
    beta: fractionBetween(B.unit, "betas").optional(),
  })
  .meta({ anyOf: [{ required: ["decay"] }, { required: ["beta"] }] })
  .superRefine((v, ctx) => {
    if (v.decay === undefined && v.beta === undefined) issue(ctx, "decay", "give decay, beta or both");
  });

export const changeSchema = z
  .object({
    resize: resizeSchema.optional(),
    purchase: purchaseSchema.optional(),
    depositShift: depositShiftSchema.optional(),
    depositAssumptions: depositAssumptionsSchema.optional(),
  })
  .strict()
  .meta(ONE_KEY)
  .superRefine((v, ctx) => {
    if (Object.values(v).filter((c) => c !== undefined).length !== 1)
      ctx.addIssue({
        code: "custom",
        message: "give exactly one of resize, purchase, depositShift, depositAssumptions",
      });
  });

/** Most changes one what-if takes: enough for any strategy a board discusses. */
export const MAX_CHANGES = 20;

export const whatIfSchema = z.object({
  reportDefinitionId: bodyId().optional(),
  changes: z.array(changeSchema).max(MAX_CHANGES, `at most ${MAX_CHANGES} changes`).default([]),
});

const RATING_TARGET =
  "is the NCUA rating to reach or better, LOW or MODERATE: HIGH is the worst rating, which every balance sheet meets without a sale";
const NII_TARGET =
  "is true, the only NII target: every NII policy limit met. Send niiWithinPolicy: true, or choose another target";

const targetSchema = z
  .object({
    nevChangeAtShockAtLeast: fractionBetween(B.fraction, "targets").optional(),
    // A ratio below 0 is met by every balance sheet, and none reaches one above 1: a target of
    // -0.1 came back met already, "an NEV ratio of -10.00% or more".
    nevRatioAtShockAtLeast: fractionBetween(B.unit, "targets").optional(),
    // High is the worst rating: a target of it came back met already, whatever the balance sheet.
    ratingAtMost: z.enum(["LOW", "MODERATE"], { error: RATING_TARGET }).optional(),
    niiWithinPolicy: z.literal(true, { error: NII_TARGET }).optional(),
  })
  .strict()
  .meta(ONE_KEY)
  .superRefine((v, ctx) => {
    if (Object.values(v).filter((c) => c !== undefined).length !== 1)
      ctx.addIssue({ code: "custom", message: "give exactly one target" });
  });

export const goalSeekSchema = whatIfSchema.extend({
  target: targetSchema,
  lever: z
    .object({ group, counterpart, counterpartGroup: group.optional() })
    .meta(groupNamedWith("counterpart"))
    .superRefine((v, ctx) => counterpartGroup(v, ctx)),
  step: z
    .number()
    .finite()
    .min(B.step.min, `is the search's step in dollars: at least ${B.step.min}`)
    .optional(),
});

export const saveWhatIfSchema = whatIfSchema.extend({
  // Saved without one, a What If data set is its source again under another name (a review, 2026-12-06).
  changes: whatIfSchema.shape.changes
    .refine(
      (changes) => changes.length > 0,
      "is empty: saved, a what-if without changes is its data set again. Add a change, then save",
    )
    .meta({ minItems: 1 }),
  description: z
    .string()
    .trim()
    .min(1, "name the what-if: the description is part of the data set's name")
    .max(100),
});

export type WhatIfRequest = z.infer<typeof whatIfSchema>;
export type WhatIfChange = z.infer<typeof changeSchema>;
export type GoalSeekRequest = z.infer<typeof goalSeekSchema>;
export type GoalSeekTarget = z.infer<typeof targetSchema>;
