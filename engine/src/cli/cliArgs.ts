export interface ValueArgs {
  positions: string;
  curve: string;
  overrides?: string;
  spreadBp: number;
}

export const MAX_SPREAD_BP = 1000;

export const USAGE =
  "usage: npm run -s value -w engine -- --positions FILE.csv --curve FILE.csv [--overrides FILE.csv] [--spread-bp N]";

/** Parses the value command's arguments, or returns what is wrong with them. */
export function parseValueArgs(argv: readonly string[]): ValueArgs | { error: string } {
  const named = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (!flag.startsWith("--")) return { error: `unexpected argument "${flag}"` };
    const [name, inline] = flag.slice(2).split("=", 2);
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith("--")) return { error: `--${name} needs a value` };
    named.set(name, value);
  }
  for (const name of named.keys()) {
    if (!["positions", "curve", "overrides", "spread-bp"].includes(name)) {
      return { error: `unknown option --${name}` };
    }
  }
  const positions = named.get("positions");
  const curve = named.get("curve");
  if (!positions || !curve) return { error: "--positions and --curve are required" };
  const spreadText = named.get("spread-bp") ?? "0";
  const spreadBp = Number(spreadText);
  // ±10 percentage points: a wider spread is a typing mistake, not a discount rate.
  if (spreadText.trim() === "" || !Number.isFinite(spreadBp) || Math.abs(spreadBp) > MAX_SPREAD_BP) {
    return {
      error: `--spread-bp must be a number of basis points from -${MAX_SPREAD_BP.toLocaleString("en-US")} to ${MAX_SPREAD_BP.toLocaleString("en-US")}; "${spreadText}" is not`,
    };
  }
  return { positions, curve, overrides: named.get("overrides"), spreadBp };
}
