/**
 * `npm run check:code`: the type check and the lint over one set of TypeScript programs. Run apart
 * (`tsc -p …` four times, then `eslint .`), each parsed, bound and checked every package again; here
 * the lint's type-aware rules read the types the check has just computed. `--types-only` skips the
 * lint (`npm run check:types`).
 */
import { createProgram } from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import ts from "typescript";
import { PACKAGE_TS, TYPE_PROGRAMS } from "../eslint.config.js";

const root = new URL("..", import.meta.url).pathname;
const typesOnly = process.argv.includes("--types-only");

const programs = TYPE_PROGRAMS.map((config) => createProgram(config, root));
const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => "\n",
};
let typeErrors = 0;
for (const program of programs) {
  const diagnostics = ts.getPreEmitDiagnostics(program);
  typeErrors += diagnostics.length;
  if (diagnostics.length) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
}
if (typeErrors) console.error(`${typeErrors} type error(s).`);

let lintProblems = 0;
if (!typesOnly) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { files: PACKAGE_TS, languageOptions: { parserOptions: { programs } } },
  });
  const results = await eslint.lintFiles(["."]);
  lintProblems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
  const formatter = await eslint.loadFormatter("stylish");
  const text = await formatter.format(results);
  if (text) console.error(text);
}
process.exitCode = typeErrors || lintProblems ? 1 : 0;
