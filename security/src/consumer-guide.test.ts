import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDeviceSignIn, signInForDevice, submitForm } from "@alm/test-support";
import { block } from "./guide-blocks.ts";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

/**
 * docs/api.md as a consumer follows it, against a real api and gateway: staff make the service
 * account and a person makes a personal access token with the guide's mutations, then its shell
 * steps (client_credentials with curl, the token from the environment, the device flow, a query
 * with curl) run as written. A guide that no longer works fails here.
 */
const SCALARS = `{ clients { acronym reportDefinitions { id isPublished } dataSets { createdAt } } }`;
const REPORT_CELLS = `query($id: ID!) { report(reportDefinitionId: $id, reportId: 21) {
  asOf blocks { ... on TableBlock { rows { cells { number } } } } } }`;

describe("the consumer guide's steps work as written", () => {
  let stack: SecurityStack;
  beforeAll(async () => {
    stack = await startSecurityStack();
  }, 180_000);
  /** The scripts' working folders, removed with the stack. */
  const folders: string[] = [];
  const folder = () => {
    folders.push(mkdtempSync(join(tmpdir(), "alm-guide-")));
    return folders.at(-1) as string;
  };
  afterAll(async () => {
    await stack?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  /** A script as a service account's runs it: the gateway, the issuer and its credentials in its environment. */
  const runAsServiceAccount = (
    credentials: { clientSecret: string; serviceAccount: { clientId: string } },
    script: string,
    env: Record<string, string> = {},
  ) =>
    promisify(execFile)("bash", ["-c", script], {
      cwd: folder(),
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        GATEWAY: stack.gatewayUrl,
        ISSUER: `${stack.apiUrl}/oidc`,
        CLIENT_ID: credentials.serviceAccount.clientId,
        CLIENT_SECRET: credentials.clientSecret,
        ...env,
      },
    });

  /** The guide's token step, then one of its steps, as a service account's script runs them. */
  const asServiceAccount = (
    credentials: { clientSecret: string; serviceAccount: { clientId: string } },
    step: string,
    env: Record<string, string> = {},
  ) => runAsServiceAccount(credentials, `set -eu\n${block("sh", "token")}\n${block("sh", step)}`, env);

  /** A service account staff make with `input` (createServiceAccount's), and its credentials. */
  async function serviceAccountOf(input: string) {
    const { jar } = await signInBrowser(stack, "staff");
    const created = await graphql(
      stack,
      `mutation { createServiceAccount(input: ${input}) {
        ... on ServiceAccountCredentials { clientSecret serviceAccount { clientId } } } }`,
      { jar },
    );
    return created.body.data?.createServiceAccount as {
      clientSecret: string;
      serviceAccount: { clientId: string };
    };
  }

  it("gets a service account's token with curl and queries its institution with it", async () => {
    const { jar } = await signInBrowser(stack, "staff");
    const created = await graphql(stack, block("graphql", "service-account-create"), { jar });
    const credentials = created.body.data?.createServiceAccount as {
      clientSecret: string;
      serviceAccount: { clientId: string };
    };
    expect(credentials.clientSecret).toMatch(/^almsvc_/);

    const { stdout } = await asServiceAccount(credentials, "query");
    const answer = JSON.parse(stdout) as {
      data?: { client?: { name: string; reportDefinitions: unknown[] } };
    };
    expect(answer).not.toHaveProperty("errors");
    expect(answer.data?.client?.name).toBe("Riverbend Federal Credit Union");
    expect(answer.data?.client?.reportDefinitions.length).toBeGreaterThan(0);
  });

  it("pages through a client's data sets with the guide's loop, each exactly once", async () => {
    const credentials = await serviceAccountOf(
      `{ name: "Paging", tenant: "ALM", permissions: ["View", "View All Clients"] }`,
    );
    const { jar } = await signInBrowser(stack, "staff");
    const listed = await graphql(
      stack,
      `
        {
          client(by: { acronym: "RFCU" }) {
            dataSets {
              id
              databaseId
            }
          }
        }
      `,
      { jar },
    );
    const dataSets = (listed.body.data?.client as { dataSets: { id: string; databaseId: number }[] })
      .dataSets;
    expect(dataSets.length).toBeGreaterThan(2);

    // Pages of two, so that the loop follows several cursors.
    const { stdout } = await asServiceAccount(credentials, "paginate", { PAGE_SIZE: "2" });
    const printed = stdout
      .trim()
      .split("\n")
      .map((line) => line.split("\t")[0]);
    // Newest first: the order of the REST ids.
    expect(printed).toEqual([...dataSets].sort((a, b) => b.databaseId - a.databaseId).map((d) => d.id));
  });

  it("uploads a data set with the guide's step, and says which part and where to correct a bad file", async () => {
    const credentials = await serviceAccountOf(
      `{ name: "Uploads", tenant: "ALM", analysisPermissions: [VIEW, VIEW_ALL_CLIENTS] }`,
    );
    const saved = await asServiceAccount(credentials, "upload", { DESCRIPTION: "Guide upload" });
    expect(saved.stdout).toMatch(/^\S+\t2022\/03\/31 Misc Guide upload\n$/);

    // The same step with a file of other columns: refused, naming the part and what to change.
    const script = `set -eu\n${block("sh", "token")}\n${block("sh", "upload").replace(
      /^curl -sf .*positions-template\.csv"$/m,
      "printf 'key,balance\\nx,1\\n' > positions.csv",
    )}`;
    const refused = await runAsServiceAccount(credentials, script, {
      DESCRIPTION: "Guide upload refused",
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(refused).toMatchObject({ code: 1 });
    const { stderr } = refused as { stderr: string };
    expect(stderr).toContain("ValidationFailed: ");
    expect(stderr).toContain("  files: positions.csv, row 1: missing 11 columns");
    expect(stderr).toContain("Make row 1 of positions.csv the header of the manual upload template");
  });

  it("makes a personal access token with the guide's mutation and queries with it as written", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const made = await graphql(stack, block("graphql", "pat-create"), { jar });
    const { secret } = made.body.data?.createPersonalAccessToken as { secret: string };
    expect(secret).toMatch(/^almpat_/);

    const script = `set -eu\n${block("sh", "pat")}\n${block("sh", "query")}`;
    const { stdout } = await promisify(execFile)("bash", ["-c", script], {
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", GATEWAY: stack.gatewayUrl, ALM_TOKEN: secret },
    });
    const answer = JSON.parse(stdout) as {
      data?: { client?: { name: string; reportDefinitions: unknown[] } };
    };
    expect(answer).not.toHaveProperty("errors");
    expect(answer.data?.client?.name).toBe("Riverbend Federal Credit Union");
    // A client user's token reads only published report definitions, as the person does.
    expect(answer.data?.client?.reportDefinitions.length).toBeGreaterThan(0);
  });

  it("signs a person's tool in with the device steps, and queries what that person may read", async () => {
    const run = promisify(execFile);
    const env = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      GATEWAY: stack.gatewayUrl,
      ISSUER: `${stack.apiUrl}/oidc`,
    };
    const cwd = folder();
    const started = await run("bash", ["-c", `set -eu\n${block("sh", "device-start")}`], { env, cwd });
    const [, uri = "", code = ""] = /^Open (\S+) and enter (\S+)$/m.exec(started.stdout) ?? [];
    expect(uri).toBe(`${stack.apiUrl}/oidc/device`);
    // The person, in a browser, while the tool polls.
    const polling = run("bash", ["-c", `set -eu\n${block("sh", "device-poll")}\n${block("sh", "query")}`], {
      env,
      cwd,
    });
    expect(await approveDeviceSignIn(uri, code, "client")).toContain("Tool signed in");
    const answer = JSON.parse((await polling).stdout) as {
      data?: { client?: { name: string; reportDefinitions: { status: string }[] } };
    };
    expect(answer).not.toHaveProperty("errors");
    expect(answer.data?.client?.name).toBe("Riverbend Federal Credit Union");
    // A client user's token reads only published report definitions.
    expect(answer.data?.client?.reportDefinitions.length).toBeGreaterThan(0);
  }, 60_000);

  it("stops the device steps' poll, saying why, when the person cancels", async () => {
    const run = promisify(execFile);
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", ISSUER: `${stack.apiUrl}/oidc` };
    const cwd = folder();
    const started = await run("bash", ["-c", `set -eu\n${block("sh", "device-start")}`], { env, cwd });
    const [, uri = "", code = ""] = /^Open (\S+) and enter (\S+)$/m.exec(started.stdout) ?? [];
    const polling = run("bash", ["-c", `set -eu\n${block("sh", "device-poll")}`], {
      env,
      cwd,
      timeout: 30_000,
    });
    const asked = await signInForDevice(uri, code, "client");
    await submitForm(asked.jar, asked.page, { decision: "cancel" });
    // It used to poll for ever: every answer but a token failed curl -f alike.
    const failed = await polling.then(
      () => "exited 0",
      (error: { code?: number; killed?: boolean; stderr?: string }) =>
        error.killed
          ? "still polling after 30 s"
          : `${error.code} ${error.stderr?.trim().split("\n").at(-1)}`,
    );
    expect(failed).toBe("1 No token: access_denied");
  }, 60_000);

  it("reads a Decimal, a Date and a DateTime in Python as the guide's fragment does", async () => {
    const { jar } = await signInBrowser(stack, "staff");
    const { clients } = (await graphql(stack, SCALARS, { jar })).body.data as {
      clients: {
        acronym: string;
        reportDefinitions: { id: string; isPublished: boolean }[];
        dataSets: { createdAt: string }[];
      }[];
    };
    const rfcu = clients.find((c) => c.acronym === "RFCU");
    const published = rfcu?.reportDefinitions.find((d) => d.isPublished);
    const read = await graphql(stack, REPORT_CELLS, { jar, variables: { id: published?.id } });
    const report = read.body.data?.report as {
      asOf: string;
      blocks: { rows?: { cells: { number: string | null }[] }[] }[];
    };
    const cell = report.blocks
      .flatMap((b) => b.rows ?? [])
      .flatMap((r) => r.cells)
      .find((c) => c.number?.includes("."));
    const dataSet = rfcu?.dataSets[0];
    expect(cell && dataSet).toBeTruthy();
    const script = [
      "import json, os",
      "answers = json.loads(os.environ['ANSWERS'])",
      "cell, report, data_set = answers['cell'], answers['report'], answers['dataSet']",
      block("python", "read-scalars-python"),
      "print(book_value, as_of.isoformat(), created.utcoffset(), sep='\\t')",
    ].join("\n");
    const { stdout } = await promisify(execFile)("python3", ["-c", script], {
      env: { ...process.env, ANSWERS: JSON.stringify({ cell, report, dataSet }) },
    });
    expect(stdout.trim().split("\t")).toEqual([cell?.number, report.asOf, "0:00:00"]);
  });

  it("reads the latest package's NEV Summary and downloads its workbook with the guide's steps", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const made = await graphql(stack, block("graphql", "pat-create"), { jar });
    const { secret } = made.body.data?.createPersonalAccessToken as { secret: string };
    const cwd = folder();
    const script = `set -eu\n${["pat", "report", "document"].map((s) => block("sh", s)).join("\n")}`;
    const { stdout } = await promisify(execFile)("bash", ["-c", script], {
      cwd,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", GATEWAY: stack.gatewayUrl, ALM_TOKEN: secret },
    });
    const lines = stdout.trim().split("\n");
    // The latest quarter (Q4 2021), not the one updated last.
    expect(lines[0]).toBe("NEV Summary, as of 2021-12-31");
    // The columns' labels, then each row's cells under them: the row's own label (its
    // description, which no column shows) is not printed twice.
    expect(lines[1]).toBe(
      "Rate Shock (bp)\tNEV ($)\t$ Change\t% Change\tNEV Ratio\tNEV Ratio Change from Base (bp)",
    );
    const rows = lines.slice(2, -1).map((l) => l.split("\t"));
    expect(rows.map((r) => r[0])).toContain("Base");
    for (const row of rows) {
      expect(row).toHaveLength(6);
      // Rows with their figures, not only their labels.
      expect(
        row.slice(1).every((f) => /^-?\d+(\.\d+)?$/.test(f)),
        row.join(" "),
      ).toBe(true);
    }
    const file = lines.at(-1) ?? "";
    expect(file).toMatch(/^Analysis-RFCU-2021-12-31-.*\.xlsx$/);
    // A zip (XLSX) on disk, not an error page.
    expect(readFileSync(join(cwd, file)).subarray(0, 2).toString()).toBe("PK");
  }, 120_000);

  it("runs the guide's what-if and goal seek with a client user's token", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const made = await graphql(stack, block("graphql", "pat-create"), { jar });
    const { secret } = made.body.data?.createPersonalAccessToken as { secret: string };
    const run = (steps: string[], env: Record<string, string> = {}) =>
      promisify(execFile)("bash", ["-c", `set -eu\n${steps.map((s) => block("sh", s)).join("\n")}`], {
        cwd: folder(),
        env: {
          PATH: process.env.PATH ?? "/usr/bin:/bin",
          GATEWAY: stack.gatewayUrl,
          ALM_TOKEN: secret,
          ...env,
        },
      });
    const whatIf = (await run(["pat", "what-if"])).stdout
      .trim()
      .split("\n")
      .map((l) => l.split("\t"));
    const change = whatIf.find(([key]) => key === "NEV_CHANGE_AT_SHOCK");
    expect(change?.[3]).toMatch(/%\)?$/);
    expect(change?.[2]).not.toBe(change?.[1]);
    expect(whatIf.find(([key]) => key === "RATING")?.[1]).toMatch(/^(LOW|MODERATE|HIGH)$/);
    // A target between the data set as it is and the $20M sale: a smaller sale reaches it.
    const target = ((Number(change?.[1]) + Number(change?.[2])) / 2).toFixed(4);
    const out = (await run(["pat", "what-if", "goal-seek"], { TARGET: target })).stdout
      .trim()
      .split("\n")
      .at(-1);
    const [outcome, amount, reached, oneLess] = (out ?? "").split("\t");
    expect(outcome).toBe("REACHED");
    expect(Number(amount)).toBeGreaterThan(0);
    expect(Number(amount)).toBeLessThanOrEqual(20_000_000);
    expect(Number(reached)).toBeGreaterThanOrEqual(Number(target));
    expect(Number(oneLess)).toBeLessThan(Number(target));
  }, 120_000);
});
