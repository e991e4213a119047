import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startApiProcess,
  startTestStack,
  type TestStack,
} from "../testing/test-stack.ts";
import { closeCodeOf, wsClient } from "../testing/ws-client.ts";
import { listening, untilHubConnected, untilListening } from "../testing/live-feeds.ts";
import { captureGatewayLog } from "../testing/captured-log.ts";

interface Received {
  events: Record<string, unknown>[];
  errors: unknown[];
  ended: boolean;
}

/** Subscribes and collects every event; `ended` turns true when the server completes or closes it. */
function collect(client: Client, query: string, variables: Record<string, unknown> = {}): Received {
  const received: Received = { events: [], errors: [], ended: false };
  client.subscribe(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) received.errors.push(...value.errors);
        if (value.data) received.events.push(value.data as Record<string, unknown>);
      },
      error: (error) => {
        received.errors.push(error);
        received.ended = true;
      },
      complete: () => {
        received.ended = true;
      },
    },
  );
  return received;
}

const DATA_SETS = `subscription($clientId: ID!) { dataSetStatusChanged(clientId: $clientId) {
  clientId dataSetId status action change replay subject dataSet { id name } } }`;
const REPORTS = `subscription($clientId: ID!) { reportDefinitionStatusChanged(clientId: $clientId) {
  clientId reportDefinitionId status action change replay reportDefinition { id name isPublished } } }`;
const NOTIFICATIONS = `subscription { notificationReceived {
  id subject clientId audience action change status runStatus } }`;

const SAVE_DATA_SET = `mutation($clientId: ID!, $description: String) {
  saveDataSet(clientId: $clientId, input: { asOfDate: "2023-03", description: $description,
    resultSets: [{ key: "9101", type: SHOCK }, { key: "9102", type: RAMP }] }) {
    __typename ... on DataSetSaved { dataSet { id } } } }`;

