import type { DocumentNode } from "graphql";

/** The hash codegen gave a document (persisted documents), as the gateway knows it; undefined without one. */
export const persistedHash = (document: DocumentNode): string | undefined =>
  (document as { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, "");
