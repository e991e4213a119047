import { refuse, signedInOrRefused } from "../auth/route-refusals.ts";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Router, type Request, type Response } from "express";
import { GraphQLError, type GraphQLSchema } from "graphql";
import type { RequestAuthenticator } from "../auth/request-auth.ts";
import { fromOwnPages } from "../auth/same-origin.ts";
import type { GatewayConfig } from "../config.ts";
import { BaseApi, type DataSetRequest } from "../datasources/base-api.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { coerceDataSetInput, dataSetRequest, SAVE_DATA_SET_FAILURES } from "./data-set-save.ts";
import { asOfFieldOf } from "../graphql/scalars/as-of-argument.ts";
import { orFailure, renameFailureField } from "../graphql/failures.ts";
import { globalId, toId } from "../graphql/ids.ts";
import { STAFF_TENANT } from "../graphql/models.ts";
import { multipartBoundary, withLeadingField } from "./multipart-relay.ts";
import { upstreamCallsOf } from "../datasources/upstream-calls.ts";

export const UPLOADS_PATH = "/uploads";

/** Signed-in staff from the application's own pages (or a Bearer consumer); else the refusal sent. */
async function uploader(
  authenticator: RequestAuthenticator,
  config: GatewayConfig,
  req: Request,
  res: Response,
) {
  const auth = await signedInOrRefused(authenticator, req, res);
  if (!auth) return;
  // A cookie rides along on a form another site posts; a Bearer token never does.
  if (auth.kind === "session" && !fromOwnPages(req, config.GATEWAY_PUBLIC_URL))
    return refuse(res, 403, ERROR_TEXTS.uploadCrossSite);
  if (auth.tenant !== STAFF_TENANT) return refuse(res, 403, ERROR_TEXTS.uploadStaffOnly);
  return auth;
}

function parsed(
  req: Request,
  schema: GraphQLSchema,
): { clientId: number; request: DataSetRequest; asOfField: string } | { problem: string } {
  try {
    const json = typeof req.query.input === "string" ? req.query.input : "";
    const input = coerceDataSetInput(schema, json);
    return {
      clientId: toId(String(req.params.clientId), "Client", "clientId"),
      request: dataSetRequest(input),
      asOfField: asOfFieldOf(input),
    };
  } catch (error) {
    if (error instanceof GraphQLError) return { problem: error.message };
    throw error;
  }
}

/**
 * Saves a data set with its files the way the saveDataSet mutation does, but the files stream from
 * the browser through the gateway to the api's multipart PUT without being held here, so the api's
 * limits (20 MB a file, 4 files) are the only ones. Answers the mutation's result types as JSON:
 * DataSetSaved (with the id and the files' warnings; read the data set through GraphQL), or a typed failure with the api's
 * status (409, 413, 422); other refusals as { error }.
 */
export function dataSetUploadRoutes(
  config: GatewayConfig,
  authenticator: RequestAuthenticator,
  schema: GraphQLSchema,
): Router {
  const router = Router();
  router.post(`${UPLOADS_PATH}/data-sets/:clientId`, async (req, res) => {
    const auth = await uploader(authenticator, config, req, res);
    if (!auth) return;
    const contentType = req.get("content-type");
    const boundary = multipartBoundary(contentType);
    if (!boundary || !contentType) return refuse(res, 415, ERROR_TEXTS.uploadNotMultipart);
    const given = parsed(req, schema);
    if ("problem" in given) return refuse(res, 400, given.problem);
    const base = new BaseApi({
      baseUrl: config.BASE_API_URL,
      token: auth.accessToken,
      ...upstreamCallsOf(config),
    });
    // The browser gave up (closed the tab, lost the line): the api's request ends unfinished, nothing is saved.
    const abandoned = new AbortController();
    res.on("close", () => !res.writableFinished && abandoned.abort());
    const body = Readable.from(
      withLeadingField(boundary, "dataSetRequestBody", JSON.stringify(given.request), req),
    );
    try {
      const answer = await base.uploadDataSet(
        given.clientId,
        {
          stream: Readable.toWeb(body) as WebReadableStream<Uint8Array> as ReadableStream<Uint8Array>,
          contentType,
        },
        abandoned.signal,
      );
      const result = await orFailure(async () => {
        const saved = await answer.model();
        // The id the schema gives the data set, so the app reads it back with it alone.
        const id = globalId("DataSet", given.clientId, saved.id);
        return {
          __typename: "DataSetSaved" as const,
          dataSet: { id, name: saved.name },
          warnings: saved.warnings ?? [],
        };
      }, SAVE_DATA_SET_FAILURES);
      res
        .status(answer.status)
        .set("cache-control", "no-store")
        .json(renameFailureField(result, "asOfDate", given.asOfField));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      refuse(res, statusOf(error.extensions?.code), error.message);
    }
  });
  return router;
}

/** The api's refusals keep their meaning; anything else is the api failing us (502). */
const STATUSES: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };
const statusOf = (code: unknown) =>
  typeof code === "string" && Object.hasOwn(STATUSES, code) ? STATUSES[code] : 502;
