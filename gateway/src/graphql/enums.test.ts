import { describe, expect, it } from "vitest";
import {
  analysisPermissionsOf,
  dataSetFileKindOf,
  emailDeliveryStatusOf,
  permissionNameOf,
  statusChangeOf,
} from "./enums.ts";

describe("the api's fixed words as the schema's enums", () => {
  it("names each change the api announces, in either tense, and OTHER for a word it does not know", () => {
    const words = ["created", "updated", "cloned", "deleted", "run", "approve", "unapprove", "publish"];
    expect(words.map(statusChangeOf)).toEqual([
      "CREATED",
      "UPDATED",
      "CLONED",
      "DELETED",
      "RUN",
      "APPROVED",
      "UNAPPROVED",
      "PUBLISHED",
    ]);
    expect(["unpublish", "Published", "current"].map(statusChangeOf)).toEqual([
      "UNPUBLISHED",
      "PUBLISHED",
      "CURRENT",
    ]);
    expect(statusChangeOf("archived")).toBe("OTHER");
    expect([statusChangeOf(""), statusChangeOf(null), statusChangeOf(undefined)]).toEqual([null, null, null]);
  });

  it("maps permissions both ways and leaves out a name it has no value for", () => {
    const names = ["View", "Export Raw Data", "View All Clients", "Receive Notifications"];
    const permissions = analysisPermissionsOf(names);
    expect(permissions).toEqual(["VIEW", "VIEW_ALL_CLIENTS", "RECEIVE_NOTIFICATIONS"]);
    expect(permissions.map(permissionNameOf)).toEqual(["View", "View All Clients", "Receive Notifications"]);
  });

  it("reads the outbox's statuses and a file's kind whatever their case", () => {
    expect(["Queued", "Sent", "FAILED", "sent"].map(emailDeliveryStatusOf)).toEqual([
      "QUEUED",
      "SENT",
      "FAILED",
      "SENT",
    ]);
    expect(["positions", "Overrides", "whatif"].map(dataSetFileKindOf)).toEqual([
      "POSITIONS",
      "OVERRIDES",
      "WHAT_IF_CHANGES",
    ]);
  });
});
