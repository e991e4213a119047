import { gotText } from "./readNumber.ts";
import type { ValidationError } from "./validationError.ts";

/** One problem of a file, however many rows have it. */
export interface FileProblem {
  /** 1-based rows in increasing order (row 1: the header, or the file as a whole). */
  rows: number[];
  column: string;
  reason: string;
}

/**
 * The problems of a file, each said once: rows breaking the same rule in the same column (a rate
 * column typed with a comma on every row) are one problem naming all its rows, so a reader gets
 * the rule and the fix once rather than a screen of identical lines. Problems keep the order in
 * which they first occur.
 */
export function groupProblems(errors: readonly ValidationError[]): FileProblem[] {
  const groups = new Map<string, { rows: number[]; column: string; members: ValidationError[] }>();
  for (const e of errors) {
    const key = `${e.column}\u0000${e.rule ?? e.reason}`;
    const group = groups.get(key) ?? { rows: [], column: e.column, members: [] };
    group.rows.push(e.row);
    group.members.push(e);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ rows, column, members }) => {
    const [first] = members;
    const rule = first?.rule;
    const values = [...new Set(members.map((m) => m.value ?? ""))];
    const reason =
      members.length > 1 && rule !== undefined ? `${rule}; ${gotText(values)}` : (first?.reason ?? "");
    return { rows: [...new Set(rows)].sort((a, b) => a - b), column, reason };
  });
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;

/** Rows as a reader finds them: "row 3", "rows 3–14", "rows 2, 5 and 7–9". */
export function rowsText(rows: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (j + 1 < rows.length && rows[j + 1] === (rows[j] ?? 0) + 1) j++;
    runs.push(j > i ? `${rows[i]}–${rows[j]}` : String(rows[i]));
    i = j + 1;
  }
  return `${rows.length === 1 ? "row" : "rows"} ${listed(runs)}`;
}

/** A problem's text ended as a sentence: the fix a reader is given next does not run on from it. */
export const asSentence = (text: string) => (!text || /[.!?]$/.test(text) ? text : `${text}.`);

/** Where a problem is and what it is: "rows 3–14, column rate: rate must be …; got …." */
export function describeProblem(problem: FileProblem): string {
  const column = problem.column ? `, column ${problem.column}` : "";
  return `${rowsText(problem.rows)}${column}: ${asSentence(problem.reason)}`;
}
