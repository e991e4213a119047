import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchTokens, openGatewayStore } from "@alm/test-support";
import { loadGatewayConfig, type GatewayConfig } from "../config.ts";
import { startGateway, type RunningGateway } from "../server.ts";
import { startApiProcess, type RunningApiProcess } from "./test-stack.ts";
import {
  pdfPackageSteps,
  type PdfPackageRequest,
  type RenderPdfPackage,
} from "../documents/jobs/pdf-renderer.ts";

/** The api and a gateway with a PDF renderer of the test's choosing (tests, bench). */
export interface DocumentStack {
  gatewayUrl: string;
  gateway: RunningGateway;
  api: RunningApiProcess;
  config: GatewayConfig;
  /** Signs the gateway's cookies and tickets (configured, so that tests can forge and check them). */
  sessionSecret: string;
  /** A Bearer access token of a demo user, signed in through the provider. */
  token(username: string): Promise<string>;
  close(): Promise<void>;
}

/** Ports of the documents tests and bench (4260-4269): api, then gateway. */
export async function startDocumentStack(options: {
  apiPort: number;
  gatewayPort: number;
  renderPdf?: RenderPdfPackage;
  config?: Record<string, string>;
  /** Where the gateway reaches the api's REST services, given the api (a proxy in front of it). */
  restUrlOf?: (apiUrl: string) => Promise<string>;
}): Promise<DocumentStack> {
  const gatewayUrl = `http://localhost:${options.gatewayPort}`;
  const documentsDir = mkdtempSync(join(tmpdir(), "alm-documents-"));
  const api = await startApiProcess(gatewayUrl, { port: options.apiPort });
  const store = await openGatewayStore(documentsDir);
  const restUrl = options.restUrlOf ? await options.restUrlOf(api.url) : api.url;
  const sessionSecret = randomBytes(32).toString("base64url");
  const config = loadGatewayConfig({
    SESSION_SECRET: sessionSecret,
    GATEWAY_PORT: String(options.gatewayPort),
    GATEWAY_PUBLIC_URL: gatewayUrl,
    CORE_API_URL: `${restUrl}/core`,
    BASE_API_URL: `${restUrl}/base`,
    OIDC_ISSUER: `${api.url}/oidc`,
    ...store.env,
    UPSTREAM_TIMEOUT_MS: "60000",
    ...options.config,
  });
  const gateway = await startGateway(config, { renderPdf: options.renderPdf });
  const tokens = new Map<string, Promise<string>>();
  return {
    gatewayUrl,
    gateway,
    api,
    config,
    sessionSecret,
    token: (username) => {
      let token = tokens.get(username);
      if (!token) {
        token = fetchTokens({
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          redirectUri: `${gatewayUrl}/auth/callback`,
          username,
          password: username,
        }).then((t) => t.access_token);
        tokens.set(username, token);
      }
      return token;
    },
    close: async () => {
      await gateway.close();
      await api.stop();
      await store.drop();
      rmSync(documentsDir, { recursive: true, force: true });
    },
  };
}

/**
 * A stand-in for the Chromium renderer: a small PDF naming its entries, its progress counted as
 * the renderer's (the cover, each entry, the contents), failing for the titles it is told to. It
 * records every request.
 */
export function fakeRenderer(failFor: Set<string> = new Set()) {
  const requests: PdfPackageRequest[] = [];
  const render: RenderPdfPackage = async (request, onProgress) => {
    requests.push(request);
    if (failFor.has(request.title)) throw new Error(`renderer broke on ${request.title}`);
    const total = pdfPackageSteps(request.entries.length);
    for (let done = 1; done <= total; done++) onProgress({ done, total });
    const lines = [request.title, ...request.entries.map((e) => `${e.key} ${e.label}`)].join("\n");
    return new TextEncoder().encode(`%PDF-1.7\n% ${lines}\n%%EOF\n`);
  };
  return { render, requests, failFor };
}
