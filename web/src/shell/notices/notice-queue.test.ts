import { describe, expect, it } from "vitest";
import { emptyNotices, messagesOfError, noticeReducer } from "./notice-queue.ts";

describe("notice queue", () => {
  const add = (n: number) =>
    noticeReducer(emptyNotices, {
      type: "add",
      notice: {
        kind: "snackbar",
        severity: "error",
        messages: Array.from({ length: n }, (_, i) => ({ text: `m${i}` })),
      },
    });

  it("walks through several messages with Next, then leaves", () => {
    let s = add(3);
    expect(s.queue[0]?.index).toBe(0);
    s = noticeReducer(s, { type: "next" });
    s = noticeReducer(s, { type: "next" });
    expect(s.queue[0]?.index).toBe(2);
    s = noticeReducer(s, { type: "next" });
    expect(s.queue).toHaveLength(0);
  });

  it("drops the rest of a notice on Dismiss and shows the next notice", () => {
    let s = add(3);
    s = noticeReducer(s, {
      type: "add",
      notice: { kind: "toast", severity: "success", messages: [{ text: "done" }] },
    });
    s = noticeReducer(s, { type: "dismiss" });
    expect(s.queue.map((n) => n.messages[0]?.text)).toEqual(["done"]);
  });

  it("takes actionable messages from API errors, else the message", () => {
    const api = {
      errors: [
        {
          message: "Duplicate Data Set Name",
          extensions: { messages: [{ error: "Name taken", resolution: "Edit the description" }] },
        },
      ],
    };
    expect(messagesOfError(api, "x")).toEqual([{ text: "Name taken", detail: "Edit the description" }]);
    expect(messagesOfError({ errors: [{ message: "Nope" }] }, "x")).toEqual([{ text: "Nope" }]);
    expect(messagesOfError(new Error("Network down"), "x")).toEqual([{ text: "Network down" }]);
    expect(messagesOfError(undefined, "Fallback")).toEqual([{ text: "Fallback" }]);
  });
});
