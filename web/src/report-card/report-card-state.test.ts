import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failedCardState, failureText, reportFailureOf } from "./report-errors.ts";
import { useRenderTracker } from "./render-tracker.ts";

describe("render-complete tracking", () => {
  it("is complete when every block has said so, once each", () => {
    const { result } = renderHook(() => useRenderTracker("1/10/1", 2));
    expect(result.current.complete).toBe(false);
    act(() => result.current.markDone(0));
    act(() => result.current.markDone(0));
    expect(result.current.complete).toBe(false);
    act(() => result.current.markDone(1));
    expect(result.current.complete).toBe(true);
  });

  it("starts over for another report", () => {
    const { result, rerender } = renderHook(({ key }) => useRenderTracker(key, 1), {
      initialProps: { key: "1/10/1" },
    });
    act(() => result.current.markDone(0));
    expect(result.current.complete).toBe(true);
    rerender({ key: "1/55/2" });
    expect(result.current.complete).toBe(false);
  });

  it("is never complete without blocks", () => {
    const { result } = renderHook(() => useRenderTracker("1/10/1", 0));
    expect(result.current.complete).toBe(false);
  });
});

describe("report failures", () => {
  const graphQLError = (message: string, reportError?: string) =>
    new CombinedGraphQLErrors({
      errors: [{ message, extensions: reportError ? { code: "NOT_FOUND", reportError } : { code: "X" } }],
    });

  it("shows the gateway's catalogue text", () => {
    const failure = reportFailureOf(
      graphQLError("Report Template Unavailable", "REPORT_TEMPLATE_UNAVAILABLE"),
    );
    expect(failure).toEqual({
      message: "Report Template Unavailable",
      reason: "REPORT_TEMPLATE_UNAVAILABLE",
      meansNoData: false,
      notReady: false,
      transient: false,
      messages: [],
    });
  });

  it("tells a data set still to run by the api's reason, whatever the text, with its messages", () => {
    const notReady = new CombinedGraphQLErrors({
      errors: [
        {
          message: "any text",
          extensions: {
            code: "CONFLICT",
            reportError: "DATA_RETRIEVAL_FAILED",
            reason: "REPORT_NOT_READY",
            messages: [{ error: "the data set has not completed", resolution: "Run it." }, { nothing: 1 }],
          },
        },
      ],
    });
    const failure = reportFailureOf(notReady);
    expect(failure.notReady).toBe(true);
    expect(failure.messages).toEqual([{ error: "the data set has not completed", resolution: "Run it." }]);
    // Its alert (and a printed report's failure) says which data set and what to do.
    expect(failureText(failure)).toBe("the data set has not completed Run it.");
    expect(
      reportFailureOf(graphQLError("Error retrieving report data", "DATA_RETRIEVAL_FAILED")).notReady,
    ).toBe(false);
  });

  it("marks the report as having no data when its data could not be read", () => {
    const text = "Error retrieving report data for NEV Summary (ID 10).";
    expect(reportFailureOf(graphQLError(text, "DATA_RETRIEVAL_FAILED")).meansNoData).toBe(true);
    expect(reportFailureOf(graphQLError("No data available for x", "NO_DATA_AVAILABLE")).meansNoData).toBe(
      true,
    );
  });

  it("prints a report whose data could not be read as an error, which fails its PDF", () => {
    const text = "Error retrieving report data for Executive Summary (ID 11).";
    const unread = reportFailureOf(graphQLError(text, "DATA_RETRIEVAL_FAILED"));
    expect(failedCardState(unread, false)).toBe("empty");
    expect(failureText(unread)).toBe(text);
    expect(failedCardState(unread, true)).toBe("error");
    // A block the page cannot show is the report's content, printed as it is.
    const noData = reportFailureOf(graphQLError("No data available for x", "NO_DATA_AVAILABLE"));
    expect(failedCardState(noData, true)).toBe("empty");
    const missing = reportFailureOf(
      graphQLError("Report Template Unavailable", "REPORT_TEMPLATE_UNAVAILABLE"),
    );
    expect(failedCardState(missing, false)).toBe("error");
  });

  it("tells a read the api did not answer, which may be tried again, from one it refused", () => {
    const failed = (code: string) =>
      reportFailureOf(
        new CombinedGraphQLErrors({
          errors: [{ message: "x", extensions: { code, reportError: "DATA_RETRIEVAL_FAILED" } }],
        }),
      );
    expect(failed("UPSTREAM_UNAVAILABLE").transient).toBe(true);
    expect(failed("FORBIDDEN").transient).toBe(false);
    expect(reportFailureOf(new Error("Failed to fetch")).transient).toBe(false);
  });

  it("falls back to the error's own message", () => {
    expect(reportFailureOf(new Error("Failed to fetch")).message).toBe("Failed to fetch");
    expect(reportFailureOf("?").message).toBe("The report could not be loaded.");
  });
});
