import { FOLDER_TYPE } from "@alm/engine";
import type { IncomeYear, Measures, NodeId, NodeResult, Side, Sensitivity } from "@alm/engine";
import type { RunChart } from "../runs/chart-structure.ts";
import type { StoredResults } from "../runs/compute-results.ts";

/** A folder of the report's chart with the base and compare results at it. */
export interface TreeNode {
  id: NodeId;
  parentId: NodeId | null;
  key: string;
  description: string;
  folderType: number;
  /** 0 for sections (H1) … */
  depth: number;
  order: number;
  rollUp: boolean;
  nevVisible: boolean;
  niiVisible: boolean;
  side: Side;
  base: Measures | undefined;
  compare: Measures | undefined;
  children: TreeNode[];
}

const byId = (results: StoredResults | undefined) =>
  new Map<string, NodeResult>((results?.engine.nodes ?? []).map((n) => [String(n.id), n]));

/** Sums two measures (a calculated row such as Total Liability & Capital). */
export function combineMeasures(a: Measures, b: Measures): Measures {
  const nev: Record<string, Sensitivity> = {};
  for (const id of Object.keys(a.nev ?? {})) {
    const x = a.nev?.[id];
    const y = b.nev?.[id];
    if (!x || !y) continue;
    const mv = x.marketValue + y.marketValue;
    const book = a.bookValue + b.bookValue;
    const weight = (f: (s: Sensitivity) => number) =>
      mv === 0 ? 0 : (f(x) * x.marketValue + f(y) * y.marketValue) / mv;
    nev[id] = {
      marketValue: mv,
      price: book === 0 ? null : (mv / book) * 100,
      effDuration: weight((s) => s.effDuration),
      effConvexity: weight((s) => s.effConvexity),
    };
  }
  const nii: Record<string, IncomeYear[]> = {};
  for (const id of Object.keys(a.nii ?? {})) {
    const xs = a.nii?.[id] ?? [];
    const ys = b.nii?.[id] ?? [];
    nii[id] = xs.map((x, i) => {
      const y = ys[i] ?? { ...x, interest: 0, averageBalance: 0, averageRate: 0, yield: 0 };
      const interest = x.interest + y.interest;
      const averageBalance = x.averageBalance + y.averageBalance;
      const bearing = (v: IncomeYear) => (v.averageRate === 0 ? 0 : v.interest / v.averageRate);
      const rateBearing = bearing(x) + bearing(y);
      return {
        year: x.year,
        interest,
        averageBalance,
        averageRate: rateBearing === 0 ? 0 : interest / rateBearing,
        yield: averageBalance === 0 ? 0 : interest / averageBalance,
      };
    });
  }
  const baseA = a.nev?.Base?.marketValue ?? 0;
  const baseB = b.nev?.Base?.marketValue ?? 0;
  const sumOf = (x: Record<string, number> | null, y: Record<string, number> | null) =>
    x && y ? Object.fromEntries(Object.keys(x).map((k) => [k, (x[k] ?? 0) + (y[k] ?? 0)])) : null;
  // A sum's key-rate duration is its parts' weighted by their base values, as effective duration is.
  const weighted = (x: Record<string, number> | null, y: Record<string, number> | null) =>
    x && y
      ? Object.fromEntries(
          Object.keys(x).map((k) => [
            k,
            baseA + baseB === 0 ? 0 : ((x[k] ?? 0) * baseA + (y[k] ?? 0) * baseB) / (baseA + baseB),
          ]),
        )
      : null;
  return {
    bookValue: a.bookValue + b.bookValue,
    positionCount: a.positionCount + b.positionCount,
    nev,
    nonParallel: sumOf(a.nonParallel, b.nonParallel),
    keyRateDurations: weighted(a.keyRateDurations, b.keyRateDurations),
    nii,
    gap: a.gap.map((g, i) => g + (b.gap[i] ?? 0)),
    liquidity: a.liquidity.map((g, i) => g + (b.liquidity[i] ?? 0)),
    prepaymentSpeeds: speedsOfSum(a, b),
  };
}

/** Loans' CPR of a sum: one side's when only it has loans, else weighted by book value. */
function speedsOfSum(a: Measures, b: Measures): Record<string, number> | null {
  const x = a.prepaymentSpeeds;
  const y = b.prepaymentSpeeds;
  if (!x || !y) return x ?? y;
  const wa = Math.abs(a.bookValue);
  const wb = Math.abs(b.bookValue);
  return Object.fromEntries(
    Object.keys(x).map((k) => [k, wa + wb === 0 ? 0 : ((x[k] ?? 0) * wa + (y[k] ?? 0) * wb) / (wa + wb)]),
  );
}

const isLiabilityAndCapitalTotal = (n: { key: string; description: string }) => {
  const text = `${n.key} ${n.description}`.toLowerCase();
  return /liabilit/.test(text) && /capital|equity/.test(text);
};

/**
 * A calculated "Total Liability & Capital" row inside a section naming both (asSections lifts it
 * with the section's other folders): the results keep no folder below the sections without
 * positions, and the row went missing (a code review).
 */
const totalUnderCombinedSection = (f: RunChart["folders"][number], nodes: Map<string, TreeNode>) => {
  const parent = f.depth === 1 ? nodes.get(String(f.parentId)) : undefined;
  return (
    parent?.side === "other" &&
    f.folderType === FOLDER_TYPE.special &&
    isLiabilityAndCapitalTotal(f) &&
    isLiabilityAndCapitalTotal(parent)
  );
};

/**
 * What the calculated "Total Liability & Capital" row holds, said on its label: the spec's trees
 * carry it beside Capital as the sum of the Liability and Capital rows, and capital accounts are
 * not rate sensitive (engine: valued at book in every scenario). At market it is therefore
 * liabilities' market value plus capital's book value, which differs from assets' market value
 * by NEV less book capital; the label keeps a reader from expecting it to balance assets.
 */
