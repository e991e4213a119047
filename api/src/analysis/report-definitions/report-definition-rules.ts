import { MAX_NII_YEARS } from "@alm/formats";
import { z } from "zod";
import { bodyId } from "../../http/params.ts";
import { packageEntriesSchema } from "../package-entries.ts";

export const DUPLICATE_REPORT_NAME = "Duplicate Report Def Name";
export const NO_CHART_OF_ACCOUNTS = "No Charts of Accounts are available.";

/** The scenario shifts are fixed by the firm's methodology: shown, never edited. */
export const FIXED_SCENARIOS = { declining: -300, rising: 300, shock: 300 } as const;

export const reportDefinitionRequestSchema = z
  .object({
    id: bodyId().optional(),
    name: z.string().trim().min(1, "is required").max(200),
    baseDataSetId: bodyId(),
    compareDataSetId: bodyId().nullish(),
    chartOfAccountsId: bodyId().optional(),
    niiYears: z.number().int().min(1).max(MAX_NII_YEARS).optional(),
    reportTag: z.string().trim().max(100).nullish(),
    minScenario: z.number().int().min(-400).max(500).optional(),
    maxScenario: z.number().int().min(-400).max(500).optional(),
    selectedSubReportDefinitions: packageEntriesSchema.optional(),
    commentary: z.string().max(20_000).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.compareDataSetId && body.compareDataSetId === body.baseDataSetId) {
      ctx.addIssue({
        code: "custom",
        path: ["compareDataSetId"],
        message: "must differ from the base data set",
      });
    }
    if (
      body.minScenario !== undefined &&
      body.maxScenario !== undefined &&
      body.minScenario > body.maxScenario
    ) {
      ctx.addIssue({ code: "custom", path: ["minScenario"], message: "must not be above maxScenario" });
    }
  });

export type ReportDefinitionRequest = z.infer<typeof reportDefinitionRequestSchema>;

/** A report is as far along as the least finished of its data sets. */
export function derivedStatus(dataSetStatuses: (string | null)[]): "Started" | "Completed" | "Failed" {
  if (dataSetStatuses.includes("Failed")) return "Failed";
  return dataSetStatuses.every((s) => s === "Completed") ? "Completed" : "Started";
}

export type WorkflowAction = "approve" | "unapprove" | "publish" | "unpublish";

interface WorkflowState {
  status: string | null;
  approved: boolean;
  published: boolean;
}

/** Why an action may not be taken now (undefined when it may): spec section 4. */
export function workflowRefusal(
  action: WorkflowAction,
  s: WorkflowState,
): { error: string; resolution: string } | undefined {
  switch (action) {
    case "approve":
      if (s.published)
        return {
          error: "The report is published.",
          resolution: "Unpublish it first to change its approval.",
        };
      if (s.approved) return { error: "The report is already approved.", resolution: "Nothing to do." };
      if (s.status !== "Completed")
        return {
          error: `The report's status is ${s.status ?? "pending"}, not Completed.`,
          resolution: "Wait until its data sets have run successfully, then approve it.",
        };
      return undefined;
    case "unapprove":
      if (s.published)
        return { error: "A published report cannot be unapproved.", resolution: "Unpublish it first." };
      if (!s.approved) return { error: "The report is not approved.", resolution: "Nothing to do." };
      return undefined;
    case "publish":
      if (s.published) return { error: "The report is already published.", resolution: "Nothing to do." };
      if (!s.approved)
        return { error: "The report is not approved.", resolution: "Approve it before publishing it." };
      if (s.status !== "Completed")
        return {
          error: `The report's status is ${s.status ?? "pending"}, not Completed.`,
          resolution: "Wait until it is Completed.",
        };
      return undefined;
    case "unpublish":
      if (!s.published) return { error: "The report is not published.", resolution: "Nothing to do." };
      return undefined;
  }
}
