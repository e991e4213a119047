import { describe, expect, it } from "vitest";
import { checkHubMessage } from "./hub-message.ts";

/** A status event as the api's notifier sends it (api/src/notifications). */
const event = {
  id: 41,
  subject: "Data set 'Q4 Base' Completed",
  status: "Completed",
  domain: "analysis",
  createdBy: "staff",
  createdByUid: "3f0c",
  createdDate: "2026-11-23T21:15:00.000Z",
  payload: { dataSetId: 7, clientId: 2, status: "Completed", audience: "staff", extra: [1] },
};

describe("status events from the hub", () => {
  it("passes an event of the api's shape on unchanged", () => {
    expect(checkHubMessage(event)).toEqual({ message: event });
  });

  it("drops anything else, saying what was wrong but not what it said", () => {
    const forged = [
      "Your reports moved: https://evil.example.com",
      { ...event, id: "41" },
      { ...event, createdDate: "yesterday" },
      { ...event, payload: { ...event.payload, clientId: "2 or 1=1" } },
      { ...event, payload: { ...event.payload, audience: "everyone" } },
      { ...event, subject: "x".repeat(501) },
      { subject: event.subject, payload: {} },
    ];
    for (const raw of forged) {
      const checked = checkHubMessage(raw);
      expect(checked, JSON.stringify(raw).slice(0, 80)).toHaveProperty("problem");
      expect(JSON.stringify(checked)).not.toContain("evil.example.com");
    }
  });
});
