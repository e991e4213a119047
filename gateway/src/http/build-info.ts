import { readFile } from "node:fs/promises";
import { join } from "node:path";

export interface BuildInfo {
  buildNumber: string;
}

/**
 * Read on each call, not cached: a redeployed web build is noticed by running browsers
 * (the version check) without restarting the gateway.
 */
export async function readBuildInfo(webDist: string): Promise<BuildInfo> {
  try {
    const info = JSON.parse(await readFile(join(webDist, "build-info.json"), "utf8")) as Partial<BuildInfo>;
    return { buildNumber: String(info.buildNumber ?? "unknown") };
  } catch {
    return { buildNumber: "unknown" };
  }
}
