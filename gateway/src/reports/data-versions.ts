import type { GatewayContext } from "../graphql/context.ts";
import type { HubBridge } from "../subscriptions/hub-bridge.ts";

/**
 * The data version of report definitions: what a cached report is keyed by. It combines the
 * api's report definition (updatedDate, status, data sets, chart, scenarios, publication),
 * read with the caller's own token, so a cache hit still proves the caller may see it, and a
 * per-client generation that every hub event about the client moves on (runs, saves, workflow).
 */
export class DataVersions {
  private readonly clientOfDefinition = new Map<number, number>();
  private readonly generations = new Map<number, number>();
  private epoch = 0;

  constructor(hub: HubBridge) {
    hub.events.subscribe("message", (message) => {
      const clientId = message.payload.clientId;
      if (typeof clientId === "number") this.generations.set(clientId, this.generationOf(clientId) + 1);
    });
    // Events may have been missed while the hub was away: nothing cached before is trusted.
    hub.events.subscribe("resynced", () => {
      this.epoch++;
    });
  }

  /** The client of a report definition never changes: learnt from the first report read. */
  remember(reportDefinitionId: number, clientId: number): void {
    this.clientOfDefinition.set(reportDefinitionId, clientId);
  }

  private generationOf(clientId: number): number {
    return this.generations.get(clientId) ?? 0;
  }

  /** Null when not known yet, or when the caller cannot see the report definition. */
  async versionOf(ctx: GatewayContext, reportDefinitionId: number): Promise<string | null> {
    const clientId = this.clientOfDefinition.get(reportDefinitionId);
    if (clientId === undefined) return null;
    const d = await ctx.loaders.reportDefinition.load({ clientId, id: reportDefinitionId }).catch(() => null);
    if (!d) return null;
    return [
      d.id,
      d.updatedDate,
      d.status,
      d.publishedByDate,
      d.baseDataSetId,
      d.compareDataSetId,
      d.chartOfAccountsId,
      d.niiYears,
      d.shockScenario,
      `${this.epoch}.${this.generationOf(clientId)}`,
    ].join("/");
  }

  /** The version of several report definitions (trend pages), or null when one is not known. */
  async versionsOf(ctx: GatewayContext, ids: readonly number[]): Promise<string | null> {
    const versions = await Promise.all(ids.map((id) => this.versionOf(ctx, id)));
    return versions.every((v) => v !== null) ? versions.join(";") : null;
  }
}
