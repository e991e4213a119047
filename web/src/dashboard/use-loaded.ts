import { useEffect, useState } from "react";

/** Loaded values by key; a failure is kept as null, so the caller shows a gap rather than waiting. */
export type Loaded<T> = ReadonlyMap<string, T | null>;

/**
 * Loads one value per key, all at once, and keeps what it loaded while the keys change (a quarter
 * published while the page is open adds only its own requests). A variable number of requests
 * cannot be hooks, so they run as promises; the Apollo client they use answers from its cache.
 */
export function useLoaded<T>(keys: readonly string[], load: (key: string) => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(new Map());
  const signature = keys.join("\n");
  useEffect(() => {
    let current = true;
    const wanted = signature ? signature.split("\n") : [];
    for (const key of wanted) {
      void load(key).then(
        (value) => current && setLoaded((m) => new Map(m).set(key, value)),
        () => current && setLoaded((m) => new Map(m).set(key, null)),
      );
    }
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; the keys say what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return loaded;
}
