import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";
import { runProxy, type RoundRobinProxy } from "./proxy-process.ts";

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it). */
const NGINX = "/usr/sbin/nginx";
const SHIPPED = fileURLToPath(new URL("../deploy/nginx/nginx.conf", import.meta.url));

export const nginxInstalled = (): boolean => spawnSync(NGINX, ["-v"], { stdio: "ignore" }).status === 0;

/** `text` with `pattern` replaced; throws when the shipped file no longer has it (update this). */
function replaced(text: string, pattern: RegExp, by: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/nginx.conf no longer has ${String(pattern)}`);
  return text.replace(pattern, by);
}

/**
 * The shipped configuration (deploy/nginx/nginx.conf), routing and retries untouched, with only
 * what a loopback test must change: its two listening ports, the upstreams' Docker names
 * (re-resolved through Docker's DNS) replaced by the instances' loopback ports, the files nginx
 * writes under `dir`, no access log, and each answer naming its instance in `x-served-by` as the
 * HAProxy of round-robin-proxy.ts does.
 */
function templated(
  dir: string,
  ports: { public: number; api: number; gateways: number[]; apis: number[] },
): string {
  const servers = (ps: number[]) => ps.map((p) => `server 127.0.0.1:${p};`).join("\n    ");
  const names = [
    ...ports.gateways.map((p, i) => `"127.0.0.1:${p}" gateway${i + 1};`),
    ...ports.apis.map((p, i) => `"127.0.0.1:${p}" api${i + 1};`),
  ];
  let text = readFileSync(SHIPPED, "utf8");
  text = replaced(text, /^\s*resolver [^;]*;/m, "");
  text = replaced(text, /access_log \/dev\/stdout;/, "access_log off;");
  // A pipe that is a socket (as Node's child processes have) cannot be opened as /dev/stderr.
  text = replaced(text, /error_log \/dev\/stderr warn;/, "error_log stderr warn;");
  text = replaced(text, /server gateway:4000 resolve;/g, servers(ports.gateways));
  text = replaced(text, /server api:4100 resolve;/g, servers(ports.apis));
  text = replaced(text, /listen 8080;/, `listen 127.0.0.1:${ports.public};`);
  text = replaced(text, /listen 4100;/, `listen 127.0.0.1:${ports.api};`);
  // $upstream_addr names the last instance tried: the one that answered.
  const served = `map $upstream_addr $served_by {\n    default "";\n    ${names.join("\n    ")}\n  }\n  add_header x-served-by $served_by always;`;
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `${t}_temp_path ${join(dir, t)};`)
    .join("\n  ");
  return replaced(text, /^http \{/m, `http {\n  ${temp}\n  ${served}\n`);
}

/**
 * Starts nginx on the shipped configuration in front of the given gateway and api ports
 * (loopback), with the interface of the HAProxy stand-in; waits until it listens.
 */
export async function startShippedNginx(backends: {
  gateways: number[];
  apis: number[];
}): Promise<RoundRobinProxy> {
  const ports = { public: await freePort(), api: await freePort(), ...backends };
  const dir = mkdtempSync(join(tmpdir(), "alm-nginx-"));
  // Started as root, nginx's workers run as nobody: they write request bodies under it.
  chmodSync(dir, 0o755);
  const config = join(dir, "nginx.conf");
  writeFileSync(config, templated(dir, ports));
  // In the foreground, its own prefix and pid file, errors on stderr.
  return runProxy({
    name: "nginx",
    command: NGINX,
    args: ["-p", dir, "-c", config, "-e", "stderr", "-g", `daemon off; pid ${join(dir, "nginx.pid")};`],
    dir,
    url: `http://127.0.0.1:${ports.public}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    listening: (url) =>
      fetch(`${url}/nginx-health`).then(
        (res) => res.ok,
        () => false,
      ),
  });
}
