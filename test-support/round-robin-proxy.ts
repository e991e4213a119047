import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";
import { runProxy, type RoundRobinProxy } from "./proxy-process.ts";

/** Debian's HAProxy (`apt-get install haproxy`; .ci/run installs it). */
const HAPROXY = "/usr/sbin/haproxy";

export const haproxyInstalled = (): boolean => spawnSync(HAPROXY, ["-v"], { stdio: "ignore" }).status === 0;

export type { RoundRobinProxy } from "./proxy-process.ts";

const servers = (prefix: string, ports: number[]) =>
  ports.map((port, i) => `  server ${prefix}${i + 1} 127.0.0.1:${port}`).join("\n");

/**
 * The configuration of the test deployment's load balancer, as docker-compose's nginx routes, but
 * round robin everywhere a request may land on any instance (no sticky sessions: none are needed).
 * Each server is checked at /healthz every 500 ms and leaves the rotation after three failed checks
 * (a stopped one refuses them at once; a busy one that answers slowly, within 10 s, stays).
 * A request whose connection is refused, or that an instance closed without a byte of answer (it
 * was killed, or closed an idle keep-alive connection as the request arrived), is sent to the
 * other instance: what a browser does with such a request, done once for every client.
 * Every answer names its server in `x-served-by`.
 */
function haproxyConfig(ports: { public: number; api: number; gateways: number[]; apis: number[] }): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 1h
  timeout server 5m
  timeout tunnel 1h
  timeout http-keep-alive 60s
  timeout check 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option httpchk GET /healthz
  default-server check inter 500ms fall 3 rise 1

frontend public
  bind 127.0.0.1:${ports.public}
  use_backend apis if { path /oidc } || { path_beg /oidc/ }
  default_backend gateways

frontend internal
  bind 127.0.0.1:${ports.api}
  use_backend hub if { path_beg /core/notification }
  default_backend apis

backend gateways
  balance roundrobin
  http-response set-header x-served-by %[srv_name]
${servers("gateway", ports.gateways)}

backend apis
  balance roundrobin
  http-response set-header x-served-by %[srv_name]
${servers("api", ports.apis)}

# The api's hub keeps a SignalR connection (negotiate, socket, group joins) in one api's memory.
backend hub
  balance source
  hash-type consistent
${servers("hub", ports.apis)}
`;
}

/** Starts HAProxy in front of the given gateway and api ports (loopback); waits until it listens. */
export async function startRoundRobinProxy(backends: {
  gateways: number[];
  apis: number[];
}): Promise<RoundRobinProxy> {
  const ports = { public: await freePort(), api: await freePort(), ...backends };
  const dir = mkdtempSync(join(tmpdir(), "alm-haproxy-"));
  const config = join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(ports));
  // -db: in the foreground, logging to stderr.
  return runProxy({
    name: "haproxy",
    command: HAPROXY,
    args: ["-db", "-f", config],
    dir,
    url: `http://127.0.0.1:${ports.public}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    // Any answer (503 while no server is up yet) means it listens.
    listening: (url) =>
      fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      ),
  });
}