export const COMBINED_TOTAL_NOTE = "(capital at book value)";

/**
 * The chart's folders (display fields as the chart has them now) that hold results in the base
 * or the compare data set, nested. A calculated top-level "Total Liability & Capital" row gets the
 * sum of the liability and capital totals, and its label says so (COMBINED_TOTAL_NOTE).
 */
export function buildTree(
  chart: RunChart,
  base: StoredResults,
  compare: StoredResults | undefined,
): TreeNode[] {
  const baseNodes = byId(base);
  const compareNodes = byId(compare);
  const nodes = new Map<string, TreeNode>();
  const roots: TreeNode[] = [];
  for (const f of chart.folders) {
    const b = baseNodes.get(String(f.id));
    const c = compareNodes.get(String(f.id));
    if (!b && !c && !totalUnderCombinedSection(f, nodes)) continue;
    const node: TreeNode = {
      id: f.id,
      parentId: f.depth === 0 ? 0 : f.parentId,
      key: f.key,
      description: f.description,
      folderType: f.folderType,
      depth: f.depth,
      order: f.order ?? 0,
      rollUp: f.rollUp,
      nevVisible: f.nevVisible,
      niiVisible: f.niiVisible,
      side: (b ?? c)?.side ?? "other",
      base: b,
      compare: c,
      children: [],
    };
    nodes.set(String(f.id), node);
    const parent = f.depth === 0 ? undefined : nodes.get(String(f.parentId));
    if (parent) parent.children.push(node);
    else if (f.depth === 0) roots.push(node);
  }
  const sort = (list: TreeNode[]) => {
    list.sort((x, y) => x.order - y.order);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  const sections = asSections(roots);
  const section = (side: Side) => sections.find((r) => r.side === side);
  for (const root of sections) {
    if (root.side !== "other" || root.folderType !== FOLDER_TYPE.special || !isLiabilityAndCapitalTotal(root))
      continue;
    const liability = section("liability");
    const capital = section("capital");
    const sum = (pick: (n: TreeNode) => Measures | undefined) => {
      const l = liability && pick(liability);
      const k = capital && pick(capital);
      return l && k ? combineMeasures(l, k) : (l ?? k);
    };
    root.base = sum((n) => n.base);
    root.compare = sum((n) => n.compare);
    root.description = `${root.description} ${COMBINED_TOTAL_NOTE}`;
  }
  return sections;
}

/**
 * The top-level sections as the reports read them. A section naming liabilities and capital
 * together, with folders of each beneath it ("Liabilities & Capital" over "Liabilities" and
 * "Capital"), is the engine's to classify by its children (engine/README.md, "Folder tree and
 * classification"): it is
 * itself neither side. Its children stand in its place, a level up, because every page finds the
 * liabilities and capital among the sections: under such a parent the NCUA test repriced no
 * shares, the NII trees showed asset income alone and the gaps lost the liabilities (an
 * examiner's review).
 */
function asSections(roots: TreeNode[]): TreeNode[] {
  const combined = (root: TreeNode) =>
    root.side === "other" && root.children.some((child) => child.side !== "other");
  if (!roots.some(combined)) return roots;
  const sections = roots.flatMap((root) => (combined(root) ? root.children : [root]));
  sections.forEach((section, i) => {
    if (section.depth > 0) raise(section);
    section.parentId = 0;
    section.order = i + 1;
  });
  return sections;
}

function raise(node: TreeNode): void {
  node.depth -= 1;
  node.children.forEach(raise);
}

export type Visibility = "nev" | "nii" | "any" | "all";

const shows = (n: TreeNode, v: Visibility) =>
  v === "all" || (v === "nev" ? n.nevVisible : v === "nii" ? n.niiVisible : n.nevVisible || n.niiVisible);

/**
 * The rows a measure shows. A hidden folder hides its detail, not its value: under a parent whose
 * branch is itemised (some children shown) it is one row without its children, so that every
 * parent equals the rows shown under it, as an examiner adds them up. The spec's detailed price
 * tree has "Unrealized G/L on AFS" as a row under Asset, though the chart hides it from the
 * measures. A parent none of whose children is shown stays a total (Investments, Liability);
 * a folder that does not roll up (GAAP Assets) adds nothing, so a hidden one stays out. Hidden
 * top-level sections (Income Statement) have no parent to add up to and stay out.
 */
export function visibleTree(roots: readonly TreeNode[], visibility: Visibility): TreeNode[] {
  const rows = (list: readonly TreeNode[]): TreeNode[] => {
    const itemised = list.some((n) => shows(n, visibility));
    return list
      .filter((n) => shows(n, visibility) || (itemised && n.rollUp))
      .map((n) => ({ ...n, children: shows(n, visibility) ? rows(n.children) : [] }));
  };
  return roots.filter((n) => shows(n, visibility)).map((n) => ({ ...n, children: rows(n.children) }));
}

/** Every node, parents first. */
export function walkTree(roots: readonly TreeNode[]): TreeNode[] {
  const out: TreeNode[] = [];
  const visit = (n: TreeNode) => {
    out.push(n);
    n.children.forEach(visit);
  };
  roots.forEach(visit);
  return out;
}

/** Leaves below a node that count in it (children with rollUp false are not added to their parent). */
export function rolledLeaves(node: TreeNode): TreeNode[] {
  if (!node.children.length) return [node];
  return node.children.filter((c) => c.rollUp).flatMap(rolledLeaves);
}

/** The first node, depth first, that matches. */
export function findNode(roots: readonly TreeNode[], match: (n: TreeNode) => boolean): TreeNode | undefined {
  return walkTree(roots).find(match);
}
