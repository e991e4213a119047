import { sampledGauge } from "@alm/logging";
import type { FairQueue } from "./fair-queue.ts";

/** The api's fair queues as `/metrics` names them (README, "Metrics"). */
const gauges = {
  whatIfs: sampledGauge({
    name: "api_what_if_computations",
    help: "What-if and goal seek computations in this api: running in the engine pool, or waiting for a turn",
    labelNames: ["state"],
  }),
  reportReads: sampledGauge({
    name: "api_report_reads",
    help: "Report reads in this api loading or building a report, or waiting for a turn",
    labelNames: ["state"],
  }),
};

/** Starts reporting a fair queue's running and waiting tasks; returns what stops it. */
export const trackFairQueue = (name: keyof typeof gauges, queue: FairQueue): (() => void) =>
  gauges[name].track(() => {
    const { running, waiting } = queue.size;
    return [
      { labels: { state: "running" }, value: running },
      { labels: { state: "waiting" }, value: waiting },
    ];
  });
