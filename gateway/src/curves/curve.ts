import { decimalOf } from "../graphql/scalars/decimal-rounding.ts";
import { asOfArgument } from "../graphql/scalars/as-of-argument.ts";
import { GraphQLError } from "graphql";
import type { Resolvers } from "../generated/graphql.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { requireSignedIn } from "../graphql/context.ts";
import type { CurveModel } from "../models/analysis-models.ts";
import { globalId } from "../graphql/ids.ts";

/** List entries carry no points or versions: the date's whole curve is read once per request. */
const whole = async (ctx: PlatformContext, curve: CurveModel) =>
  curve.versions ? curve : ctx.base.curve(curve.asOfDate);

/** A date's curve, null when the date has none: for the curve field and node alike. */
export async function readCurve(ctx: PlatformContext, asOfDate: string) {
  requireSignedIn(ctx);
  try {
    return await ctx.base.curve(asOfDate);
  } catch (error) {
    // A date without a curve is an answer (null), not a failure.
    if (error instanceof GraphQLError && error.extensions?.code === "NOT_FOUND") return null;
    throw error;
  }
}

export const curveResolvers: Resolvers = {
  Query: {
    curves: (_root, _args, ctx) => {
      requireSignedIn(ctx);
      return ctx.base.curves();
    },
    curve: (_root, args, ctx) => {
      requireSignedIn(ctx);
      return readCurve(ctx, asOfArgument(args));
    },
  },
  CurvePoint: { parYield: (p) => decimalOf(p.rate) },
  CurveVersion: {
    asOf: (v) => v.asOfDate,
    uploadedAt: (v) => v.uploadedDate ?? null,
  },
  Curve: {
    id: (c) => globalId("Curve", c.asOfDate),
    asOf: (c) => c.asOfDate,
    uploadedAt: (c) => c.uploadedDate ?? null,
    versionCount: async (c, _args, ctx) => c.versionCount ?? (await whole(ctx, c)).versions?.length ?? 1,
    points: async (c, _args, ctx) => c.points ?? (await whole(ctx, c)).points ?? [],
    versions: async (c, _args, ctx) => (await whole(ctx, c)).versions ?? [],
  },
};
