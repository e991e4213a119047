import type { GroupSpec } from "./report-builders.ts";
import { supplementalNevPages } from "./supplemental-nev.ts";
import { supplementalInvestmentPages, supplementalNiiPages } from "./supplemental-nii.ts";

/** Detail pages behind the summaries, in the order the spec lists them. */
export const supplemental: GroupSpec = {
  id: 5,
  description: "Supplemental",
  pages: [...supplementalNevPages, ...supplementalNiiPages, ...supplementalInvestmentPages],
};
