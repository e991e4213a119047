import { requireSignedIn, type PlatformContext } from "../../graphql/context.ts";
import { notFoundOf, readOrNotFound } from "../../graphql/failures.ts";
import { itemKeyOf } from "../../graphql/ids.ts";
import { requireView } from "../../graphql/view-permission.ts";
import type { ReportDefinitionModel } from "../../models/analysis-models.ts";
import type { JobOwner } from "./document-job.ts";
import type { JobCredential } from "./job-request.ts";
import type { SignedInAuth } from "./pdf-renderer.ts";

/** What every document request starts from: who asks, and a report definition they may read now. */
export interface DocumentSubject {
  owner: JobOwner;
  /** What the job reads with, on whichever instance runs it. */
  credential: JobCredential;
  clientId: number;
  definition: ReportDefinitionModel;
  acronym: string;
}

/**
 * Checks access before anything is queued, through the api with the user's own token: a client
 * user reads only their own client's published report definitions; anything else is NOT_FOUND.
 */
export async function documentSubject(
  ctx: PlatformContext,
  args: { clientId?: string | null; reportDefinitionId: string },
): Promise<DocumentSubject> {
  const owner = requireSignedIn(ctx);
  const credential = credentialOf(ctx.auth as SignedInAuth);
  await requireView(ctx);
  const { clientId, id } = itemKeyOf(
    "ReportDefinition",
    { id: args.reportDefinitionId, clientId: args.clientId },
    { id: "reportDefinitionId", clientId: "clientId" },
  );
  const definition = await readOrNotFound(
    notFoundOf("ReportDefinition", args.reportDefinitionId, "reportDefinitionId"),
    () => ctx.loaders.reportDefinition.load({ clientId, id }),
  );
  const client = await ctx.core.clientLookup({ id: clientId });
  return { owner, credential, clientId, definition, acronym: client.acronym };
}

/** The session that asked (its tokens stay fresh in the store), or the caller's Bearer token. */
export const credentialOf = (auth: SignedInAuth): JobCredential =>
  auth.kind === "session"
    ? { kind: "session", sessionId: auth.session.id }
    : { kind: "bearer", accessToken: auth.accessToken };

/**
 * The viewer as a job owner: signed in with a session or a Bearer token that still stands. A job
 * is read from the gateway's own store, so nothing upstream would refuse a revoked credential
 * (a service account's token, verified by its signature alone): the viewer's read asks the api.
 */
export async function ownerOf(ctx: PlatformContext): Promise<JobOwner> {
  const owner = requireSignedIn(ctx);
  await ctx.viewer();
  return owner;
}
