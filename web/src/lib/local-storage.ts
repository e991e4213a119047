const PREFIX = "alm.";

/** A value kept in this browser (font size, last client, suppressed popups); never throws. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const text = window.localStorage.getItem(PREFIX + key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Private browsing or a full store: the choice lasts for this page only.
  }
}

export const storageKey = (key: string) => PREFIX + key;
