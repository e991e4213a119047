import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

/** How far back a subscriber may resume: the api keeps a week of notifications to list. */
export const RESUME_WINDOW_MINUTES = 10_080;

/**
 * Where a resumed subscription starts: after a stored notification's id, or, for a status re-sent
 * after a hub reconnect (which has no notification of its own), after the time it was re-sent.
 */
export type ResumeFrom = { afterId: number } | { sinceMs: number };

const REPLAY_ID = /^current-\d+-(\d+)$/;

/** The id of a status re-sent after a hub reconnect: the item and the time, so it can be resumed from. */
export const replayEventId = (itemId: number, atMs: number) => `current-${itemId}-${atMs}`;

export function parseResumeCursor(after: string | null | undefined): ResumeFrom | null {
  if (after === null || after === undefined) return null;
  if (/^\d+$/.test(after)) return { afterId: Number(after) };
  const replay = REPLAY_ID.exec(after);
  if (replay) return { sinceMs: Number(replay[1]) };
  throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.badResumeCursor(after));
}

/** Minutes of notifications to list to cover a resume point (the api lists by age, not by id). */
export function minutesToCover(from: ResumeFrom): number {
  if (!("sinceMs" in from)) return RESUME_WINDOW_MINUTES;
  return Math.min(RESUME_WINDOW_MINUTES, Math.max(1, Math.ceil((Date.now() - from.sinceMs) / 60_000) + 1));
}

/** Whether a stored notification comes after the resume point. */
export const isAfter = (from: ResumeFrom, message: { id: number; createdDate: string }) =>
  "afterId" in from ? message.id > from.afterId : Date.parse(message.createdDate) > from.sinceMs;
