import { z } from "zod";
import type { NotificationMessageModel } from "../models/core-models.ts";

const id = z.number().int().positive();
const text = (max: number) => z.string().max(max);

/**
 * What a status event from the hub must look like before the gateway relays it to anyone
 * (ARCHITECTURE section 4). The hub is another service: an event of any other shape (a forged
 * message, a bug, a version skew) is dropped rather than shown to users as if from the system.
 */
const hubMessage = z.object({
  id,
  subject: text(500),
  status: text(100),
  domain: text(100),
  createdBy: text(200),
  createdByUid: text(200),
  createdDate: z.iso.datetime({ offset: true }),
  payload: z
    .object({
      clientId: id.optional(),
      dataSetId: id.optional(),
      reportDefinitionId: id.optional(),
      status: text(100).optional(),
      action: text(100).optional(),
      audience: z.enum(["staff", "client"]).optional(),
    })
    .catchall(z.unknown()),
});

/** The event when it has the shape of a status message, else why not (for the log; no content). */
export function checkHubMessage(raw: unknown): { message: NotificationMessageModel } | { problem: string } {
  const parsed = hubMessage.safeParse(raw);
  if (parsed.success) return { message: parsed.data };
  return {
    problem: parsed.error.issues.map((i) => `${i.path.join(".") || "message"}: ${i.message}`).join("; "),
  };
}
