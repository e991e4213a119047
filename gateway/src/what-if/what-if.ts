import type { Resolvers } from "../generated/graphql.ts";
import { requireReader, requireSignedIn, type PlatformContext } from "../graphql/context.ts";
import { orFailure } from "../graphql/failures.ts";
import { globalId, optionalId, toId } from "../graphql/ids.ts";
import { decimalOf, usdOf } from "../graphql/scalars/decimal-rounding.ts";
import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import { whatIfOrNotFound } from "./what-if-not-found.ts";
import { whatIfRequest } from "./what-if-request.ts";

/** A what-if's expected failures: invalid changes, each message naming its input field. */
export const WHAT_IF_FAILURES = [{ codes: INPUT_FAILURE_CODES, as: "ValidationFailed" as const }];

/** The groups the what-if page offers a signed-in user (not a print page's). */
function groupsOf(args: { dataSetId: string; reportDefinitionId?: string | null }, ctx: PlatformContext) {
  requireSignedIn(ctx);
  const dataSetId = toId(args.dataSetId, "DataSet", "dataSetId");
  const definition = optionalId(args.reportDefinitionId, "ReportDefinition", "reportDefinitionId");
  return whatIfOrNotFound(ctx, args, () => ctx.core.whatIfDepositGroups(dataSetId, definition));
}

export const whatIfResolvers: Resolvers = {
  Query: {
    whatIf: (_root, { input }, ctx) => {
      const { dataSetId, body } = whatIfRequest(input);
      // A print ticket (the what-if PDF's page) computes the what-if of its own report definition only.
      const printed = ctx.auth.kind === "print" ? Number(body.reportDefinitionId) : undefined;
      requireReader(ctx, { reportDefinitionId: printed });
      return orFailure(async () => {
        const whatIf = await whatIfOrNotFound(ctx, input, () => ctx.core.whatIf(dataSetId, body));
        requireReader(ctx, { clientId: whatIf.clientId, reportDefinitionId: whatIf.reportDefinitionId });
        return { __typename: "WhatIf" as const, ...whatIf };
      }, WHAT_IF_FAILURES);
    },
    whatIfDepositGroups: async (_root, args, ctx) => (await groupsOf(args, ctx)).keys,
    whatIfGroups: async (_root, args, ctx) => {
      const groups = await groupsOf(args, ctx);
      return {
        balanceSheet: groups.balanceSheetKeys,
        resizable: groups.resizableKeys,
        purchasable: groups.purchaseKeys,
        purchaseTerms: groups.purchaseTerms.map((t) => ({
          group: t.key,
          amortization: t.amortization,
          cpr: decimalOf(t.cpr),
        })),
        deposits: groups.keys,
        depositTerms: groups.depositTerms.map((t) => ({
          group: t.key,
          decay: decimalOf(t.decay),
          beta: decimalOf(t.beta),
        })),
      };
    },
  },
  WhatIf: {
    dataSetId: (w) => globalId("DataSet", w.clientId, w.dataSetId),
    asOf: (w) => w.asOfDate.slice(0, 10),
    reportDefinitionId: (w) => globalId("ReportDefinition", w.clientId, w.reportDefinitionId),
  },
  WhatIfAppliedChange: { amount: (c) => usdOf(c.amount) },
  WhatIfBalance: { asIs: (b) => usdOf(b.asIs), withChanges: (b) => usdOf(b.withChanges) },
  WhatIfLimit: { number: (l) => decimalOf(l.value) },
};
