/**
 * The subscriber part of the gateway bench: status events caused by REST calls, the time to each
 * subscriber's receipt, and where it went: the api's hub message reaching the gateway, the
 * gateway's fan-out to the sockets (wall and CPU time) and its event loop's delay meanwhile.
 * Measured twice on one set of subscribers: quiet, then while the gateway serves request work
 * (issue 41: the fan-out must not queue behind it).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

export interface StatusEventRounds {
  /** When each REST call was made (epoch ms). */
  sent: number[];
  /** When the api's hub message reached the gateway, per call: the api's share of the latency. */
  arrived: number[];
  /** Per hub message, the gateway's fan-out: until every socket's write was issued. */
  fanOut: { wallMs: number; cpuMs: number }[];
  /** The gateway's event-loop delay while the rounds ran (ms). */
  loopDelay: { p99: number; max: number };
}

export interface RoundsOptions {
  rounds: number;
  pauseMs: number;
  /** Makes one status change (a REST call), the `round`th of the phase. */
  cause: (round: number) => Promise<void>;
  /**
   * Calls its listener at each hub message the gateway receives, after every subscriber's feed
   * (a listener subscribed last); returns the unsubscribe.
   */
  onHubMessage: (listener: () => void) => () => void;
}

const epochNow = () => performance.timeOrigin + performance.now();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** `rounds` status events, one at a time, with a pause long enough for every receipt in between. */
export async function causeRounds(options: RoundsOptions): Promise<StatusEventRounds> {
  const sent: number[] = [];
  const arrived: number[] = [];
  const fanOut: StatusEventRounds["fanOut"] = [];
  const unlisten = options.onHubMessage(() => {
    if (arrived.length >= sent.length) return;
    const wallStart = performance.now();
    const cpuStart = cpuMs();
    arrived.push(epochNow());
    // Each feed delivers in a task of its own, set before this one; the answers and the socket
    // writes are their microtasks, run before the next task. So this task runs after the last write.
    setImmediate(() => fanOut.push({ wallMs: performance.now() - wallStart, cpuMs: cpuMs() - cpuStart }));
  });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  try {
    for (let round = 0; round < options.rounds; round++) {
      sent.push(epochNow());
      await options.cause(round);
      await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  } finally {
    delay.disable();
    unlisten();
  }
  const ms = (ns: number) => ns / 1e6;
  return { sent, arrived, fanOut, loopDelay: { p99: ms(delay.percentile(99)), max: ms(delay.max) } };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** A phase's figures: its first round warms up and is not counted. */
export function phaseLatencies(receipts: number[][], phase: StatusEventRounds) {
  const counted = receipts.slice(1);
  const latencies = sorted(counted.flatMap((times, i) => times.map((t) => t - (phase.sent[i + 1] ?? NaN))));
  const atGateway = sorted(phase.sent.slice(1).map((at, i) => (phase.arrived[i + 1] ?? NaN) - at));
  // The gateway's own share: from the hub message's arrival, whatever the api took before it.
  const fromGateway = sorted(
    counted.flatMap((times, i) => times.map((t) => t - (phase.arrived[i + 1] ?? NaN))),
  );
  const fanOut = phase.fanOut.slice(1);
  return {
    events: counted.length,
    latencies,
    fromGateway,
    atGateway,
    fanOutWall: sorted(fanOut.map((f) => f.wallMs)),
    fanOutCpu: sorted(fanOut.map((f) => f.cpuMs)),
  };
}
