/**
 * The value at share `q` (0 to 1) of values sorted ascending, by nearest rank with no
 * interpolation (a p99 of 100 samples is the 100th, a real sample); NaN when there are none.
 */
export const quantile = (sortedValues: number[], q: number): number =>
  sortedValues[Math.min(sortedValues.length - 1, Math.floor(q * sortedValues.length))] ?? NaN;
