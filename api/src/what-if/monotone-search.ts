/** What one evaluation says of the target. */
export interface Probe {
  meets: boolean;
  /** The target's measure, to report. */
  value: number | null;
  /** How far past the target (≥ 0 meets); null when the target has no distance (a rating). */
  margin: number | null;
}

export interface SearchResult<E> {
  outcome: "ALREADY_MET" | "REACHED" | "UNREACHABLE";
  /** The smallest index that meets (the last when none does). */
  index: number;
  last: number;
  probe: Probe;
  /** The probe one index lower, which does not meet; null when already met or unreachable. */
  below: Probe | null;
  result: E;
  evaluations: number;
}

/**
 * The smallest index in 0..last whose evaluation meets the target, for a target that, once met,
 * stays met at every larger index. Each evaluation is an engine run, so the search guesses where
 * the margin crosses zero (it is close to linear in the amount sold) and checks the neighbour of
 * its guess, falling back to halving where there is no margin: a handful of runs where halving
 * alone takes ten. The answer comes with its proof: it meets, one index less does not.
 */
export async function searchSmallest<E>(
  last: number,
  evaluate: (index: number, last: number) => Promise<E>,
  read: (result: E) => Probe,
): Promise<SearchResult<E>> {
  // Past 2^53 indexes stop being distinct numbers and the interval never shrinks: the loop below
  // would spin on answers it already has, holding the event loop.
  if (!Number.isSafeInteger(last) || last < 0)
    throw new RangeError(`The search needs a whole number of steps; it was given ${last}.`);
  const seen = new Map<number, { result: E; probe: Probe }>();
  const at = async (k: number) => {
    let hit = seen.get(k);
    if (!hit) {
      const result = await evaluate(k, last);
      seen.set(k, (hit = { result, probe: read(result) }));
    }
    return hit;
  };
  const done = (outcome: SearchResult<E>["outcome"], k: number, below: Probe | null): SearchResult<E> => {
    const hit = seen.get(k) as { result: E; probe: Probe };
    return { outcome, index: k, last, probe: hit.probe, below, result: hit.result, evaluations: seen.size };
  };
  if ((await at(0)).probe.meets) return done("ALREADY_MET", 0, null);
  if (!(await at(last)).probe.meets) return done("UNREACHABLE", last, null);
  let lo = 0;
  let hi = last;
  let guessing = true;
  while (hi - lo > 1) {
    const low = (seen.get(lo) as { probe: Probe }).probe.margin;
    const high = (seen.get(hi) as { probe: Probe }).probe.margin;
    const canGuess = guessing && low !== null && high !== null && high !== low;
    const k = canGuess
      ? Math.min(hi - 1, Math.max(lo + 1, Math.ceil(lo + ((hi - lo) * -low) / (high - low))))
      : Math.floor((lo + hi) / 2);
    const before = hi - lo;
    if ((await at(k)).probe.meets) {
      hi = k;
      if (canGuess && k - 1 > lo && !(await at(k - 1)).probe.meets) lo = k - 1;
      else if (canGuess && k - 1 > lo) hi = k - 1;
    } else {
      lo = k;
      if (canGuess && k + 1 < hi && (await at(k + 1)).probe.meets) hi = k + 1;
      else if (canGuess && k + 1 < hi) lo = k + 1;
    }
    // A guess that did not halve the interval makes the next step a halving: the search ends in log time.
    guessing = hi - lo <= before / 2;
  }
  return done("REACHED", hi, (seen.get(lo) as { probe: Probe }).probe);
}
