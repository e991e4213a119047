import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = fileURLToPath(new URL("../", import.meta.url));

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
}

const compose = parse(readFileSync(`${root}docker-compose.yml`, "utf8")) as {
  services: Record<string, Service>;
};

describe("docker-compose.yml", () => {
  it("names postgres, api and gateway, each with a health check", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["api", "gateway", "postgres"]);
    for (const service of Object.values(compose.services)) {
      expect(service.healthcheck?.test).toBeTruthy();
    }
  });

  it("builds the api and gateway from Dockerfiles that exist, on the project's Node major", () => {
    for (const name of ["api", "gateway"]) {
      const build = compose.services[name]?.build;
      expect(build).toBeTruthy();
      const dockerfile = `${root}${build?.dockerfile}`;
      expect(existsSync(dockerfile)).toBe(true);
      expect(readFileSync(dockerfile, "utf8")).toMatch(/FROM node:24/);
    }
  });

  it("gives the gateway a Chromium and the api a real PostgreSQL server", () => {
    const gatewayDockerfile = readFileSync(`${root}gateway/Dockerfile`, "utf8");
    expect(gatewayDockerfile).toMatch(/apt-get install[^\n]*chromium/);
    expect(compose.services.gateway?.environment?.CHROMIUM_PATH).toBe("/usr/bin/chromium");
    expect(compose.services.api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(compose.services.api?.depends_on?.postgres?.condition).toBe("service_healthy");
    expect(compose.services.gateway?.depends_on?.api?.condition).toBe("service_healthy");
  });
});
