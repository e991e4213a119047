import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureGatewayLog } from "../testing/captured-log.ts";
import { startDocumentStack, type DocumentStack } from "../testing/document-test-stack.ts";
import { startFaultyUpstream, type FaultyUpstream } from "../testing/faulty-upstream.ts";

describe("the hub bridge whose api refuses to join it to its group", () => {
  let stack: DocumentStack;
  let upstream: FaultyUpstream | undefined;
  let gatewayLog: ReturnType<typeof captureGatewayLog>;

  beforeAll(async () => {
    gatewayLog = captureGatewayLog();
    stack = await startDocumentStack({
      apiPort: 4640,
      gatewayPort: 4641,
      // The hub's socket passes; its join of the staff group is answered 503.
      restUrlOf: async (api) => {
        upstream = await startFaultyUpstream(api);
        await upstream.set({ kind: "status", status: 503, path: "/core/notification/group" });
        return upstream.url;
      },
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await upstream?.close();
    gatewayLog.restore();
  });

  it("warns, naming the hub and the refusal, where it dropped the connection and tried again in silence", async () => {
    const hubUrl = `${upstream?.url}/core/notification`;
    await expect
      .poll(
        () =>
          gatewayLog
            .lines()
            .filter((l) => l.level === 40)
            .map((l) => l.msg),
        { timeout: 30_000 },
      )
      .toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^hub: connected to ${hubUrl} but could not join its group \\(.+\\); trying again\\. Status subscriptions hear no change until it is back\\.$`,
          ),
        ),
      );
    expect(stack.gateway.live.hub.connected).toBe(false);
    // Once: a refusal that lasts is not a warning a second.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const warnings = gatewayLog.lines().filter((l) => l.level === 40 && String(l.msg).startsWith("hub: "));
    expect(warnings).toHaveLength(1);
  }, 60_000);
});
