import { existsSync, readFileSync } from "node:fs";
import { posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadApiConfig } from "../api/src/config.ts";
import { loadGatewayConfig } from "../gateway/src/config.ts";
import {
  REQUIRED_WITH_SEVERAL_INSTANCES,
  isSecretVariable,
  secretValueFor,
} from "./deployment-requirements.ts";
import { findDirectives, parseNginxConfig, type NginxDirective } from "./nginx-config.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string };
  deploy?: { replicas?: number; resources?: { limits?: { cpus?: string; memory?: string } } };
  read_only?: boolean;
  tmpfs?: string[];
  security_opt?: string[];
  cap_drop?: string[];
  restart?: string;
  init?: boolean;
  stop_grace_period?: string;
  container_name?: string;
  ports?: string[];
  volumes?: string[];
  networks?: Record<string, { aliases?: string[] }>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
}

const composeText = readFileSync(`${root}docker-compose.yml`, "utf8");
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
};
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

/** Compose's interpolation with the operator's environment; a required variable gets a value of its kind. */
function interpolate(text: string, operator: Record<string, string>): string {
  return text.replace(
    /\$\{(\w+)(?:(:-|:\?)([^}]*))?\}/g,
    (_all, name: string, how?: string, rest?: string) => {
      if (operator[name]) return operator[name];
      if (how === ":?") return secretValueFor(name);
      return how === ":-" ? (rest ?? "") : "";
    },
  );
}
// A public host that is not localhost, so the services apply their rules for a real deployment.
const operator = { PUBLIC_HOST: "alm.example.com" };
const environmentOf = (name: string) =>
  Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([k, v]) => [k, interpolate(String(v), operator)]),
  );

const proxy = service("proxy");
const proxyConfigFile = (proxy.volumes ?? [])
  .map((v) => v.split(":"))
  .find(([, target]) => target === "/etc/nginx/nginx.conf")?.[0];
const nginx = parseNginxConfig(readFileSync(`${root}${proxyConfigFile}`, "utf8"));

const servers = findDirectives(nginx, "server").filter((s) => s.children.length > 0);
const serverListening = (port: string) =>
  servers.find((s) => s.children.some((d) => d.name === "listen" && d.args[0] === port));
