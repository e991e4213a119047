import { makeExecutableSchema } from "@graphql-tools/schema";
import { loadTypeDefs } from "@alm/schema";
import { viewerResolvers } from "./resolvers/viewer.ts";

/** The SDL of schema/ with one resolver module per type. */
export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [viewerResolvers],
  });
}
