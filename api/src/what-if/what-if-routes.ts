import { PERMISSIONS } from "../access/permissions.ts";
import type { Caller } from "../auth/caller.ts";
import { withActions } from "../analysis/data-sets/data-set-actions.ts";
import type { Database } from "@alm/database";
import type { z } from "zod";
import type { Response } from "express";
import { sendModel } from "../http/envelope.ts";
import { idParam, optionalId } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import type { WhatIfServices } from "./compute-what-if.ts";
import { goalSeek } from "./goal-seek.ts";
import { saveWhatIf } from "./save-what-if.ts";
import { goalSeekSchema, saveWhatIfSchema, whatIfSchema } from "./what-if-input.ts";
import { depositGroupsOf, runWhatIf } from "./what-if-service.ts";

/** Aborted when the caller goes away before the answer: its engine computation is stopped. */
function whenAbandoned(res: Response): AbortSignal {
  const left = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) left.abort();
  });
  return left.signal;
}

/** Runs a computation for the caller; one whose caller went away answers nobody (nothing to log). */
async function forCaller<T>(res: Response, compute: (signal: AbortSignal) => Promise<T>): Promise<void> {
  const signal = whenAbandoned(res);
  try {
    sendModel(res, await compute(signal));
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

type Computation<R> = (
  services: WhatIfServices,
  db: Database,
  caller: Caller,
  dataSetId: number,
  request: R,
  signal: AbortSignal,
) => Promise<unknown>;

/** What `changes` holds, said in each summary that takes it. */
const CHANGES_ARE =
  " The body's changes: a list of at most 20, each one of { resize | purchase | depositShift | depositAssumptions } (docs/api.md, What-if); numbers as JSON numbers, ids as database numbers.";

/**
 * What-if and goal seek on a data set (issue 45): computed in the engine pool on the spot, never
 * stored, for anyone who may view the data set (client users: their institution's data sets of
 * published report definitions). Saving one as a What If data set is staff's, with the right to
 * edit data sets, and is audited.
 */
export function whatIfRoutes(db: Database, notifier: StatusNotifier, services: WhatIfServices): RouteDef[] {
  /** Answers with a computation on the data set `:id`, its body validated as the `what` it names. */
  const computed =
    <S extends z.ZodType>(schema: S, what: string, compute: Computation<z.infer<S>>): RouteDef["handler"] =>
    async (req, res) => {
      const request = parseInput(schema, req.body, what);
      const id = idParam(req.params, "id");
      await forCaller(res, (signal) =>
        compute(services, db, res.locals.caller as Caller, id, request, signal),
      );
    };
  return [
    {
      method: "post",
      path: "/datasets/:id/whatif",
      summary:
        "A what-if: the data set's headline figures (NEV, NCUA rating, NII, NII at risk, liquidity, duration mismatch, policy) as it is and with the changes, each with its limit and status and a series per scenario. Computed in the engine pool, never stored; 422 names the field of each invalid change; 429 when the caller has 4 waiting." +
        CHANGES_ARE,
      scope: { kind: "dataSet", param: "id" },
      permission: PERMISSIONS.view,
      body: whatIfSchema,
      writesNothing: true,
      handler: computed(whatIfSchema, "what-if", runWhatIf),
    },
    {
      method: "get",
      path: "/datasets/:id/whatif/depositgroups",
      summary:
        "The chart keys of the groups that hold non-maturity deposits in the data set (keys: those a depositShift or depositAssumptions change may name), of the groups of assets and liabilities (balanceSheetKeys), of those holding a balance (resizableKeys: those a resize, a goal seek's lever or a counterpartGroup may name) and of the leaves a purchase may be bought into (purchaseKeys: not contra lines, nor lines whose positions bear no rate), in the chart's order; with purchaseTerms (each such leaf's key, amortization and CPR) and depositTerms (each deposit group's key and its average decay and beta now, fractions); the chart is the report definition's (reportDefinitionId, else the latest using the data set as its base).",
      scope: { kind: "dataSet", param: "id" },
      permission: PERMISSIONS.view,
      params: ["reportDefinitionId"],
      handler: async (req, res) => {
        const id = idParam(req.params, "id");
        const definition = optionalId(req.query, "reportDefinitionId");
        const caller = res.locals.caller as Caller;
        sendModel(res, await depositGroupsOf(services, db, caller, id, definition));
      },
    },
    {
      method: "post",
      path: "/datasets/:id/goalseek",
      summary:
        "Goal seek: the smallest sale of one group (a whole number of steps) that reaches a target (NEV change or ratio at the shock, NCUA rating, NII policy), or that no amount does; with the amount one step less, which does not, and the what-if at the amount." +
        CHANGES_ARE,
      scope: { kind: "dataSet", param: "id" },
      permission: PERMISSIONS.view,
      body: goalSeekSchema,
      writesNothing: true,
      handler: computed(goalSeekSchema, "goal seek", goalSeek),
    },
    {
      method: "post",
      path: "/datasets/:id/whatif/save",
      summary:
        "Staff: saves a what-if as a What If data set (type 1) of the same client and as-of date, named by its description and linked to its source; it has not run yet. 201 when saved; 409 when the name is taken." +
        CHANGES_ARE,
      scope: { kind: "dataSet", param: "id" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      body: saveWhatIfSchema,
      audit: {
        action: "WHAT_IF_SAVED",
        target: (req) => `data set ${req.params.id}`,
        detail: (req) => ({ description: (req.body as { description?: unknown } | undefined)?.description }),
      },
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const { description, ...request } = parseInput(saveWhatIfSchema, req.body, "what-if");
        const saved = await saveWhatIf(services, db, notifier, {
          caller,
          dataSetId: idParam(req.params, "id"),
          request,
          description,
        });
        sendModel(res, withActions(saved, caller), 201);
      },
    },
  ];
}
