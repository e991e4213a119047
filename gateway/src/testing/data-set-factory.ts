import { randomUUID } from "node:crypto";
import type { CookieJar } from "@alm/test-support";
import type { TestStack } from "./test-stack.ts";

export interface CreatedDataSet {
  id: string;
  name: string;
  /** The id the gateway answered the upload under (x-request-id), which its upstream calls carry. */
  requestId: string;
}

/**
 * A data set of the test's own, uploaded through the gateway's streaming route with the positions
 * template's rows: for a test that runs, locks or deletes one. The demo's data sets stay as the
 * next files on the worker's api expect them (the Board draft's waits for its first run).
 */
export async function createDataSet(
  stack: Pick<TestStack, "gatewayUrl">,
  staff: CookieJar,
  clientId: string,
  asOfDate = "2021-12",
): Promise<CreatedDataSet> {
  const downloads = `${stack.gatewayUrl}/downloads/positions-template.csv`;
  const template = await fetch(downloads, { headers: { cookie: staff.header(downloads) ?? "" } });
  if (!template.ok) throw new Error(`The positions template answered ${template.status}.`);
  const form = new FormData();
  form.append("files", new Blob([await template.text()], { type: "text/csv" }), "positions.csv");
  const input = {
    asOfDate,
    type: "WHAT_IF",
    description: `Test ${randomUUID().slice(0, 8)}`,
    resultSets: [
      { key: "7001", type: "SHOCK" },
      { key: "7002", type: "RAMP" },
    ],
  };
  const url = `${stack.gatewayUrl}/uploads/data-sets/${clientId}?${new URLSearchParams({ input: JSON.stringify(input) })}`;
  const res = await fetch(url, {
    method: "POST",
    headers: { origin: stack.gatewayUrl, cookie: staff.header(url) ?? "" },
    body: form,
  });
  const body = (await res.json()) as { dataSet?: Omit<CreatedDataSet, "requestId"> };
  if (res.status !== 201 || !body.dataSet) {
    throw new Error(`Creating a data set answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return { ...body.dataSet, requestId: res.headers.get("x-request-id") ?? "" };
}
