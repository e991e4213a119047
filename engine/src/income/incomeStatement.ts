import type { Position } from "../positions/position.ts";
import type { IndexedTree } from "../tree/indexTree.ts";
import type { OtherIncome } from "../run/summaries.ts";

/** A top-level section holding the income statement (spec: "Income Statement" beside the balance sheet). */
const isIncomeStatement = (text: string) => /income statement/i.test(text);
/** Below it, a folder or leaf of expense (operating expense, provision for loan losses). */
const isExpense = (text: string) => /expense|provision/i.test(text);

/**
 * Annual non-interest income and expense from the positions on the chart's income statement:
 * each one's balance is an annual amount in dollars, an expense when it or a folder above it
 * names an expense or a provision, income otherwise. They turn NII into net income and ROA.
 */
export function incomeStatementAmounts(
  tree: IndexedTree,
  positions: readonly Position[],
  nodeOf: readonly number[],
): OtherIncome {
  const out: OtherIncome = { nonInterestIncome: 0, nonInterestExpense: 0 };
  // Once per node, not per position: the texts and patterns were a string and two tests per
  // position and ancestor.
  const kinds = tree.nodes.map((_, j) => statementKind(tree, j));
  positions.forEach((p, i) => {
    const kind = kinds[nodeOf[i] ?? -1];
    if (kind === "expense") out.nonInterestExpense += p.balance;
    else if (kind === "income") out.nonInterestIncome += p.balance;
  });
  return out;
}

/** Whether a position at node `leaf` is non-interest income or expense, or neither (null). */
function statementKind(tree: IndexedTree, leaf: number): "income" | "expense" | null {
  let expense = false;
  let top = -1;
  for (let j = leaf; j >= 0; j = tree.parent[j] ?? -1) {
    const node = tree.nodes[j];
    if (!node) break;
    if (isExpense(`${node.key} ${node.description}`)) expense = true;
    top = j;
  }
  const section = tree.nodes[top];
  if (!section || !isIncomeStatement(`${section.key} ${section.description}`)) return null;
  return expense ? "expense" : "income";
}