describe("subscriptions over graphql-ws, bridged from the api hub", () => {
  let stack: TestStack;
  let webDist: string;
  let apiDataDir: string;
  const ids: Record<string, string> = {};
  const jars: Record<string, Awaited<ReturnType<typeof signInThroughGateway>>["jar"]> = {};
  const clients: Client[] = [];

  const socketOf = (user?: string) => {
    const jar = user ? jars[user] : undefined;
    const client = wsClient(
      stack.gatewayUrl,
      jar ? { cookie: jar.header(`${stack.gatewayUrl}/graphql`) } : {},
    );
    clients.push(client);
    return client;
  };
  const asStaff = (query: string, variables: Record<string, unknown>) =>
    graphqlRequest(stack, query, { jar: jars.staff, variables });
  const eventually = <T>(read: () => T) => expect.poll(read, { timeout: 10_000 });
  /** Unpublishes a client's published report definition and publishes it again: three client events. */
  const republish = async (clientId: string) => {
    const list = await asStaff(
      `query($id: ID!) { client(id: $id) { reportDefinitions { id workflowState } } }`,
      { id: clientId },
    );
    const defs = (list.body.data?.client as { reportDefinitions: { id: string; workflowState: string }[] })
      .reportDefinitions;
    const published = defs.find((r) => r.workflowState === "PUBLISHED") as { id: string };
    for (const change of ["unpublishReportDefinition", "approveReportDefinition", "publishReportDefinition"])
      await asStaff(`mutation($id: ID!) { ${change}(id: $id) { __typename } }`, { id: published.id });
  };

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "alm-web-"));
    apiDataDir = mkdtempSync(join(tmpdir(), "alm-api-data-"));
    writeFileSync(join(webDist, "build-info.json"), JSON.stringify({ buildNumber: "2025.04.29.1" }));
    stack = await startTestStack({ WEB_DIST: webDist, BUILD_CHECK_INTERVAL_MS: "100" }, {}, { apiDataDir });
    for (const user of ["staff", "analyst", "client", "client2"]) {
      jars[user] = (await signInThroughGateway(stack, user)).jar;
    }
    const res = await asStaff("{ clients { id acronym } }", {});
    for (const c of res.body.data?.clients as { id: string; acronym: string }[]) ids[c.acronym] = c.id;
    await untilHubConnected(stack);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await stack.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(apiDataDir, { recursive: true, force: true });
  });

  it("refuses subscriptions signed out, without permission, and for another client", async () => {
    const cases: [string | undefined, string, Record<string, unknown>, string][] = [
      [undefined, DATA_SETS, { clientId: ids.RFCU }, "UNAUTHENTICATED"],
      [undefined, NOTIFICATIONS, {}, "UNAUTHENTICATED"],
      [undefined, "subscription { buildChanged { buildNumber } }", {}, "UNAUTHENTICATED"],
      ["client", DATA_SETS, { clientId: ids.RFCU }, "FORBIDDEN"],
      ["client", REPORTS, { clientId: ids.SVCU }, "NOT_FOUND"],
      ["analyst", NOTIFICATIONS, {}, "FORBIDDEN"],
      ["staff", DATA_SETS, { clientId: "abc" }, "BAD_USER_INPUT"],
    ];
    for (const [user, query, variables, code] of cases) {
      const received = collect(socketOf(user), query, variables);
      await eventually(() => received.ended).toBe(true);
      // Signed out, the socket itself is refused (4401 Unauthorized), before any operation.
      if (user === undefined) expect(closeCodeOf(received.errors[0]), query).toBe(4401);
      else expect(received.errors, `${user} ${query}`).toMatchObject([{ extensions: { code } }]);
      expect(received.events).toEqual([]);
    }
  });

  it("delivers a client's data set changes to staff, and nothing of other clients", async () => {
    const base = listening(stack);
    const rfcu = collect(socketOf("staff"), DATA_SETS, { clientId: ids.RFCU });
    await untilListening(stack, base + 1);
    await asStaff(SAVE_DATA_SET, { clientId: ids.SVCU, description: "elsewhere" });
    const saved = await asStaff(SAVE_DATA_SET, { clientId: ids.RFCU, description: "live" });
    const id = (saved.body.data?.saveDataSet as { dataSet: { id: string } }).dataSet.id;
    await eventually(() => rfcu.events.length).toBe(1);
    expect(rfcu.events[0]).toEqual({
      dataSetStatusChanged: {
        clientId: ids.RFCU,
        dataSetId: id,
        status: "PENDING",
        action: "created",
        change: "CREATED",
        replay: false,
        subject: expect.stringContaining("saved"),
        dataSet: { id, name: "2023/03/31 Standard live" },
      },
    });
  });

  it("gives a client user only their own client's published-report events, with Receive Notifications", async () => {
    const base = listening(stack);
    const marcus = socketOf("client");
    const reports = collect(marcus, REPORTS, { clientId: ids.RFCU });
    const notes = collect(marcus, NOTIFICATIONS);
    const elena = socketOf("client2");
    const elenaNotes = collect(elena, NOTIFICATIONS);
    const dana = socketOf("staff");
    const danaNotes = collect(dana, NOTIFICATIONS);
    await untilListening(stack, base + 4);

    const list = await asStaff(
      `query($id: ID!) { client(id: $id) { reportDefinitions { id name workflowState } } }`,
      { id: ids.RFCU },
    );
    const defs = (list.body.data?.client as { reportDefinitions: { id: string; workflowState: string }[] })
      .reportDefinitions;
    const approved = defs.find((r) => r.workflowState === "APPROVED") as { id: string };
    // A staff-only change (a clone) first, then a publication meant for the client.
    await asStaff(`mutation($id: ID!) { cloneReportDefinition(id: $id) { __typename } }`, {
      id: approved.id,
    });
    const published = await asStaff(
      `mutation($id: ID!) { publishReportDefinition(id: $id) { __typename } }`,
      { id: approved.id },
    );
    expect(published.body.data?.publishReportDefinition).toEqual({
      __typename: "ReportDefinitionWorkflowChanged",
    });

    await eventually(() => reports.events.length).toBe(1);
    expect(reports.events[0]).toMatchObject({
      reportDefinitionStatusChanged: {
        reportDefinitionId: approved.id,
        action: "publish",
        change: "PUBLISHED",
        replay: false,
        reportDefinition: { id: approved.id, isPublished: true },
      },
    });
    await eventually(() => notes.events.length).toBe(1);
    expect(notes.events[0]).toMatchObject({
      notificationReceived: {
        audience: "CLIENT",
        clientId: ids.RFCU,
        action: "publish",
        change: "PUBLISHED",
      },
    });
    const note = notes.events[0]?.notificationReceived as { status: string; runStatus: string };
    expect(note.runStatus).toBe(note.status.toUpperCase());
    await eventually(() => danaNotes.events.length).toBe(2);
    expect(elenaNotes.events).toEqual([]);
  });

  it("announces each change of a run once, with its id and time, its data set as of the change, and resumes after an id", async () => {
    const list = await asStaff(
      `query($id: ID!) { client(id: $id) { dataSets { id viewerCan { run } reportDefinitions { id } } } }`,
      { id: ids.RFCU },
    );
    const dataSets = (
      list.body.data?.client as {
        dataSets: { id: string; viewerCan: { run: boolean }; reportDefinitions: unknown[] }[];
      }
    ).dataSets;
    // A data set a report uses: its run changes the report's status too, announced beside it.
    const target = dataSets.find((d) => d.viewerCan.run && d.reportDefinitions.length > 0) as { id: string };
    expect(target).toBeDefined();
    const RUN_EVENTS = `subscription($clientId: ID!, $after: ID) {
      dataSetStatusChanged(clientId: $clientId, after: $after) {
        id occurredAt dataSetId status action change replay dataSet { id status } } }`;
    const base = listening(stack);
    const live = collect(socketOf("staff"), RUN_EVENTS, { clientId: ids.RFCU });
    await untilListening(stack, base + 1);
    const run = await asStaff(`mutation($id: ID!) { runDataSet(id: $id) { __typename } }`, { id: target.id });
    expect(run.body.data?.runDataSet).toEqual({ __typename: "DataSetRunStarted" });

    type RunEvent = {
      id: string;
      occurredAt: string;
      dataSetId: string;
      status: string;
      change: string;
      dataSet: { status: string };
    };
    const ofTarget = () =>
      live.events.map((e) => e.dataSetStatusChanged as RunEvent).filter((e) => e.dataSetId === target.id);
    // The engine's run, beside three other test files on two cores, may take longer than 10 s.
    await expect.poll(() => ofTarget().some((e) => e.status !== "STARTED"), { timeout: 60_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const events = ofTarget();
    expect(events.map((e) => [e.status, e.change])).toEqual([
      ["STARTED", "RUN"],
      ["COMPLETED", "RUN"],
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
    for (const e of events) {
      expect(e.dataSet.status, "the data set as of its event").toBe(e.status);
      expect(Number.isNaN(Date.parse(e.occurredAt))).toBe(false);
      expect(e.occurredAt).toMatch(/(Z|[+-]\d\d:\d\d)$/);
    }

    // A consumer that saw only the first event resumes after its id and gets what it missed.
    const resumed = collect(socketOf("staff"), RUN_EVENTS, { clientId: ids.RFCU, after: events[0]?.id });
    await eventually(() => resumed.events.length).toBeGreaterThanOrEqual(1);
    const missed = resumed.events
      .map((e) => e.dataSetStatusChanged as RunEvent)
      .filter((e) => e.dataSetId === target.id);
    expect(missed.map((e) => [e.id, e.status])).toEqual([[events[1]?.id, "COMPLETED"]]);
    // The analyst watches statuses without Receive Notifications (which the api's list of stored
    // messages needs): the resume still brings what was missed, not silence.
    const analyst = collect(socketOf("analyst"), RUN_EVENTS, { clientId: ids.RFCU, after: events[0]?.id });
    await eventually(() => analyst.events.length).toBeGreaterThanOrEqual(1);
    expect(analyst.errors).toEqual([]);
    expect(
      analyst.events
        .map((e) => e.dataSetStatusChanged as RunEvent)
        .filter((e) => e.dataSetId === target.id)
        .map((e) => [e.id, e.status]),
    ).toEqual([[events[1]?.id, "COMPLETED"]]);
    const bad = collect(socketOf("staff"), RUN_EVENTS, { clientId: ids.RFCU, after: "yesterday" });
    await eventually(() => bad.ended).toBe(true);
    expect(bad.errors).toMatchObject([{ extensions: { code: "BAD_USER_INPUT" } }]);
  }, 90_000);

  it("announces a new web build", async () => {
    const base = listening(stack);
    const builds = collect(socketOf("client"), "subscription { buildChanged { buildNumber } }");
    await untilListening(stack, base + 1);
    writeFileSync(join(webDist, "build-info.json"), JSON.stringify({ buildNumber: "2025.05.01.1" }));
    await eventually(() => builds.events).toEqual([{ buildChanged: { buildNumber: "2025.05.01.1" } }]);
  });

  it("ends a revoked token's notifications at the next event, not at its next check", async () => {
    const asClient = (query: string, variables: Record<string, unknown> = {}) =>
      graphqlRequest(stack, query, { jar: jars.client, variables });
    const made = await asClient(`mutation { createPersonalAccessToken(input: {
      name: "Notified", scopes: ["View", "Receive Notifications"], lifetime: DAYS_7 }) {
      ... on PersonalAccessTokenSecret { secret token { id } } } }`);
    const { secret, token } = made.body.data?.createPersonalAccessToken as {
      secret: string;
      token: { id: string };
    };
    const socket = wsClient(stack.gatewayUrl, { origin: "" }, { authorization: `Bearer ${secret}` });
    clients.push(socket);
    const base = listening(stack);
    const notes = collect(socket, NOTIFICATIONS);
    await untilListening(stack, base + 1);
    await asClient(`mutation($id: ID!) { revokePersonalAccessToken(id: $id) { __typename } }`, {
      id: token.id,
    });

    await republish(ids.RFCU as string);
    // The socket's periodic check comes every 30 s; the events came at once, and used to be delivered.
    await eventually(() => notes.ended).toBe(true);
    expect(notes.events).toEqual([]);
  });

  it("keeps a report's publication from a client user without View, as its status feed is", async () => {
    const prospect = (await signInThroughGateway(stack, "prospect")).jar;
    const socket = wsClient(stack.gatewayUrl, { cookie: prospect.header(`${stack.gatewayUrl}/graphql`) });
    clients.push(socket);
    const base = listening(stack);
    const theirs = collect(socket, NOTIFICATIONS);
    const staffNotes = collect(socketOf("staff"), NOTIFICATIONS);
    await untilListening(stack, base + 2);
    await republish(ids.LCCU as string);
    await eventually(() => staffNotes.events.length).toBeGreaterThanOrEqual(3);
    // Prospect has Receive Notifications but not View: "The report … has been published" reached them.
    expect(theirs.events).toEqual([]);
    expect(theirs.ended).toBe(false);
  });

  it("closes a subscription when its session ends", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const client = wsClient(stack.gatewayUrl, { cookie: jar.header(`${stack.gatewayUrl}/graphql`) });
    clients.push(client);
    const base = listening(stack);
    const received = collect(client, DATA_SETS, { clientId: ids.RFCU });
    await untilListening(stack, base + 1);
    await fetch(`${stack.gatewayUrl}/auth/logout`, {
      method: "POST",
      headers: { cookie: jar.header(`${stack.gatewayUrl}/auth/logout`), origin: stack.gatewayUrl },
      redirect: "manual",
    });
    await eventually(() => received.ended).toBe(true);
  });

  it("survives a hub restart: the subscriber gets the current status, then the next change", async () => {
    const base = listening(stack);
    const received = collect(socketOf("staff"), DATA_SETS, { clientId: ids.LCCU });
    await untilListening(stack, base + 1);

    const port = Number(new URL(stack.api.url).port);
    const gatewayLog = captureGatewayLog();
    try {
      await stack.api.stop();
      await eventually(() => stack.gateway.live.hub.connected).toBe(false);
      stack.api = await startApiProcess(stack.gatewayUrl, { port, dataDir: apiDataDir });
      await untilHubConnected(stack);
      // The operator reads where the hub is and that it came back (the warning named neither).
      const hubUrl = `${stack.api.url}/core/notification`;
      const said = (level: number) =>
        gatewayLog
          .lines()
          .filter((l) => l.level === level && String(l.msg).startsWith("hub: "))
          .map((l) => l.msg);
      await eventually(() => said(30)).toContain(`hub: connected to ${hubUrl} again`);
      expect(said(40)[0]).toMatch(
        new RegExp(
          `^hub: lost the connection to ${hubUrl}\\b.*; reconnecting\\. Status subscriptions hear no change until it is back\\.$`,
        ),
      );
    } finally {
      gatewayLog.restore();
    }

    // The current status of every LCCU data set, read with the subscriber's own session.
    await eventually(() => received.events.length).toBeGreaterThanOrEqual(6);
    const replayed = received.events.map((e) => e.dataSetStatusChanged as Record<string, unknown>);
    expect(
      replayed.every(
        (e) =>
          e.replay === true && e.action === "current" && e.change === "CURRENT" && e.clientId === ids.LCCU,
      ),
    ).toBe(true);
    expect(replayed.map((e) => e.status)).toEqual(expect.arrayContaining(["COMPLETED", "FAILED", "PENDING"]));

    const before = received.events.length;
    const saved = await asStaff(SAVE_DATA_SET, { clientId: ids.LCCU, description: "after restart" });
    expect(saved.body.data?.saveDataSet).toMatchObject({ __typename: "DataSetSaved" });
    await eventually(() => received.events.length).toBe(before + 1);
    expect(received.events[before]).toMatchObject({
      dataSetStatusChanged: {
        replay: false,
        action: "created",
        change: "CREATED",
        dataSet: { name: "2023/03/31 Standard after restart" },
      },
    });
  }, 120_000);
});
