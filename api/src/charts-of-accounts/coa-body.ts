import { z } from "zod";

export const MAX_NAME_LENGTH = 100;

const name = z.string().trim().min(1, "is required").max(MAX_NAME_LENGTH);

/** The modeling run result whose folder tree is imported: a number or a short code, as text. */
const runResultId = z.union([
  z.number().int().positive().transform(String),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, "must be a run result id: 1 to 64 letters, digits, '.', '_' or '-'"),
]);

/**
 * The folder tree, read by the chart rules (coa-validation.ts: parseCoaTree), which walk a tree of
 * any depth without recursion and name the node of each problem: the schema says its shape only.
 */
const tree = z
  .unknown()
  .describe(
    "The folder tree: a root node { description, children: [...] } whose nodes each have id, key, description, folderType and children (see a chart read with GET); checked by the chart rules, each problem naming its node.",
  );

/** Import: a new chart from a run result's folder tree. */
export const importChartBody = z.object({ name, sourceRunResultId: runResultId });

/** A tree saved as a new chart. */
export const newChartBody = z.object({ name, coa: tree });

/** A rename, a new tree, or both. */
export const chartChangeBody = z.object({ name: name.optional(), coa: tree.optional() });
