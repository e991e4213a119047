import type { RiskStatus } from "../generated/graphql.ts";
import type { WhatIfStatusModel } from "../models/what-if-models.ts";

/** The api's status (text and tone) as the schema's RiskStatus, the dashboard's type. */
export const riskStatusOf = (s: WhatIfStatusModel): RiskStatus => ({
  text: s.text,
  tone: s.tone === "success" ? "SUCCESS" : s.tone === "warning" ? "WARNING" : "ERROR",
});
