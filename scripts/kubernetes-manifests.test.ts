import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { MIGRATION_WAIT_MS } from "@alm/database";
import { FORCED_EXIT_MARGIN_MS as API_EXIT_MARGIN_MS, loadApiConfig } from "../api/src/config.ts";
import { enqueueJob } from "../api/src/runs/run-jobs.ts";
import { demoDataSetToRun } from "../api/src/testing/large-positions.ts";
import { openTestDatabase } from "../api/src/testing/test-api.ts";
import { FORCED_EXIT_MARGIN_MS as GATEWAY_EXIT_MARGIN_MS, loadGatewayConfig } from "../gateway/src/config.ts";
import {
  REQUIRED_WITH_SEVERAL_INSTANCES,
  isSecretVariable,
  secretValueFor,
} from "./deployment-requirements.ts";

const folder = fileURLToPath(new URL("../deploy/kubernetes/", import.meta.url));
// Beside the base, never inside it: kustomize refuses a base folder that contains its overlay.
const autoscalingFolder = fileURLToPath(new URL("../deploy/kubernetes-autoscaling/", import.meta.url));

type Labels = Record<string, string>;
interface Port {
  name?: string;
  containerPort?: number;
  port?: number;
  targetPort?: number | string;
}
interface Probe {
  httpGet?: { path: string; port: number | string };
  periodSeconds?: number;
  failureThreshold?: number;
}
interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: KeyRef; configMapKeyRef?: KeyRef };
}
interface Container {
  name: string;
  image?: string;
  ports?: Port[];
  readinessProbe?: Probe;
  startupProbe?: Probe;
  livenessProbe?: Probe;
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
  lifecycle?: { preStop?: { exec?: { command?: string[] } } };
}
interface KedaManifest {
  kind: string;
  metadata: { name: string };
  spec: {
    scaleTargetRef?: { name: string };
    minReplicaCount?: number;
    triggers?: { type: string; metadata: Record<string, string>; authenticationRef?: { name: string } }[];
    secretTargetRef?: { parameter: string; name: string; key: string }[];
  };
}
interface Backend {
  service: { name: string; port: { name?: string; number?: number } };
}
interface Manifest {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Labels } & Labels;
    template?: {
      metadata: { labels: Labels };
      spec: {
        containers: Container[];
        securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
        terminationGracePeriodSeconds?: number;
        volumes?: { name: string; persistentVolumeClaim?: { claimName: string }; emptyDir?: object }[];
      };
    };
    ports?: Port[];
    minAvailable?: number;
    rules?: { host: string; http: { paths: { path: string; backend: Backend }[] } }[];
  };
}

interface Kustomization {
  resources?: string[];
  configurations?: string[];
  secretGenerator?: { name: string; envs: string[] }[];
}

/**
 * What `kubectl kustomize <dir>` would gather, found without kubectl (CI has none): the manifests
 * of every resource, a folder resource followed into its own kustomization, and the problems that
 * make kustomize refuse to build: a resource or configuration that does not exist, a folder
 * without a kustomization, and a folder that contains a kustomization already being built (a
 * cycle: "candidate root ... contains visited root ..."), as an overlay inside its base listing `..`.
 */
function resolveKustomization(
  dir: string,
  visited: string[] = [],
): { manifests: unknown[]; problems: string[] } {
  const root = resolve(dir);
  const file = join(root, "kustomization.yaml");
  if (!existsSync(file)) return { manifests: [], problems: [`${root} has no kustomization.yaml`] };
  const chain = [...visited, root];
  const kustomization = (parse(readFileSync(file, "utf8")) ?? {}) as Kustomization;
  const manifests: unknown[] = [];
  const problems: string[] = [];
  for (const entry of kustomization.configurations ?? []) {
    if (!existsSync(resolve(root, entry))) problems.push(`${file}: configuration ${entry} does not exist`);
  }
  for (const entry of kustomization.resources ?? []) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) {
      problems.push(`${file}: resource ${entry} is remote, which this check cannot follow`);
      continue;
    }
    const path = resolve(root, entry);
    if (!existsSync(path)) {
      problems.push(`${file}: resource ${entry} does not exist (${path})`);
    } else if (statSync(path).isDirectory()) {
      const contained = chain.find((seen) => seen === path || seen.startsWith(`${path}${sep}`));
      if (contained) {
        problems.push(
          `${file}: resource ${entry} (${path}) contains the kustomization ${contained}, which kustomize refuses as a cycle`,
        );
        continue;
      }
      const inner = resolveKustomization(path, chain);
      manifests.push(...inner.manifests);
      problems.push(...inner.problems);
    } else {
      for (const doc of parseAllDocuments(readFileSync(path, "utf8"))) {
        if (doc.errors.length) problems.push(`${path}: ${doc.errors[0]?.message}`);
        else manifests.push(doc.toJS());
      }
    }
  }
  return { manifests, problems };
}

