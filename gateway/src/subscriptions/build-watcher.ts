import { readBuildInfo, type BuildInfo } from "../http/build-info.ts";
import { PubSub } from "./pubsub.ts";

/** Checks the served web build on an interval and announces a new build number. */
export class BuildWatcher {
  readonly events = new PubSub<{ changed: BuildInfo }>();
  private readonly webDist: string;
  private readonly intervalMs: number;
  private current: string | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(webDist: string, intervalMs: number) {
    this.webDist = webDist;
    this.intervalMs = intervalMs;
  }

  async start(): Promise<void> {
    this.current = (await readBuildInfo(this.webDist)).buildNumber;
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  async check(): Promise<void> {
    const info = await readBuildInfo(this.webDist);
    if (info.buildNumber === this.current) return;
    this.current = info.buildNumber;
    this.events.publish("changed", info);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
