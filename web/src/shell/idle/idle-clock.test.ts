import { describe, expect, it } from "vitest";
import { DEFAULT_APP_CONFIG } from "../../lib/app-config.ts";
import { idleState } from "./idle-clock.ts";

const idle = DEFAULT_APP_CONFIG.idle;
const minutes = (m: number) => m * 60_000;

describe("idle clock", () => {
  it("warns 60 seconds before the 20-minute timeout, then expires", () => {
    expect(idleState(0, minutes(18), idle, false)).toEqual({ kind: "active" });
    expect(idleState(0, minutes(19) - 1, idle, false)).toEqual({ kind: "active" });
    expect(idleState(0, minutes(19), idle, false)).toEqual({ kind: "warning", secondsLeft: 60 });
    expect(idleState(0, minutes(20) - 1500, idle, false)).toEqual({ kind: "warning", secondsLeft: 2 });
    expect(idleState(0, minutes(20), idle, false)).toEqual({ kind: "expired" });
  });

  it("never warns a Perpetual Login user, and blurs after 24 hours", () => {
    expect(idleState(0, minutes(19.5), idle, true)).toEqual({ kind: "active" });
    expect(idleState(0, minutes(1439), idle, true)).toEqual({ kind: "active" });
    expect(idleState(0, minutes(1440), idle, true)).toEqual({ kind: "blurred" });
  });
});