const kustomization = parse(readFileSync(`${folder}kustomization.yaml`, "utf8")) as Required<Kustomization>;
const base = resolveKustomization(folder);
const manifests = base.manifests as Manifest[];
const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((m) => m.metadata.name === name);

// The Secret comes from secrets.env, which git ignores: its example lists the keys.
const secret = kustomization.secretGenerator[0];
const secretKeys = readFileSync(`${folder}secrets.env.example`, "utf8")
  .split("\n")
  .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
  .filter((key) => key !== undefined);

const selects = (selector: Labels | undefined, labels: Labels) =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([k, v]) => labels[k] === v);
const podLabels = (d: Manifest) => d.spec?.template?.metadata.labels ?? {};
const containerOf = (d: Manifest) => {
  const container = d.spec?.template?.spec.containers[0];
  if (!container) throw new Error(`Deployment ${d.metadata.name} has no container`);
  return container;
};
const declares = (container: Container, port: number | string | undefined) =>
  (container.ports ?? []).some((p) => p.name === port || p.containerPort === port);

/** A Deployment's environment as its pods see it, secrets filled with values of their kind. */
function environmentOf(d: Manifest): { env: Record<string, string>; fromSecret: Set<string> } {
  const container = containerOf(d);
  const env: Record<string, string> = {};
  const fromSecret = new Set<string>();
  for (const from of container.envFrom ?? []) {
    if (from.secretRef) throw new Error("a whole Secret as environment gives a service every secret");
    const map = named("ConfigMap", from.configMapRef?.name ?? "");
    if (!map) throw new Error(`${d.metadata.name}: no ConfigMap ${from.configMapRef?.name}`);
    Object.assign(env, map.data);
  }
  for (const variable of container.env ?? []) {
    const secretRef = variable.valueFrom?.secretKeyRef;
    const mapRef = variable.valueFrom?.configMapKeyRef;
    if (secretRef) {
      if (secretRef.name !== secret?.name || !secretKeys.includes(secretRef.key))
        throw new Error(`${d.metadata.name}: ${variable.name} names no key of the Secret: ${secretRef.key}`);
      env[variable.name] = secretValueFor(secretRef.key);
      fromSecret.add(variable.name);
    } else if (mapRef) {
      const value = named("ConfigMap", mapRef.name)?.data?.[mapRef.key];
      if (value === undefined) throw new Error(`${d.metadata.name}: ${variable.name} names no ConfigMap key`);
      env[variable.name] = value;
    } else if (variable.value !== undefined) env[variable.name] = variable.value;
  }
  return { env, fromSecret };
}

