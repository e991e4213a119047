/** The first of candidate(1), candidate(2), … that is not taken: names for copies. */
export async function firstFreeName(
  candidate: (n: number) => string,
  taken: (name: string) => Promise<boolean>,
): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const name = candidate(n);
    if (!(await taken(name))) return name;
  }
  throw new Error("No free name for the copy.");
}
