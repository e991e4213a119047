import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReportFailure } from "./report-errors.ts";
import { RETRY_PAUSES_MS, useTransientRetries } from "./use-transient-retries.ts";

const failure = (transient: boolean): ReportFailure => ({
  message: "Error retrieving report data for Executive Summary (ID 11).",
  reason: "DATA_RETRIEVAL_FAILED",
  meansNoData: true,
  notReady: false,
  transient,
  messages: [],
});

/** Past the longest pause, jitter included: the next read has been asked. */
const pastPause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms * 1.5 + 1));

describe("reading a report again after the api gave no answer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads again after each pause while the failure lasts, then gives up", async () => {
    const read = vi.fn(() => Promise.reject(new Error("no answer")));
    const { result } = renderHook(() => useTransientRetries(failure(true), true, read));
    for (const [i, pause] of RETRY_PAUSES_MS.entries()) {
      expect(result.current).toBe(true);
      await pastPause(pause);
      expect(read).toHaveBeenCalledTimes(i + 1);
    }
    // Every pause spent: the failure stands and the card may settle on it.
    expect(result.current).toBe(false);
    await pastPause(RETRY_PAUSES_MS.at(-1) ?? 0);
    expect(read).toHaveBeenCalledTimes(RETRY_PAUSES_MS.length);
  });

  it("stops once a read answers", async () => {
    const read = vi.fn(() => Promise.resolve());
    let current: ReportFailure | null = failure(true);
    const { result, rerender } = renderHook(() => useTransientRetries(current, true, read));
    await pastPause(RETRY_PAUSES_MS[0]);
    expect(read).toHaveBeenCalledTimes(1);
    current = null;
    rerender();
    expect(result.current).toBe(false);
    await pastPause(RETRY_PAUSES_MS[1]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("never reads again a failure the api meant, nor off a print route", async () => {
    const read = vi.fn(() => Promise.resolve());
    const refused = renderHook(() => useTransientRetries(failure(false), true, read));
    const onScreen = renderHook(() => useTransientRetries(failure(true), false, read));
    expect(refused.result.current).toBe(false);
    expect(onScreen.result.current).toBe(false);
    await pastPause(RETRY_PAUSES_MS[0]);
    expect(read).not.toHaveBeenCalled();
  });
});