const upstream = (name: string) => findDirectives(nginx, "upstream").find((u) => u.args[0] === name);
/** The upstream a location of a server passes to, and that location. */
const proxiedBy = (server: NginxDirective | undefined, path: string) => {
  const location = server?.children.find((d) => d.name === "location" && d.args.at(-1) === path);
  const target = location?.children.find((d) => d.name === "proxy_pass")?.args[0];
  return { location, upstream: upstream(target?.replace(/^http:\/\//, "") ?? "") };
};
const upstreamHosts = (u: NginxDirective | undefined) =>
  (u?.children ?? []).filter((d) => d.name === "server").map((d) => d.args[0]);
const isSticky = (u: NginxDirective | undefined) =>
  (u?.children ?? []).some((d) => d.name === "ip_hash" || d.name === "hash");
const seconds = (duration: string | undefined) => {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(duration ?? "");
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 }[match?.[2] ?? "s"] ?? 1;
  return match ? Number(match[1]) * unit : 0;
};

describe("docker-compose.yml", () => {
  it("runs postgres, two apis, engine workers, two gateways and a proxy, each with a health check and a restart policy", () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      "api",
      "engine-worker",
      "gateway",
      "postgres",
      "proxy",
    ]);
    for (const [name, s] of Object.entries(compose.services)) {
      expect(s.healthcheck?.test, name).toBeTruthy();
      expect(s.restart, name).toBe("unless-stopped");
    }
    for (const name of ["api", "gateway"]) {
      expect(service(name).deploy?.replicas, name).toBeGreaterThanOrEqual(2);
      // Replicas share the service's name and ports: only the proxy is published.
      expect(service(name).container_name, name).toBeUndefined();
      expect(service(name).ports, name).toBeUndefined();
    }
  });

  it("lets the Node services finish what is under way when stopped, and reaps their children", () => {
    const seconds = (text = "") => Number(/^(\d+)s$/.exec(text)?.[1] ?? 0);
    for (const name of ["api", "engine-worker", "gateway"]) {
      expect(service(name).init, name).toBe(true);
      // Docker's default of 10 s cut the 15 s of SHUTDOWN_GRACE_MS and the close after it.
      expect(seconds(service(name).stop_grace_period), name).toBeGreaterThanOrEqual(30);
    }
    expect(seconds(service("engine-worker").stop_grace_period)).toBeGreaterThanOrEqual(60);
  });

  // An operator's review: no resource limits, and images the processes could write to.
  it("runs the Node services on read-only images with /tmp their own, no privilege, and limits", () => {
    for (const name of ["api", "engine-worker", "gateway"]) {
      const s = service(name);
      expect(s.read_only, name).toBe(true);
      expect(s.tmpfs, name).toContain("/tmp");
      expect(s.security_opt, name).toContain("no-new-privileges:true");
      expect(s.cap_drop, name).toEqual(["ALL"]);
      expect(s.deploy?.resources?.limits?.memory, name).toMatch(/^\d+G$/);
      expect(Number(s.deploy?.resources?.limits?.cpus), name).toBeGreaterThan(0);
    }
    // Chromium's caches: its home folder must be writable.
    expect(service("gateway").environment?.HOME).toBe("/tmp");
  });

  // A review: the default host seeds the demo (staff/staff), and the proxy listened on every interface.
  it("publishes the proxy on this machine's loopback unless told to serve others", () => {
    const published = interpolate(JSON.stringify(service("proxy").ports), {});
    expect(JSON.parse(published)).toEqual(["127.0.0.1:8080:8080"]);
    const served = interpolate(JSON.stringify(service("proxy").ports), { PROXY_ADDRESS: "0.0.0.0" });
    expect(JSON.parse(served)).toEqual(["0.0.0.0:8080:8080"]);
    const api = loadApiConfig(JSON.parse(interpolate(JSON.stringify(service("api").environment), {})));
    expect(api.SEED_DEMO).toBe(true);
  });

  it("starts in an order that ends: no service waits on a health that needs the waiting service", () => {
    // A service's health needs those it waits for as healthy, and the gateways' readiness needs
    // their api at CORE_API_URL (the proxy's name there, when through the proxy).
    const needs = new Map<string, Set<string>>();
    for (const [name, s] of Object.entries(compose.services)) {
      const healthy = Object.entries(s.depends_on ?? {}).filter(([, d]) => d.condition === "service_healthy");
      needs.set(name, new Set(healthy.map(([other]) => other)));
    }
    const coreApiHost = new URL(environmentOf("gateway").CORE_API_URL ?? "").hostname;
    needs.get("gateway")?.add(coreApiHost);
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(needs.get(from) ?? [])].some(
        (next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))),
      );
    for (const name of needs.keys()) expect(reaches(name, name), `${name} waits on itself`).toBe(false);
    expect(coreApiHost).toBe("proxy");
  });

  it("builds the api and gateway from stages of the one Dockerfile, on the project's Node major", () => {
    const dockerfile = readFileSync(`${root}Dockerfile`, "utf8");
    expect(dockerfile).toMatch(/^FROM node:24/m);
    for (const name of ["api", "gateway"]) {
      const build = service(name).build;
      expect(build?.dockerfile).toBeUndefined();
      expect(dockerfile).toContain(`AS ${build?.target}\n`);
    }
    // Each workspace's manifest is copied: npm ci refuses a lock file naming a workspace it lacks.
    const rootPackage = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { workspaces: string[] };
    for (const workspace of rootPackage.workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });

  // An operator's review: the web build's stage copied formats/ and web/ but not the
  // tsconfig.base.json their tsconfig.json extend, and Vite stopped ("Tsconfig not found").
  it("copies into the web build's stage the tsconfig files the packages it builds extend", () => {
    const stages = dockerfileStages(readFileSync(`${root}Dockerfile`, "utf8"));
    const copies = ["manifests", "web-build"].flatMap((name) => imageCopies(stages.get(name) ?? []));
    const copied = (path: string) =>
      copies.some((c) => c.from === undefined && (path === c.source || path.startsWith(`${c.source}/`)));
    const built = copies.filter(
      (c) => c.from === undefined && existsSync(`${root}${c.source}/tsconfig.json`),
    );
    expect(built.map((c) => c.source)).toEqual(expect.arrayContaining(["formats", "web"]));
    for (const { source } of built) {
      const config = JSON.parse(readFileSync(`${root}${source}/tsconfig.json`, "utf8")) as {
        extends?: string;
      };
      if (!config.extends?.startsWith(".")) continue;
      const extended = posix.join(source, config.extends);
      expect(copied(extended), `${extended} (extended by ${source}/tsconfig.json) is copied`).toBe(true);
    }
  });

  it("gives the gateways a Chromium and the database for their documents, the apis a real PostgreSQL server", () => {
    const gatewayStage = readFileSync(`${root}Dockerfile`, "utf8").split("AS gateway\n")[1];
    expect(gatewayStage).toMatch(/apt-get install[^\n]*chromium/);
    const gateway = environmentOf("gateway");
    expect(gateway.CHROMIUM_PATH).toBe("/usr/bin/chromium-headless-shell");
    // Document jobs and their files live in the gateways' database, never in a container's folder.
    expect(gateway.DOCUMENTS_DIR).toBeUndefined();
    expect(gateway.GATEWAY_DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:/);
    expect(environmentOf("api").DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:/);
    expect(service("api").depends_on?.postgres?.condition).toBe("service_healthy");
    expect(service("gateway").depends_on?.api?.condition).toBe("service_healthy");
  });

  it("puts in the gateway image the files its configuration reads: the web app and its persisted documents", () => {
    const stages = dockerfileStages(readFileSync(`${root}Dockerfile`, "utf8"));
    const gatewayStage = stages.get(service("gateway").build?.target ?? "");
    expect(gatewayStage, "the gateway's stage").toBeTruthy();
    const copies = imageCopies(gatewayStage ?? []);
    // The checkout's root in the image: where the gateway's sources went.
    const gatewayFolder = copies.find((c) => c.from === undefined && c.source === "gateway")?.target;
    expect(gatewayFolder, "COPY gateway").toBeTruthy();
    const imageRoot = posix.dirname(gatewayFolder ?? "");
    // The defaults apply: no deployment moves them.
    const defaults = loadGatewayConfig({});
    for (const setting of ["PERSISTED_DOCUMENTS", "WEB_DIST"] as const) {
      expect(environmentOf("gateway")[setting], setting).toBeUndefined();
      const inImage = posix.join(imageRoot, relative(root, defaults[setting]).split("\\").join("/"));
      expect(
        copies.some((c) => inImage === c.target || inImage.startsWith(`${c.target}/`)),
        `${setting} (${inImage}) is copied into the gateway image`,
      ).toBe(true);
    }
    // Copied from the web build's stage, which copies web/ and does not run codegen: the file
    // must be in the checkout, and the build context must not leave it out.
    const documents = relative(root, defaults.PERSISTED_DOCUMENTS).split("\\").join("/");
    expect(existsSync(`${root}${documents}`), documents).toBe(true);
    const ignored = readFileSync(`${root}.dockerignore`, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    for (const pattern of ignored)
      expect(documents === pattern || documents.startsWith(`${pattern}/`), `.dockerignore ${pattern}`).toBe(
        false,
      );
  });

  it("has no secret with a fallback, and the README's .env makes every secret compose requires", () => {
    const isSecret = (name: string) => isSecretVariable(name) || /PASSWORD/.test(name);
    const interpolations = [...composeText.matchAll(/\$\{(\w+)(?:(:-|:\?)([^}]*))?\}/g)].map(
      ([, name = "", how, rest = ""]) => ({ name, how, rest }),
    );
    const secrets = interpolations.filter((i) => isSecret(i.name));
    expect(secrets.map((i) => i.name)).toContain("POSTGRES_PASSWORD");
    for (const { name, how, rest } of secrets) {
      // A fallback is the same published value in every deployment; an empty one (METRICS_TOKEN,
      // MUI_X_LICENSE_KEY) leaves an optional feature off.
      if (how === ":-") expect(rest, `${name} falls back to a value`).toBe("");
      else
        expect([how, rest.length > 0], `${name}: required, with a message saying how to make one`).toEqual([
          ":?",
          true,
        ]);
    }
    const required = new Set(interpolations.filter((i) => i.how === ":?").map((i) => i.name));
    const readme = readFileSync(`${root}README.md`, "utf8");
    const envBlock = /```sh\n([^`]*> \.env[^`]*)```/.exec(readme)?.[1] ?? "";
    expect(envBlock, "README's block writing .env").not.toBe("");
    for (const name of required)
      expect(envBlock, `README's .env makes ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("sets what several instances need, secrets from the operator's environment, and each config accepts it", () => {
    for (const name of ["api", "gateway"] as const) {
      const raw = service(name).environment ?? {};
      for (const variable of REQUIRED_WITH_SEVERAL_INSTANCES[name]) {
        expect(raw[variable], `${name} ${variable}`).toBeTruthy();
        // A secret with a default would be the same published value everywhere.
        if (isSecretVariable(variable) && !variable.endsWith("DATABASE_URL"))
          expect(raw[variable], `${name} ${variable}`).toMatch(new RegExp(`^\\$\\{${variable}:\\?`));
      }
    }
    for (const shared of ["OIDC_CLIENT_SECRET", "HUB_CLIENT_SECRET"])
      expect(service("gateway").environment?.[shared]).toBe(service("api").environment?.[shared]);
    // Throws naming the variable when a value is malformed or unfit for a public deployment.
    loadApiConfig(environmentOf("api"));
    loadGatewayConfig(environmentOf("gateway"));
  });

  it("passes the operator's METRICS_TOKEN to every service that serves /metrics, and none when unset", () => {
    const token = "a".repeat(32);
    for (const name of ["api", "engine-worker", "gateway"]) {
      const raw = service(name).environment ?? {};
      expect(interpolate(String(raw.METRICS_TOKEN), { ...operator, METRICS_TOKEN: token }), name).toBe(token);
    }
    expect(loadApiConfig(environmentOf("api")).METRICS_TOKEN).toBeUndefined();
    expect(loadGatewayConfig(environmentOf("gateway")).METRICS_TOKEN).toBeUndefined();
  });

  it("computes runs in engine workers on the apis' database and configuration, the apis serving only", () => {
    const api = loadApiConfig(environmentOf("api"));
    const worker = loadApiConfig(environmentOf("engine-worker"));
    expect([api.API_ROLE, worker.API_ROLE]).toEqual(["serve", "worker"]);
    expect({ ...service("engine-worker").environment, API_ROLE: "serve" }).toEqual(
      service("api").environment,
    );
    expect(service("engine-worker").build).toEqual(service("api").build);
    expect(service("engine-worker").ports).toBeUndefined();
  });

  it("makes the proxy's address the public one and the issuer, inside the network as outside", () => {
    const api = loadApiConfig(environmentOf("api"));
    const gateway = loadGatewayConfig(environmentOf("gateway"));
    expect(gateway.OIDC_ISSUER).toBe(api.OIDC_ISSUER);
    expect(api.GATEWAY_PUBLIC_URL).toBe(gateway.GATEWAY_PUBLIC_URL);
    const publicUrl = new URL(gateway.GATEWAY_PUBLIC_URL);
    const aliases = proxy.networks?.default?.aliases?.map((a) => interpolate(a, operator));
    expect(aliases).toContain(publicUrl.hostname);
    // Published as the public URL's port (on the loopback unless PROXY_ADDRESS says otherwise).
    expect(proxy.ports?.map((p) => p.split(":").slice(-2).join(":"))).toContain(
      `${publicUrl.port}:${publicUrl.port}`,
    );
    const entry = serverListening(publicUrl.port);
    expect(entry, `nginx listens on ${publicUrl.port}`).toBeTruthy();

    const identity = proxiedBy(entry, new URL(gateway.OIDC_ISSUER).pathname);
    expect(upstreamHosts(identity.upstream)).toEqual([`api:${api.API_PORT}`]);
    const app = proxiedBy(entry, "/");
    expect(upstreamHosts(app.upstream)).toEqual([`gateway:${gateway.GATEWAY_PORT}`]);
    // Document jobs live in one gateway's memory: a user's requests must stay on it.
    expect(isSticky(app.upstream)).toBe(true);
    expect(
      seconds(app.location?.children.find((d) => d.name === "proxy_read_timeout")?.args[0]),
    ).toBeGreaterThanOrEqual(3600);
  });

  it("passes WebSocket upgrades, and keeps each gateway's hub calls on one api", () => {
    const headers = findDirectives(nginx, "proxy_set_header").map((d) => d.args.join(" "));
    expect(headers).toContain("Upgrade $http_upgrade");
    expect(headers).toContain("Connection $connection_upgrade");
    // Headers set in a location replace, not extend, those set above it.
    for (const location of findDirectives(nginx, "location"))
      expect(
        location.children.map((d) => d.name),
        location.args.join(" "),
      ).not.toContain("proxy_set_header");

    const gateway = loadGatewayConfig(environmentOf("gateway"));
    const core = new URL(gateway.CORE_API_URL);
    expect(core.hostname).toBe("proxy");
    expect(new URL(gateway.BASE_API_URL).host).toBe(core.host);
    const internal = serverListening(core.port);
    expect(internal, `nginx listens on ${core.port}`).toBeTruthy();
    expect(proxy.ports?.some((p) => p.endsWith(`:${core.port}`))).toBe(false);
    const hub = proxiedBy(internal, `${core.pathname}/notification`);
    expect(upstreamHosts(hub.upstream)).toEqual([`api:${environmentOf("api").API_PORT}`]);
    expect(isSticky(hub.upstream)).toBe(true);
    expect(
      seconds(hub.location?.children.find((d) => d.name === "proxy_read_timeout")?.args[0]),
    ).toBeGreaterThanOrEqual(3600);
    expect(upstreamHosts(proxiedBy(internal, "/").upstream)).toEqual([
      `api:${environmentOf("api").API_PORT}`,
    ]);
  });

  it("sends to another instance what got no answer only when it is safe: idempotent, or keyed", () => {
    const retryOf = (location: NginxDirective | undefined) =>
      location?.children.find((d) => d.name === "proxy_next_upstream")?.args ?? [];
    const gateway = loadGatewayConfig(environmentOf("gateway"));
    const entries = [
      serverListening(new URL(gateway.GATEWAY_PUBLIC_URL).port),
      serverListening(new URL(gateway.CORE_API_URL).port),
    ];
    for (const entry of entries) {
      const { location } = proxiedBy(entry, "/");
      expect(retryOf(location)).toEqual(expect.arrayContaining(["error", "timeout", "http_502", "http_503"]));
      // An unkeyed POST that was sent is never sent again (a second write).
      expect(retryOf(location)).not.toContain("non_idempotent");
      // A request with an Idempotency-Key goes to a named location that may send it again.
      const keyed = location?.children.find((d) => d.name === "error_page")?.args.at(-1) ?? "";
      expect(location?.children.find((d) => d.name === "if")?.args.join(" ")).toBe("($http_idempotency_key)");
      const named = entry?.children.find((d) => d.name === "location" && d.args[0] === keyed);
      expect(named?.children.find((d) => d.name === "proxy_pass")?.args).toEqual(
        location?.children.find((d) => d.name === "proxy_pass")?.args,
      );
      expect(retryOf(named)).toContain("non_idempotent");
    }
  });
});

/** A Dockerfile's instructions by stage name (`FROM ... AS name`), continuation lines joined. */
function dockerfileStages(text: string): Map<string, string[]> {
  const stages = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    const instruction = line.trim();
    if (!instruction || instruction.startsWith("#")) continue;
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(instruction);
    if (from) {
      current = [];
      if (from[1]) stages.set(from[1], current);
    }
    current.push(instruction);
  }
  return stages;
}

/** Where a stage's COPY instructions put what they copy, as absolute paths in the image. */
function imageCopies(stage: string[]): { from?: string; source: string; target: string }[] {
  let workdir = "/";
  const copies: { from?: string; source: string; target: string }[] = [];
  for (const instruction of stage) {
    const [keyword = "", ...args] = instruction.split(/\s+/);
    if (/^WORKDIR$/i.test(keyword)) workdir = posix.resolve(workdir, args[0] ?? "");
    if (!/^COPY$/i.test(keyword)) continue;
    const from = args.find((a) => a.startsWith("--from="))?.slice("--from=".length);
    const paths = args.filter((a) => !a.startsWith("--"));
    const destination = paths.pop() ?? "";
    const folder = posix.resolve(workdir, destination);
    for (const source of paths) {
      // Into a folder (a trailing slash, or several sources) each keeps its own name.
      const intoFolder = destination.endsWith("/") || paths.length > 1;
      copies.push({ from, source, target: intoFolder ? posix.join(folder, posix.basename(source)) : folder });
    }
  }
  return copies;
}
