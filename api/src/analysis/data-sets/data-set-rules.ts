import { formatDate } from "@alm/formats";
import { z } from "zod";
import { isCalendarDate, monthEnd } from "../dates.ts";
import { bodyId } from "../../http/params.ts";

/** Data set types of spec management-and-data section 3. */
export const DATA_SET_TYPES: Record<number, string> = { 0: "Standard", 1: "What If", 2: "TYC", 99: "Misc" };

/** The type of a What If data set: a balance sheet the institution does not hold. */
export const WHAT_IF_DATA_SET_TYPE = 1;

/** Run-result slots of the settings form; Shock and Ramp are required, all ids distinct. */
export const RESULT_SET_TYPES = [
  "Shock",
  "Ramp",
  "CapsSwaps",
  "MSR",
  "Investment",
  "AddOn1",
  "AddOn2",
  "AddOn3",
] as const;

export const DUPLICATE_DATA_SET_NAME = "Duplicate Data Set Name";

/**
 * "2021/12/31 Standard Q4 board": the name users see is built, never typed; its date is the
 * product's one date format (@alm/formats), which is the spec's for this name.
 */
export function dataSetName(asOfDate: string, dataSetType: number, description?: string | null): string {
  const date = formatDate(monthEnd(asOfDate));
  const label = DATA_SET_TYPES[dataSetType] ?? String(dataSetType);
  const text = description?.trim();
  return text ? `${date} ${label} ${text}` : `${date} ${label}`;
}

const resultSet = z.object({
  key: z.string().trim().min(1, "a run result id is required").max(50),
  typ: z.enum(RESULT_SET_TYPES),
});

const slotOf = (typ: string) => ({ type: "object", properties: { typ: { const: typ } }, required: ["typ"] });

export const dataSetRequestSchema = z
  .object({
    id: bodyId().optional(),
    asOfDate: z
      .string()
      .refine(
        (text) => isCalendarDate(text, { monthAllowed: true }),
        "must be a date like 2021-12-31 or a month like 2021-12",
      )
      .meta({ pattern: "^\\d{4}-\\d{2}(-\\d{2})?$" }),
    dataSetType: z.literal([0, 1, 2, 99]).default(0),
    description: z.string().trim().max(200).nullish(),
    useTcuFund: z.boolean().default(false),
    resultSets: z
      .array(resultSet)
      .max(RESULT_SET_TYPES.length)
      // What the refinement below says, for the OpenAPI document: a Shock and a Ramp among them.
      .meta({ allOf: (["Shock", "Ramp"] as const).map((typ) => ({ contains: slotOf(typ) })) }),
  })
  .superRefine((body, ctx) => {
    for (const required of ["Shock", "Ramp"] as const) {
      if (!body.resultSets.some((r) => r.typ === required)) {
        ctx.addIssue({
          code: "custom",
          path: ["resultSets"],
          message: `the ${required} run result id is required`,
        });
      }
    }
    const slots = body.resultSets.map((r) => r.typ);
    if (new Set(slots).size !== slots.length) {
      ctx.addIssue({
        code: "custom",
        path: ["resultSets"],
        message: "each run result slot may be given once",
      });
    }
    const keys = body.resultSets.map((r) => r.key);
    if (new Set(keys).size !== keys.length) {
      ctx.addIssue({ code: "custom", path: ["resultSets"], message: "run result ids must all be different" });
    }
  });

export type DataSetRequest = z.infer<typeof dataSetRequestSchema>;
