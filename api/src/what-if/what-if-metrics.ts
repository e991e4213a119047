import { sampledGauge } from "@alm/logging";
import type { FairQueue } from "../http/fair-queue.ts";

const whatIfs = sampledGauge({
  name: "api_what_if_computations",
  help: "What-if and goal seek computations in this api: running in the engine pool, or waiting for a turn",
  labelNames: ["state"],
});

/** Starts reporting the what-ifs' fair queue (README, "Metrics"); returns what stops it. */
export const trackWhatIfMetrics = (queue: FairQueue): (() => void) =>
  whatIfs.track(() => {
    const { running, waiting } = queue.size;
    return [
      { labels: { state: "running" }, value: running },
      { labels: { state: "waiting" }, value: waiting },
    ];
  });
