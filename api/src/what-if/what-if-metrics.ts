import { sampledGauge } from "@alm/logging";
import { whatIfQueue } from "./compute-what-if.ts";

const whatIfs = sampledGauge({
  name: "api_what_if_computations",
  help: "What-if and goal seek computations in this api: running in the engine pool, or waiting for a turn",
  labelNames: ["state"],
});

/** Starts reporting the what-ifs' fair queue (README, "Metrics"); returns what stops it. */
export const trackWhatIfMetrics = (): (() => void) =>
  whatIfs.track(() => {
    const { running, waiting } = whatIfQueue.size;
    return [
      { labels: { state: "running" }, value: running },
      { labels: { state: "waiting" }, value: waiting },
    ];
  });
