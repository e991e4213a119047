/** Spec shell-and-reports section 9: popups last 10 s, at most 5 at once, subjects cut to 42. */
export const POPUP_MS = 10_000;
export const MAX_POPUPS = 5;
export const SUBJECT_LENGTH = 42;
export const BELL_ANIMATION_MS = 3_000;

export function cutSubject(subject: string): string {
  return subject.length <= SUBJECT_LENGTH ? subject : `${subject.slice(0, SUBJECT_LENGTH - 1)}…`;
}

export interface Popup<T> {
  item: T;
  /** When it appeared; it goes 10 s later. */
  shownAt: number;
}

export interface PopupState<T> {
  shown: Popup<T>[];
  waiting: T[];
  /** The popup that appeared last (closed or gone since, maybe): the one to announce. */
  latest?: T;
}

export const noPopups = <T>(): PopupState<T> => ({ shown: [], waiting: [] });

/** A new message shows at once while fewer than 5 are up; otherwise it waits its turn. */
export function addPopup<T>(state: PopupState<T>, item: T, now: number): PopupState<T> {
  if (state.shown.length < MAX_POPUPS)
    return { ...state, shown: [...state.shown, { item, shownAt: now }], latest: item };
  return { ...state, waiting: [...state.waiting, item] };
}

/** Drops expired (or closed) popups and lets waiting ones take their places. */
export function tickPopups<T>(state: PopupState<T>, now: number, closed?: T): PopupState<T> {
  const shown = state.shown.filter((p) => p.item !== closed && now - p.shownAt < POPUP_MS);
  const waiting = [...state.waiting];
  let latest = state.latest;
  while (shown.length < MAX_POPUPS && waiting.length) {
    latest = waiting.shift() as T;
    shown.push({ item: latest, shownAt: now });
  }
  return { shown, waiting, latest };
}
