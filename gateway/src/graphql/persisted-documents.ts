import { existsSync, readFileSync } from "node:fs";
import type { NextFunction, Request, Response } from "express";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

/** The code of an unknown hash, as Apollo Client's persisted query link expects it. */
export const PERSISTED_QUERY_NOT_FOUND = "PERSISTED_QUERY_NOT_FOUND";

/**
 * The web app's operations by hash: the client preset's persisted-documents.json maps
 * 'sha256:<hex>' to the document text. Both 'sha256:<hex>' and the bare hex are accepted.
 */
export class PersistedDocuments {
  private readonly byHash = new Map<string, string>();

  constructor(documents: Record<string, string> = {}) {
    for (const [hash, text] of Object.entries(documents)) {
      this.byHash.set(hash, text);
      this.byHash.set(hash.replace(/^sha256:/, ""), text);
    }
  }

  /** Reads the manifest; a missing file means no persisted documents (all requests send text). */
  static load(file: string): PersistedDocuments {
    if (!existsSync(file)) return new PersistedDocuments();
    return new PersistedDocuments(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
  }

  get size(): number {
    return this.byHash.size;
  }

  find(hash: string): string | undefined {
    return this.byHash.get(hash);
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
 * PersistedQueryNotFound error when the hash is unknown. Requests with query text run as
 * they are (scripts, BI tools); the hash they may carry is dropped, nothing is registered.
 */
export function persistedDocumentsMiddleware(documents: PersistedDocuments) {
  const refuse = (res: Response) =>
    res.status(200).json({
      errors: [
        {
          message: ERROR_TEXTS.persistedQueryNotFound,
          extensions: {
            code: PERSISTED_QUERY_NOT_FOUND,
            messages: [
              { error: ERROR_TEXTS.persistedQueryNotFound, resolution: ERROR_TEXTS.persistedQueryResolution },
            ],
          },
        },
      ],
    });

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
      if (typeof body.query === "string") return next();
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
      if (!params.get("query")) {
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
