import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  copyPgliteGatewayStore,
  createScratchDatabase,
  fetchTokens,
  freePort,
  openGatewayStore,
  type RunningApiProcess,
  type ServiceProcess,
  serviceFlags,
  skipsWithoutPostgres,
  startApiProcess,
  startServiceProcess,
} from "@alm/test-support";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run backup` and `npm run restore` as an operator runs them: a backup set taken while the api
 * and the gateway serve, restored into a fresh stack, which then serves the same published report
 * and the same document, byte for byte. On the embedded store and, with DATABASE_URL, PostgreSQL.
 */
const root = fileURLToPath(new URL("../", import.meta.url));
const gatewayMain = join(root, "gateway/src/main.ts");
const runScript = promisify(execFile);

/** The stores of one stack as the backup scripts find them from the environment. */
interface Stores {
  embedded: boolean;
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

interface Stack {
  api: RunningApiProcess;
  gateway: ServiceProcess;
  stop(): Promise<void>;
}

async function startStack(stores: Stores): Promise<Stack> {
  const gatewayPort = await freePort();
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  // The api and the gateway share DATA_DIR, as `npm start` runs them. An embedded api store is
  // seeded from the tests' template unless one is there (restored); a PostgreSQL one is a copy of
  // the server's template unless DATABASE_URL names one (restored).
  const api = await startApiProcess(gatewayUrl, {
    dataDir: stores.embedded ? stores.env.DATA_DIR : undefined,
    env: stores.env.DATABASE_URL ? { DATABASE_URL: stores.env.DATABASE_URL } : undefined,
  });
  const gateway = await startServiceProcess(gatewayMain, gatewayUrl, {
    ...stores.env,
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_PUBLIC_URL: gatewayUrl,
    OIDC_ISSUER: `${api.url}/oidc`,
    CORE_API_URL: `${api.url}/core`,
    BASE_API_URL: `${api.url}/base`,
    LOG_LEVEL: "warn",
  });
  return {
    api,
    gateway,
    stop: async () => {
      await gateway.stop();
      await api.stop();
    },
  };
}

const staffToken = (stack: Stack) =>
  fetchTokens({
    issuer: `${stack.api.url}/oidc`,
    clientId: "alm-gateway",
    // The embedded identity provider's own client (deployment-secrets.ts).
    clientSecret: "alm-gateway-local-secret",
    redirectUri: `${stack.gateway.url}/auth/callback`,
    username: "staff",
    password: "staff",
  }).then((t) => t.access_token);

async function gql<T>(stack: Stack, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${stack.gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

const NEV_SUMMARY = `query($id: ID!) { report(reportDefinitionId: $id, reportId: 21) {
  title blocks { __typename ... on TableBlock { rows { id cells { field value text } } } } } }`;

/** What the test reads from a stack: the published definition's NEV Summary and a workbook's bytes. */
async function publishedDefinition(stack: Stack, token: string): Promise<string> {
  const { clients } = await gql<{
    clients: { acronym: string; reportDefinitions: { id: string; name: string }[] }[];
  }>(stack, token, "{ clients { acronym reportDefinitions { id name } } }");
  const rfcu = clients.find((c) => c.acronym === "RFCU");
  const definition = rfcu?.reportDefinitions.find((d) => d.name === "Q4 2021 ALM Report");
  expect(definition).toBeTruthy();
  return definition?.id as string;
}

async function download(stack: Stack, token: string, path: string): Promise<Buffer> {
  const res = await fetch(`${stack.gateway.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Requests the Detail workbook and waits for it: its download address. */
async function workbook(stack: Stack, token: string, definitionId: string): Promise<string> {
  const { clients } = await gql<{ clients: { id: string; acronym: string }[] }>(
    stack,
    token,
    "{ clients { id acronym } }",
  );
  const clientId = clients.find((c) => c.acronym === "RFCU")?.id;
  const { requestDetailWorkbook: job } = await gql<{ requestDetailWorkbook: { id: string } }>(
    stack,
    token,
    "mutation($c: ID!, $d: ID!) { requestDetailWorkbook(clientId: $c, reportDefinitionId: $d) { id } }",
    { c: clientId, d: definitionId },
  );
  for (let i = 0; i < 600; i++) {
    const { documentJob } = await gql<{ documentJob: { status: string; downloadUrl: string | null } }>(
      stack,
      token,
      "query($id: ID!) { documentJob(id: $id) { status downloadUrl } }",
      { id: job.id },
    );
    if (documentJob.status === "DONE" && documentJob.downloadUrl) return documentJob.downloadUrl;
    expect(documentJob.status).not.toBe("FAILED");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The workbook was not ready within a minute.");
}

/**
 * On the V8 flags the stacks' services run on in a test (service-process.ts): a script that opens
 * the embedded stores lives seconds, too short to repay V8's optimising tier compiling PGlite's
 * WebAssembly in the background (a backup of stopped stores took 4.9 s of CPU with it, 5.6 s without).
 */
const npmScript = (script: "backup" | "restore", env: Record<string, string>, dir: string) =>
  runScript(process.execPath, [...serviceFlags(), join(root, `scripts/${script}.ts`), dir], {
    env: { ...process.env, ...env },
  });

/**
 * The embedded stores, the gateway's a copy of the tests' template (seeded), or none (restored):
 * a gateway creating its store on first start spent 4 s of CPU (pglite-gateway-store.ts).
 */
async function embeddedStores(seeded: boolean): Promise<Stores> {
  const dir = mkdtempSync(join(tmpdir(), "alm-backup-"));
  if (seeded) copyPgliteGatewayStore(dir);
  return {
    embedded: true,
    env: { DATA_DIR: dir, DATABASE_URL: "", GATEWAY_DATABASE_URL: "" },
    cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The seeded api database and a gateway store on the server (seeded), or two empty databases. */
async function postgresStores(server: string, seeded: boolean): Promise<Stores> {
  const dir = mkdtempSync(join(tmpdir(), "alm-backup-"));
  const gatewayStore = seeded ? await openGatewayStore(dir) : undefined;
  const gatewayDb = seeded ? undefined : await createScratchDatabase(server);
  const apiDb = seeded ? undefined : await createScratchDatabase(server);
  return {
    embedded: false,
    env: {
      DATA_DIR: dir,
      GATEWAY_DATABASE_URL: gatewayStore?.env.GATEWAY_DATABASE_URL ?? gatewayDb?.url ?? "",
      // A seeded api gets its copy of the server's template from startApiProcess.
      DATABASE_URL: apiDb?.url ?? "",
    },
    cleanUp: async () => {
      await gatewayStore?.drop();
      await gatewayDb?.drop();
      await apiDb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const kinds = skipsWithoutPostgres() ? (["embedded"] as const) : (["embedded", "PostgreSQL"] as const);

// Two stacks started, a backup, a restore and a report and document read on each: alone about
// 70 to 110 s, and it went past 180 s once beside the rest of `npm test` on a busier machine.
describe.each(kinds)("a backup of the %s stores", { timeout: 360_000 }, (kind) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it("taken while the stack serves, restores into a fresh stack that serves the same report and document", async () => {
    const server = process.env.DATABASE_URL ?? "";
    const original = kind === "embedded" ? await embeddedStores(true) : await postgresStores(server, true);
    cleanUps.push(original.cleanUp);
    const first = await startStack(original);
    cleanUps.push(first.stop);
    if (kind === "PostgreSQL") original.env.DATABASE_URL = first.api.databaseUrl;

    const token = await staffToken(first);
    const definitionId = await publishedDefinition(first, token);
    const report = await gql(first, token, NEV_SUMMARY, { id: definitionId });
    const downloadUrl = await workbook(first, token, definitionId);
    const document = await download(first, token, downloadUrl);

    const backupDir = join(mkdtempSync(join(tmpdir(), "alm-backup-set-")), "set");
    cleanUps.push(async () => rmSync(join(backupDir, ".."), { recursive: true, force: true }));
    const taken = await npmScript("backup", original.env, backupDir);
    expect(taken.stdout).toContain(`Backup written to ${backupDir}`);
    // It holds password hashes, sessions and keys: its owner's alone, pg_dump's files too.
    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(backupDir)).toBe(0o700);
    for (const file of readdirSync(backupDir))
      expect([file, mode(join(backupDir, file))]).toEqual([file, 0o600]);
    const manifest = JSON.parse(readFileSync(join(backupDir, "manifest.json"), "utf8")) as {
      stores: { name: string; kind: string; file: string }[];
    };
    expect(manifest.stores.map((s) => [s.name, s.kind])).toEqual(
      kind === "embedded"
        ? [
            ["api", "pglite"],
            ["gateway", "pglite"],
          ]
        : [
            ["api", "postgres"],
            ["gateway", "postgres"],
          ],
    );
    // Not over a store a running service holds open, nor a database it is connected to (a restore
    // there replaced the data under the services, which went on serving what they held).
    const refused = await npmScript("restore", original.env, backupDir).catch((e: { stderr: string }) => e);
    expect(refused.stderr).toMatch(
      kind === "embedded"
        ? new RegExp(
            `A running service \\(process ${first.api.process.pid}\\) holds .* open: stop the api and the gateway first`,
          )
        : /\d+ sessions? (is|are) open on the database \w+ \(.+\): stop the api and the gateway first/,
    );
    expect(taken.stderr).not.toContain("no running service holds");
    await first.stop();
    if (kind === "embedded") {
      // Nothing holds the stores now: the backup is taken, and says whose state it is.
      const stopped = await npmScript("backup", original.env, `${backupDir}-stopped`);
      expect(stopped.stderr).toMatch(
        /^Note: no running service holds the api's embedded store: this is it as last written, at \d{4}-\d\d-\d\dT/m,
      );
      expect(stopped.stderr).toContain("run the backup with its DATABASE_URL and GATEWAY_DATABASE_URL");
    }

    const fresh = kind === "embedded" ? await embeddedStores(false) : await postgresStores(server, false);
    cleanUps.push(fresh.cleanUp);
    const restored = await npmScript("restore", fresh.env, backupDir);
    expect(restored.stdout).toContain("Restored the backup");
    const second = await startStack(fresh);
    cleanUps.push(second.stop);
    const token2 = await staffToken(second);
    expect(await gql(second, token2, NEV_SUMMARY, { id: definitionId })).toEqual(report);
    expect((await download(second, token2, downloadUrl)).equals(document)).toBe(true);
    await second.stop();

    // A damaged copy is refused before anything is replaced.
    const gatewayFile = manifest.stores.find((s) => s.name === "gateway")?.file as string;
    const file = join(backupDir, gatewayFile);
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(file, bytes);
    const storeFiles = () => readdirSync(fresh.env.DATA_DIR as string, { recursive: true }).sort();
    const before = storeFiles();
    const damaged = await npmScript("restore", fresh.env, backupDir).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(damaged).toMatchObject({ code: 1 });
    expect((damaged as { stderr: string }).stderr).toContain(`${gatewayFile} does not match its checksum`);
    expect(storeFiles()).toEqual(before);
  });
});
