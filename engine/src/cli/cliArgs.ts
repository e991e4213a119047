export interface ValueArgs {
  positions: string;
  curve: string;
  overrides?: string;
  spreadBp: number;
}

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
  const spreadBp = Number(named.get("spread-bp") ?? 0);
  if (!Number.isFinite(spreadBp)) return { error: "--spread-bp must be a number of basis points" };
  return { positions, curve, overrides: named.get("overrides"), spreadBp };
}