describe("deploy/kubernetes", () => {
  it("builds, and so does the autoscaling overlay: every resource exists and none contains its kustomization", () => {
    expect(base.problems).toEqual([]);
    expect(resolveKustomization(autoscalingFolder).problems).toEqual([]);
  });

  it("would notice an overlay inside its base, and a resource that is gone", () => {
    const scratch = mkdtempSync(join(tmpdir(), "kustomize-check-"));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(scratch, path)), { recursive: true });
        writeFileSync(join(scratch, path), text);
      };
      write("base/kustomization.yaml", "resources:\n  - map.yaml\n");
      write("base/map.yaml", "kind: ConfigMap\nmetadata: { name: map }\n");
      write("base/overlay/kustomization.yaml", "resources:\n  - ..\n");
      write("beside/kustomization.yaml", "resources:\n  - ../base\n  - gone.yaml\n");
      expect(resolveKustomization(join(scratch, "base/overlay")).problems).toEqual([
        expect.stringMatching(
          /resource \.\. .* contains the kustomization .*overlay, which kustomize refuses as a cycle/,
        ),
      ]);
      const beside = resolveKustomization(join(scratch, "beside"));
      expect(beside.problems).toEqual([expect.stringMatching(/resource gone\.yaml does not exist/)]);
      expect(beside.manifests).toEqual([{ kind: "ConfigMap", metadata: { name: "map" } }]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("lists the Secret's keys in secrets.env.example", () => {
    expect(secret?.envs).toEqual(["secrets.env"]);
    expect(secretKeys).toContain("DATABASE_URL");
    expect(
      ofKind("Deployment")
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(["api", "engine-worker", "gateway"]);
  });

  it("runs at least two pods of each Deployment, with resources and probes on a declared port", () => {
    for (const d of ofKind("Deployment")) {
      const container = containerOf(d);
      expect(d.spec?.replicas, d.metadata.name).toBeGreaterThanOrEqual(2);
      expect(selects(d.spec?.selector?.matchLabels, podLabels(d)), d.metadata.name).toBe(true);
      expect(container.resources?.requests?.memory, d.metadata.name).toBeTruthy();
      expect(container.resources?.limits?.memory, d.metadata.name).toBeTruthy();
      // Ready and alive apart: a stopping pod (or one cut off from its database) is not ready,
      // and only a process that stopped answering is restarted.
      expect(container.readinessProbe?.httpGet?.path, d.metadata.name).toBe("/readyz");
      expect(container.livenessProbe?.httpGet?.path, d.metadata.name).toBe("/healthz");
      for (const probe of [container.readinessProbe, container.livenessProbe]) {
        expect(declares(container, probe?.httpGet?.port), `${d.metadata.name} probe port`).toBe(true);
      }
      for (const volume of d.spec?.template?.spec.volumes ?? []) {
        const claim = volume.persistentVolumeClaim?.claimName;
        if (claim) expect(named("PersistentVolumeClaim", claim), claim).toBeTruthy();
      }
    }
  });

  // An operator's review: the api's preStop pause, grace and closing margin added up to its 30 s
  // exactly, so Kubernetes' SIGKILL raced the api's own forced exit and its last log lines.
  it("gives each pod time to stop on its own: preStop, the unready wait, the grace and the closing margin, with room", () => {
    for (const d of ofKind("Deployment")) {
      const { env } = environmentOf(d);
      const [config, margin] =
        d.metadata.name === "gateway"
          ? [loadGatewayConfig(env), GATEWAY_EXIT_MARGIN_MS]
          : [loadApiConfig(env), API_EXIT_MARGIN_MS];
      const [sleep, seconds] = containerOf(d).lifecycle?.preStop?.exec?.command ?? [];
      const preStopMs = sleep === "sleep" ? Number(seconds) * 1000 : 0;
      const stopsWithin = preStopMs + config.SHUTDOWN_UNREADY_MS + config.SHUTDOWN_GRACE_MS + margin;
      const killedAfter = (d.spec?.template?.spec.terminationGracePeriodSeconds ?? 30) * 1000;
      expect(killedAfter - stopsWithin, `${d.metadata.name}: ms to spare`).toBeGreaterThanOrEqual(5000);
    }
  });

  // A code review: migrations may run an hour before the api listens, and the startup probe
  // restarted the pod after ten minutes, in a loop.
  it("waits at start as long as a migration of the api's database may take", () => {
    for (const name of ["api", "engine-worker"]) {
      const probe = containerOf(named("Deployment", name) as Manifest).startupProbe;
      const waitsMs = (probe?.periodSeconds ?? 10) * (probe?.failureThreshold ?? 3) * 1000;
      // One long migration and the rest of a start (the lock, the seed, a second migration).
      expect(waitsMs, name).toBeGreaterThanOrEqual(2 * MIGRATION_WAIT_MS);
    }
  });

  it("sets what several instances need, secrets from the Secret, and each service's config accepts it", () => {
    const api = environmentOf(named("Deployment", "api") as Manifest);
    const gateway = environmentOf(named("Deployment", "gateway") as Manifest);
    for (const [service, { env, fromSecret }] of [
      ["api", api],
      ["gateway", gateway],
    ] as const) {
      for (const name of REQUIRED_WITH_SEVERAL_INSTANCES[service]) {
        expect(env[name], `${service} ${name}`).toBeTruthy();
        if (isSecretVariable(name))
          expect(fromSecret.has(name), `${service} ${name} from the Secret`).toBe(true);
      }
    }
    // Throws naming the variable when a value is malformed or unfit for a public deployment.
    const apiConfig = loadApiConfig(api.env);
    const gatewayConfig = loadGatewayConfig(gateway.env);
    // One issuer for every replica: the public address, which the Ingress routes to the apis.
    expect(apiConfig.OIDC_ISSUER).toBe(gatewayConfig.OIDC_ISSUER);
    expect(apiConfig.GATEWAY_PUBLIC_URL).toBe(gatewayConfig.GATEWAY_PUBLIC_URL);
    expect(routeOf(gatewayConfig.OIDC_ISSUER)).toBe("api");
    expect(routeOf(`${gatewayConfig.GATEWAY_PUBLIC_URL}/graphql`)).toBe("gateway");
    // The gateway reaches the api through its Service, on a port the Service has.
    for (const url of [gatewayConfig.CORE_API_URL, gatewayConfig.BASE_API_URL]) {
      const { hostname, port } = new URL(url);
      const service = named("Service", hostname);
      expect(service, url).toBeTruthy();
      expect(
        service?.spec?.ports?.some((p) => p.port === Number(port)),
        url,
      ).toBe(true);
      expect(selects(service?.spec?.selector, podLabels(named("Deployment", "api") as Manifest))).toBe(true);
    }
  });

  it("computes runs in engine-worker pods on the apis' configuration, the apis serving only", () => {
    const api = environmentOf(named("Deployment", "api") as Manifest);
    const worker = environmentOf(named("Deployment", "engine-worker") as Manifest);
    expect([loadApiConfig(api.env).API_ROLE, loadApiConfig(worker.env).API_ROLE]).toEqual([
      "serve",
      "worker",
    ]);
    expect([...worker.fromSecret].sort()).toEqual([...api.fromSecret].sort());
    expect(containerOf(named("Deployment", "engine-worker") as Manifest).image).toBe(
      containerOf(named("Deployment", "api") as Manifest).image,
    );
    // No traffic reaches a worker: no Service selects its pods.
    const workerPods = podLabels(named("Deployment", "engine-worker") as Manifest);
    expect(ofKind("Service").filter((s) => selects(s.spec?.selector, workerPods))).toEqual([]);
  });

  it("scales the engine workers by the run queue's depth, with a query the api's schema answers", async () => {
    // The overlay is the whole deployment (the base) and KEDA's objects.
    const overlay = resolveKustomization(autoscalingFolder).manifests as (Manifest | KedaManifest)[];
    expect(overlay.filter((m) => m.kind === "Deployment")).toEqual(ofKind("Deployment"));
    const scaler = overlay.find((m) => m.kind === "ScaledObject") as KedaManifest | undefined;
    const auth = overlay.find((m) => m.kind === "TriggerAuthentication") as KedaManifest | undefined;
    expect(scaler?.kind).toBe("ScaledObject");
    expect(named("Deployment", scaler?.spec.scaleTargetRef?.name ?? "")).toBeTruthy();
    const budget = ofKind("PodDisruptionBudget").find((p) => p.metadata.name === "engine-worker");
    expect(scaler?.spec.minReplicaCount).toBeGreaterThan(budget?.spec?.minAvailable ?? 0);
    const trigger = scaler?.spec.triggers?.[0];
    expect(trigger?.type).toBe("postgresql");
    // One pod per ENGINE_WORKERS runs: each pod computes that many at once.
    const workers = loadApiConfig(environmentOf(named("Deployment", "engine-worker") as Manifest).env);
    expect(Number(trigger?.metadata.targetQueryValue)).toBe(workers.ENGINE_WORKERS);
    expect(auth?.kind).toBe("TriggerAuthentication");
    expect(trigger?.authenticationRef?.name).toBe(auth?.metadata.name);
    expect(auth?.spec.secretTargetRef?.[0]).toMatchObject({ name: secret?.name, key: "DATABASE_URL" });
    const db = await openTestDatabase("pglite", { seeded: true });
    try {
      const depth = async () =>
        Number((await db.query<{ count: unknown }>(trigger?.metadata.query ?? ""))[0]?.count);
      const before = await depth();
      const dataSet = await demoDataSetToRun(db);
      await enqueueJob(db, dataSet.id, { username: "staff", sub: "staff" });
      expect(await depth()).toBe(before + 1);
    } finally {
      await db.close();
    }
    // Opening the seeded database took over vitest's 5 s default beside the journeys on two cores.
  }, 60_000);

  it("has Services that select a Deployment's pods and target a port they declare", () => {
    for (const service of ofKind("Service")) {
      const deployment = ofKind("Deployment").find((d) => selects(service.spec?.selector, podLabels(d)));
      expect(deployment, service.metadata.name).toBeTruthy();
      for (const port of service.spec?.ports ?? [])
        expect(declares(containerOf(deployment as Manifest), port.targetPort), service.metadata.name).toBe(
          true,
        );
    }
  });

  it("routes the Ingress to Services and ports that exist, the gateway sticky and WebSocket-ready", () => {
    for (const ingress of ofKind("Ingress")) {
      for (const { backend } of (ingress.spec?.rules ?? []).flatMap((r) => r.http.paths)) {
        const service = named("Service", backend.service.name);
        expect(service, backend.service.name).toBeTruthy();
        expect(
          service?.spec?.ports?.some(
            (p) => p.name === backend.service.port.name || p.port === backend.service.port.number,
          ),
          `${backend.service.name} port`,
        ).toBe(true);
      }
    }
    const gatewayIngress = ofKind("Ingress").find((i) =>
      i.spec?.rules?.some((r) => r.http.paths.some((p) => p.backend.service.name === "gateway")),
    );
    const annotations = gatewayIngress?.metadata.annotations ?? {};
    expect(annotations["nginx.ingress.kubernetes.io/affinity"]).toBe("cookie");
    expect(Number(annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"])).toBeGreaterThanOrEqual(
      3600,
    );
  });

  // An operator's review: only runAsNonRoot was set; Pod Security's "restricted" level asks more.
  it("runs each pod as Pod Security's restricted level asks, its image read-only and /tmp its own", () => {
    for (const d of ofKind("Deployment")) {
      const pod = d.spec?.template?.spec;
      expect(pod?.securityContext, d.metadata.name).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: "RuntimeDefault" },
      });
      for (const container of pod?.containers ?? []) {
        expect(container.securityContext, `${d.metadata.name} ${container.name}`).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ["ALL"] },
        });
        // Node's compile cache and Chromium's profiles are written there (Dockerfile: NODE_COMPILE_CACHE).
        const tmp = container.volumeMounts?.find((m) => m.mountPath === "/tmp");
        expect(tmp, `${d.metadata.name} ${container.name} /tmp`).toBeDefined();
        expect(pod?.volumes?.find((v) => v.name === tmp?.name)?.emptyDir, d.metadata.name).toBeDefined();
      }
    }
  });

  it("gives each Deployment a PodDisruptionBudget that keeps one pod", () => {
    for (const d of ofKind("Deployment")) {
      const budgets = ofKind("PodDisruptionBudget").filter((p) =>
        selects(p.spec?.selector?.matchLabels, podLabels(d)),
      );
      expect(budgets, d.metadata.name).toHaveLength(1);
      expect(budgets[0]?.spec?.minAvailable).toBeGreaterThanOrEqual(1);
      expect(budgets[0]?.spec?.minAvailable).toBeLessThan(d.spec?.replicas ?? 0);
    }
  });
});

/** The Service the Ingress sends a URL to: the longest matching Prefix path of its host. */
function routeOf(url: string): string | undefined {
  const { hostname, pathname } = new URL(url);
  const paths = ofKind("Ingress")
    .flatMap((i) => i.spec?.rules ?? [])
    .filter((r) => r.host === hostname)
    .flatMap((r) => r.http.paths)
    .filter((p) => p.path === "/" || pathname === p.path || pathname.startsWith(`${p.path}/`))
    .sort((a, b) => b.path.length - a.path.length);
  return paths[0]?.backend.service.name;
}
