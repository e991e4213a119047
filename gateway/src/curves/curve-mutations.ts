import { decodeUploads } from "../data-sets/uploads.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { failure, orFailure, renameFailureField } from "../graphql/failures.ts";
import { asOfArgument, asOfFieldOf } from "../graphql/scalars/as-of-argument.ts";

export const curveMutationResolvers: Resolvers = {
  Mutation: {
    uploadCurve: async (_root, { input }, ctx) => {
      requireSignedIn(ctx);
      const uploads = decodeUploads([input.file], {
        resolution: ERROR_TEXTS.curveFileResolution,
        field: "file",
      });
      if ("problems" in uploads)
        return failure("ValidationFailed", "UPLOAD_INVALID", ERROR_TEXTS.curveFileRefused, uploads.problems);
      const [file] = uploads.files;
      if (!file) throw new Error("decodeUploads answered neither a file nor a problem.");
      const answer = await orFailure(async () => {
        const asOf = asOfArgument(input);
        const version = await ctx.base.uploadCurve(asOf, input.source ?? null, file);
        return {
          __typename: "CurveUploaded" as const,
          version,
          curve: await ctx.base.curve(version.asOfDate),
        };
      }, [{ codes: INPUT_FAILURE_CODES, as: "ValidationFailed" }]);
      return renameFailureField(answer, "asOfDate", asOfFieldOf(input));
    },
  },
};
