// Values the positions of a manual upload template on a curve and prints JSON.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { ParseResult } from "../csv/validationError.ts";
import { parseCurveCsv } from "../curve/parseCurveCsv.ts";
import { parseOverridesCsv } from "../overrides/parseOverridesCsv.ts";
import { parsePositionsCsv } from "../positions/parsePositionsCsv.ts";
import { SHOCKS } from "../scenarios/scenarios.ts";
import { valuePositions } from "../valuePositions.ts";
import { USAGE, parseValueArgs } from "./cliArgs.ts";

function fail(lines: string[], code: number): never {
  process.stderr.write(lines.join("\n") + "\n");
  process.exit(code);
}

function load<T>(file: string, parse: (text: string) => ParseResult<T>): T {
  let text: string;
  try {
    // npm runs workspace scripts inside engine/; paths are meant from where the user typed them.
    text = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), "utf8");
  } catch (e) {
    return fail([`${file}: cannot read the file (${(e as Error).message})`], 1);
  }
  const result = parse(text);
  if (result.ok) return result.value;
  return fail(
    result.errors.map((e) => `${file}: row ${e.row}${e.column ? `, column ${e.column}` : ""}: ${e.reason}`),
    1,
  );
}

const args = parseValueArgs(process.argv.slice(2));
if ("error" in args) fail([args.error, USAGE], 2);

const positions = load(args.positions, parsePositionsCsv);
const curve = load(args.curve, parseCurveCsv);
const overrides = args.overrides ? load(args.overrides, parseOverridesCsv) : [];
const valuation = valuePositions(positions, curve, { spreadBp: args.spreadBp, overrides });

process.stdout.write(
  JSON.stringify(
    {
      positionsFile: args.positions,
      curveFile: args.curve,
      spreadBp: args.spreadBp,
      scenarios: SHOCKS.map((s) => s.id),
      positions: valuation.positions,
      totals: valuation.totals,
    },
    null,
    2,
  ) + "\n",
);
