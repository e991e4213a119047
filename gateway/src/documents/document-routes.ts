import {
  refuse,
  refuseUnauthenticated,
  signedInOrRefused,
  type SignedInAuth,
} from "../auth/route-refusals.ts";
import { Router, type Response } from "express";
import { GraphQLError } from "graphql";
import { invalidCredentialText } from "../auth/invalid-credential.ts";
import type { RequestAuthenticator } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { BaseApi } from "../datasources/base-api.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { DOCUMENT_TICKET_HEADER, REPORT_DEFINITION_HEADER } from "./jobs/attachment-tickets.ts";
import type { StoredFile } from "./jobs/document-files.ts";
import { DOCUMENTS_PATH } from "./jobs/document-job.ts";
import { PDF_TYPE } from "./jobs/document-names.ts";
import type { DocumentServices } from "./jobs/document-services.ts";
import { isCurrent, listedAvailable, PACKAGES_PATH } from "./jobs/package-store.ts";
import { upstreamCallsOf } from "../datasources/upstream-calls.ts";

/** attachment; filename="…"; filename*=UTF-8''… (RFC 6266), safe for any name. */
const disposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

function send(
  res: Response,
  file: StoredFile,
  fileName: string,
  contentType: string,
  headers: Record<string, string> = {},
) {
  res.status(200).set({
    ...headers,
    "content-type": contentType,
    "content-length": String(file.size),
    "content-disposition": disposition(fileName),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  file.stream.on("error", () => res.destroy()).pipe(res);
}

/**
 * GET /documents/{jobId}: a finished job's file, for the user who asked only (anyone else: 404),
 * while they may read its report definition.
 * GET /documents/packages/{reportDefinitionId}/{Full|Summary}: a report definition's current PDF
 * package, for whoever may read the report definition now (checked through the api).
 * GET /documents/{jobId}/attachment: a finished job's file for the api, with a document ticket.
 */
export function documentRoutes(
  config: GatewayConfig,
  authenticator: RequestAuthenticator,
  documents: DocumentServices,
): Router {
  const router = Router();

  router.get(`${PACKAGES_PATH}/:reportDefinitionId/:suffix`, async (req, res) => {
    const auth = await signedInOrRefused(authenticator, req, res);
    if (!auth) return;
    const id = Number(req.params.reportDefinitionId);
    const suffix = req.params.suffix;
    const stored =
      Number.isSafeInteger(id) && /^(Full|Summary)$/.test(suffix)
        ? await documents.packages.find(id, suffix)
        : undefined;
    if (!stored) return refuse(res, 404, ERROR_TEXTS.packageNotFound);
    const [updatedDate, listed] = await Promise.all([
      definitionUpdatedDate(config, auth, stored.clientId, id),
      packageListed(config, auth, id, suffix),
    ]);
    if (updatedDate === "refused" || listed === "refused") return refuseRevoked(res, auth);
    if (updatedDate === "unavailable" || listed === "unavailable")
      return refuse(res, 502, ERROR_TEXTS.upstreamUnavailable("analysis API"));
    // Not readable by this caller looks the same as no package at all, and so does a file no
    // staff member registered (a client user's render of it): served only as `pdfs` lists it.
    if (updatedDate === null || !listed) return refuse(res, 404, ERROR_TEXTS.packageNotFound);
    if (!isCurrent(stored, updatedDate)) return refuse(res, 409, ERROR_TEXTS.packageOutdated);
    const file = await documents.packages.open(stored);
    if (!file) return refuse(res, 404, ERROR_TEXTS.packageNotFound);
    send(res, file, stored.fileName, PDF_TYPE);
  });

  router.get(`${DOCUMENTS_PATH}/:jobId`, async (req, res) => {
    const auth = await signedInOrRefused(authenticator, req, res);
    if (!auth) return;
    const owner = { sub: auth.sub, tenant: auth.tenant };
    const job = await documents.jobs.find(req.params.jobId, owner);
    if (!job) return refuse(res, 404, ERROR_TEXTS.documentJobNotFound);
    if (job.status === "FAILED") return refuse(res, 409, ERROR_TEXTS.documentJobFailed);
    if (job.status !== "DONE") return refuse(res, 409, ERROR_TEXTS.documentNotReady);
    // Read as the caller may read the definition now: a token without View, or a definition
    // unpublished since the job finished, gets no file, as if there were none.
    const readable = await definitionUpdatedDate(config, auth, job.clientId, job.reportDefinitionId);
    if (readable === "refused") return refuseRevoked(res, auth);
    if (readable === "unavailable") return refuse(res, 502, ERROR_TEXTS.upstreamUnavailable("analysis API"));
    if (readable === null) return refuse(res, 404, ERROR_TEXTS.documentJobNotFound);
    const { file } = await documents.jobs.openFile(job.id, owner);
    if (!file) return refuse(res, 404, ERROR_TEXTS.documentJobNotFound);
    send(res, file, job.fileName, job.contentType);
  });

  // The api fetching an email attachment: the ticket names the job and its owner, nothing else
  // opens it. The api checks the sender may still read the report definition named here.
  router.get(`${DOCUMENTS_PATH}/:jobId/attachment`, async (req, res) => {
    const ticket = req.get(DOCUMENT_TICKET_HEADER);
    const owner = ticket ? documents.attachments.verify(ticket, req.params.jobId) : undefined;
    if (!owner) return refuseUnauthenticated(res, ERROR_TEXTS.documentTicketInvalid);
    const { job, file } = await documents.jobs.openFile(req.params.jobId, owner);
    if (!job || !file) return refuse(res, 404, ERROR_TEXTS.documentJobNotFound);
    send(res, file, job.fileName, job.contentType, {
      [REPORT_DEFINITION_HEADER]: String(job.reportDefinitionId),
    });
  });

  return router;
}

/**
 * A credential the gateway took (its signature verifies) that the api refused: a revoked sign-in
 * or service account. 401, as the documentation says and GraphQL answers, not the 404 of a
 * document the caller may not read (an API consumer's review).
 */
function refuseRevoked(res: Response, auth: SignedInAuth) {
  const bearer = auth.kind === "bearer";
  refuseUnauthenticated(res, invalidCredentialText({ reason: bearer ? "bearer" : "session" }), bearer);
}

/**
 * The analysis API as the caller: null for a refusal of the read, "refused" when it refused the
 * credential itself, "unavailable" when it did not answer.
 */
async function asCaller<T>(
  config: GatewayConfig,
  auth: SignedInAuth,
  read: (base: BaseApi) => Promise<T | null>,
): Promise<T | null | "refused" | "unavailable"> {
  const base = new BaseApi({
    baseUrl: config.BASE_API_URL,
    token: auth.accessToken,
    ...upstreamCallsOf(config),
  });
  try {
    return await read(base);
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions?.code : undefined;
    if (code === "UNAUTHENTICATED") return "refused";
    return code === "UPSTREAM_UNAVAILABLE" ? "unavailable" : null;
  }
}

/** The report definition's last change as the caller may see it; null when they may not. */
const definitionUpdatedDate = (config: GatewayConfig, auth: SignedInAuth, clientId: number, id: number) =>
  asCaller(config, auth, async (base) => {
    const definitions = await base.reportDefinitions(clientId);
    return definitions.find((d) => d.id === id)?.updatedDate ?? null;
  });

/** Whether the report definition's `pdfs` lists the package as Available (a staff member registered it). */
const packageListed = (config: GatewayConfig, auth: SignedInAuth, id: number, suffix: string) =>
  asCaller(config, auth, async (base) => listedAvailable(await base.reportPdfs(id), suffix));
