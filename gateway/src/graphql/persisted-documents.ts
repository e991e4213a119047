import { withReason } from "../errors/error-codes.ts";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { NextFunction, Request, Response } from "express";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { log } from "../logging/logger.ts";

/** The code of an unknown hash, as Apollo Client's persisted query link expects it. */
export const PERSISTED_QUERY_NOT_FOUND = "PERSISTED_QUERY_NOT_FOUND";
export const PERSISTED_QUERY_HASH_MISMATCH = "PERSISTED_QUERY_HASH_MISMATCH";

/** Automatic persisted queries kept per gateway instance: the most recently used win. */
const MAX_REGISTERED = 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The web app's operations by hash: the client preset's persisted-documents.json maps
 * 'sha256:<hex>' to the document text. Both 'sha256:<hex>' and the bare hex are accepted.
 */
export class PersistedDocuments {
  private readonly byHash = new Map<string, string>();
  /** Automatic persisted queries (APQ) registered by clients: hex hash to text, least recently used first. */
  private readonly registered = new Map<string, string>();

  private readonly documents: number;

  constructor(documents: Record<string, string> = {}) {
    this.documents = Object.keys(documents).length;
    for (const [hash, text] of Object.entries(documents)) {
      this.byHash.set(hash, text);
      this.byHash.set(hash.replace(/^sha256:/, ""), text);
    }
  }

  /**
   * Reads the manifest. A missing file still starts the gateway (a checkout before codegen, a test),
   * with no persisted documents, but loudly: the web app it serves would break in ways that look
   * like other faults (an image once shipped without the file and a client was refused its home page).
   */
  static load(file: string): PersistedDocuments {
    if (!existsSync(file)) {
      log.warn(
        `PERSISTED_DOCUMENTS: ${file} does not exist, so the gateway knows none of the web app's operations: ` +
          `each hash-only request of the web app is refused (${PERSISTED_QUERY_NOT_FOUND}) and sent again ` +
          `with its text, and its own queries are charged for their lists' sizes against MAX_QUERY_COST ` +
          `(a client with many data sets is refused its home page). Point PERSISTED_DOCUMENTS at the ` +
          `web build's web/src/generated/persisted-documents.json (npm run codegen writes it).`,
      );
      return new PersistedDocuments();
    }
    let documents: unknown;
    try {
      documents = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      // JSON.parse's own "Unexpected token" named neither the file nor the setting.
      throw new Error(
        `PERSISTED_DOCUMENTS: ${file} is not the web build's persisted documents (${(error as Error).message}): ` +
          "run npm run codegen to write it again, or point PERSISTED_DOCUMENTS at the web build's file.",
        { cause: error },
      );
    }
    const valid =
      typeof documents === "object" &&
      documents !== null &&
      !Array.isArray(documents) &&
      Object.values(documents).every((text) => typeof text === "string");
    if (!valid)
      throw new Error(
        `PERSISTED_DOCUMENTS: ${file} is not the web build's persisted documents (an object of hashes to ` +
          "document texts): run npm run codegen to write it again, or point PERSISTED_DOCUMENTS at the web build's file.",
      );
    return new PersistedDocuments(documents as Record<string, string>);
  }

  /** Each document once, whichever form of its hash it is found by. */
  get size(): number {
    return this.documents;
  }

  /** Whether `text` is one of the web app's own operations (the manifest's, not one a client registered). */
  ships(text: string): boolean {
    return this.byHash.has(sha256(text));
  }

  find(hash: string): string | undefined {
    const known = this.byHash.get(hash);
    if (known !== undefined) return known;
    const hex = hash.replace(/^sha256:/, "");
    const text = this.registered.get(hex);
    if (text !== undefined) this.remember(hex, text);
    return text;
  }

  /**
   * A client sent a query with its hash (the APQ protocol's second request): keep it, so later
   * requests need only the hash. False when the hash is not the text's SHA-256.
   */
  register(hash: string, text: string): boolean {
    const hex = hash.replace(/^sha256:/, "");
    if (sha256(text) !== hex) return false;
    if (!this.byHash.has(hex)) this.remember(hex, text);
    return true;
  }

  private remember(hex: string, text: string): void {
    this.registered.delete(hex);
    this.registered.set(hex, text);
    if (this.registered.size > MAX_REGISTERED)
      this.registered.delete(this.registered.keys().next().value as string);
  }

  /** The documents under their 'sha256:<hex>' names. */
  entries(): [string, string][] {
    return [...this.byHash.entries()].filter(([hash]) => hash.startsWith("sha256:"));
  }
}

interface Extensions {
  persistedQuery?: { version?: number; sha256Hash?: string };
  [key: string]: unknown;
}

function parseJson(text: unknown): Extensions | undefined {
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text) as Extensions;
  } catch {
    return undefined;
  }
}

/**
 * Before Apollo: a request that names a hash (extensions.persistedQuery.sha256Hash, or the
 * GraphQL-over-HTTP documentId) and sends no query gets the document of that hash, or a
 * PersistedQueryNotFound error when the hash is unknown. A request with query text and a hash
 * registers the text under it (automatic persisted queries: one round trip from then on), or
 * is refused when the hash is not the text's; query text without a hash runs as it is.
 */
export function persistedDocumentsMiddleware(documents: PersistedDocuments) {
  const answer = (res: Response, status: number, code: string, error: string, resolution: string) =>
    res.status(status).json({
      errors: [withReason({ message: error, extensions: { code, messages: [{ error, resolution }] } })],
    });
  const refuse = (res: Response) =>
    answer(
      res,
      200,
      PERSISTED_QUERY_NOT_FOUND,
      ERROR_TEXTS.persistedQueryNotFound,
      ERROR_TEXTS.persistedQueryResolution,
    );
  const mismatch = (res: Response) =>
    answer(
      res,
      400,
      PERSISTED_QUERY_HASH_MISMATCH,
      ERROR_TEXTS.persistedQueryHashMismatch,
      ERROR_TEXTS.persistedQueryHashResolution,
    );

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "POST") {
      const body = req.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== "object" || Array.isArray(body)) return next();
      const extensions = (typeof body.extensions === "object" ? body.extensions : undefined) as
        Extensions | undefined;
      const hash = extensions?.persistedQuery?.sha256Hash ?? body.documentId;
      if (hash === undefined) return next();
      if (extensions) delete extensions.persistedQuery;
      delete body.documentId;
      if (typeof body.query === "string") {
        return typeof hash === "string" && !documents.register(hash, body.query) ? mismatch(res) : next();
      }
      const text = typeof hash === "string" ? documents.find(hash) : undefined;
      if (!text) return refuse(res);
      body.query = text;
      return next();
    }
    if (req.method === "GET") {
      const url = new URL(req.originalUrl, "http://gateway");
      const params = url.searchParams;
      const extensions = parseJson(params.get("extensions"));
      const hash = extensions?.persistedQuery?.sha256Hash ?? params.get("documentId") ?? undefined;
      if (hash === undefined) return next();
      if (extensions) {
        delete extensions.persistedQuery;
        params.set("extensions", JSON.stringify(extensions));
      }
      params.delete("documentId");
      const query = params.get("query");
      if (query && !documents.register(hash, query)) return mismatch(res);
      if (!query) {
        const text = documents.find(hash);
        if (!text) return refuse(res);
        params.set("query", text);
      }
      req.url = `${req.url.split("?")[0]}?${params.toString()}`;
      return next();
    }
    return next();
  };
}
