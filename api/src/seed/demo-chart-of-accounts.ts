import { chartRoot, type CoaNode, flagTags, isLeaf, walkCoa } from "../chart-tree/coa-node.ts";
import { ASSETS } from "./demo-chart-of-accounts-assets.ts";
import {
  CAPITAL,
  INCOME_STATEMENT,
  LIABILITIES,
  TOTAL_LIABILITY_AND_CAPITAL,
} from "./demo-chart-of-accounts-liabilities.ts";
import type { DemoFolder } from "./demo-chart-of-accounts-spec.ts";

/** Integer ids start here, well clear of the string id "1113". */
const FIRST_ID = 10_001;

export interface DemoChartOptions {
  /** Every node visible for NEV and NII (some client samples have no hidden folders). */
  allVisible?: boolean;
  /** The root's description. */
  name?: string;
}

/**
 * The demo credit union chart of accounts (spec: folder tree of management-and-data section 3):
 * Assets, Liability, Capital and Total Liability & Capital, H1–H5 groups, term-bucketed loan,
 * certificate and borrowing leaves. Ids are assigned depth-first, so every build is identical.
 */
export function buildDemoChartOfAccounts(options: DemoChartOptions = {}): CoaNode {
  let nextId = FIRST_ID;
  const build = (folder: DemoFolder, parent: CoaNode, order: number): CoaNode => {
    const depth = parent.depth + 1;
    const node: CoaNode = {
      id: folder.id ?? nextId++,
      parentId: parent.id,
      hLevel: depth,
      depth,
      order,
      key: folder.key,
      description: folder.description,
      folderType: folder.folderType ?? (folder.children.length > 0 ? 2 : 4),
      rollUp: folder.rollUp ?? true,
      nevVisible: options.allVisible || (folder.nevVisible ?? parent.nevVisible),
      niiVisible: options.allVisible || (folder.niiVisible ?? parent.niiVisible),
      tags: [],
      children: [],
    };
    node.tags = flagTags(node);
    node.children = folder.children.map((child, i) => build(child, node, i + 1));
    return node;
  };
  const root = chartRoot(options.name ?? "Chart of Accounts");
  // The income statement comes last, so the balance sheet's ids stay as they were.
  const sections = [ASSETS, LIABILITIES, CAPITAL, TOTAL_LIABILITY_AND_CAPITAL, INCOME_STATEMENT];
  root.children = sections.map((section, i) => build(section, root, i + 1));
  return root;
}

/** Keys positions may attach to: the demo tree's leaves. */
export function demoLeafKeys(): string[] {
  return walkCoa(buildDemoChartOfAccounts())
    .filter(isLeaf)
    .map((n) => n.key);
}
