import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { graphqlRequest, providerTokens, startWorkerStack, type TestStack } from "../testing/test-stack.ts";

interface Settings {
  clientId: string;
  niiYears: number;
  reports: { key: string }[];
  zmDatabaseName: string | null;
}
type Body = {
  data?: Record<string, { __typename: string; settings?: Settings; code?: string } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

const SETTINGS = "settings { clientId niiYears reports { key } zmDatabaseName }";
/** What Client Defaults sends on Save: both mutations in one operation, as web/src/client-defaults does. */
const SAVE = `mutation($clientId: ID!, $input: ClientSettingsInput!, $zm: String!, $setZm: Boolean!) {
  saveClientSettings(clientId: $clientId, input: $input) {
    __typename ... on ClientSettingsSaved { ${SETTINGS} } ... on Failure { code }
  }
  setZmDatabase(clientId: $clientId, zmDatabaseName: $zm) @include(if: $setZm) {
    __typename ... on ClientSettingsSaved { ${SETTINGS} } ... on Failure { code }
  }
}`;

/** Saving a client's defaults (spec: Client Defaults): who may, what is refused, what comes back. */
describe("saveClientSettings and setZmDatabase", () => {
  let stack: TestStack;
  let staff: Record<string, string>;
  let clientId: string;
  let before: Settings;

  const call = async (query: string, variables: Record<string, unknown>, headers = staff) =>
    (await graphqlRequest(stack, query, { headers, variables })).body as Body;
  const read = async () =>
    (
      (await call(`query($id: ID!) { client(by: { id: $id }) { ${SETTINGS} } }`, { id: clientId })).data
        ?.client as unknown as { settings: Settings }
    ).settings;
  const save = (zm: string, headers = staff, niiYears = before.niiYears) =>
    call(
      SAVE,
      {
        clientId,
        input: { niiYears, reports: before.reports.map((r) => r.key) },
        zm,
        setZm: true,
      },
      headers,
    );

  beforeAll(async () => {
    stack = await startWorkerStack();
    staff = { authorization: `Bearer ${(await providerTokens(stack, "staff")).access_token}` };
    const clients = (await call("{ clients { id acronym } }", {})).data?.clients as unknown as {
      id: string;
      acronym: string;
    }[];
    clientId = clients.find((c) => c.acronym === "RFCU")?.id as string;
    before = await read();
  }, 120_000);
  afterAll(async () => {
    // The worker's api is shared with the files after this one: its settings go back as they were.
    if (before) await save(before.zmDatabaseName ?? "ZM_RFCU");
    await stack.close();
  });

  it("answers each mutation of one save with the settings as they are after it, the new name included", async () => {
    const zm = `ZM_RFCU_${Date.now().toString(36).toUpperCase()}`;
    const body = await save(zm);
    expect(body.errors).toBeUndefined();
    expect(body.data?.saveClientSettings?.__typename).toBe("ClientSettingsSaved");
    // Read back after its own PUT, the second answer once repeated the first one's read: the old name.
    expect(body.data?.setZmDatabase?.settings?.zmDatabaseName).toBe(zm);
    expect(body.data?.setZmDatabase?.settings?.clientId).toBe(clientId);
    expect((await read()).zmDatabaseName).toBe(zm);
  });

  it("refuses bad input with the failure the form shows, and keeps what was saved", async () => {
    const kept = await read();
    const body = await save("ZM_RFCU_NOT_SAVED", staff, 0);
    expect(body.data?.saveClientSettings?.__typename).toBe("ValidationFailed");
    expect((await read()).niiYears).toBe(kept.niiYears);
  });

  it("refuses staff without Manage Client Settings, and anyone signed out", async () => {
    const analyst = { authorization: `Bearer ${(await providerTokens(stack, "analyst")).access_token}` };
    const refused = await save("ZM_RFCU_ANALYST", analyst);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(refused.errors?.[0]?.message).toBe(ERROR_TEXTS.permissionRequired("Manage Client Settings"));
    const anonymous = await save("ZM_RFCU_ANONYMOUS", {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await read()).zmDatabaseName).not.toMatch(/ANALYST|ANONYMOUS/);
  });
});
