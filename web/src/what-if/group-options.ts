import { createFilterOptions } from "@mui/material/Autocomplete";

export interface ChartNode {
  id: string;
  parentId?: string | null;
  depth: number;
  key: string;
  description: string;
  kind: "GROUP" | "LEAF" | "TOTAL";
}

export interface GroupOption {
  key: string;
  /** The name a reader knows (the chart's description); the key only tells two alike apart. */
  label: string;
  depth: number;
  /** The section it sits in (Assets, Liabilities, ...), shown as the list's heading. */
  section: string;
  /** A product line, where a position is bought (a folder is refused). */
  leaf: boolean;
}

/**
 * The groups a change can name: every folder and leaf holding positions (totals hold none), in
 * the chart's order, each under its top-level section and by its description. Where a folder and
 * one leaf share a description (Regular Shares, and its one product line) the folder reads "(all)".
 * A key such as "Consumer Loans_H2" is the chart's internal name: shown only where two groups of a
 * kind share a description.
 */
export function groupOptions(nodes: readonly ChartNode[]): GroupOption[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const sectionOf = (node: ChartNode): string => {
    let current = node;
    for (let parent = byId.get(current.parentId ?? ""); parent && parent.depth > 0;) {
      current = parent;
      parent = byId.get(current.parentId ?? "");
    }
    return current.description;
  };
  const offered = nodes.filter((n) => n.depth > 0 && n.kind !== "TOTAL");
  const nameOf = (n: ChartNode) => n.description.trim() || n.key;
  const count = (of: (n: ChartNode) => string) => {
    const uses = new Map<string, number>();
    for (const n of offered) uses.set(of(n), (uses.get(of(n)) ?? 0) + 1);
    return (n: ChartNode) => uses.get(of(n)) ?? 0;
  };
  const named = count(nameOf);
  const namedOfKind = count((n) => `${n.kind} ${nameOf(n)}`);
  const labelOf = (n: ChartNode) => {
    if (named(n) === 1 || n.key === nameOf(n)) return nameOf(n);
    if (namedOfKind(n) === 1 && named(n) === 2) return n.kind === "GROUP" ? `${nameOf(n)} (all)` : nameOf(n);
    return `${nameOf(n)} (${n.key})`;
  };
  return offered.map((n) => ({
    key: n.key,
    label: labelOf(n),
    depth: n.depth,
    section: sectionOf(n),
    leaf: n.kind === "LEAF",
  }));
}

/** The groups a change's fields offer: every group, those holding non-maturity deposits, the leaves. */
export interface GroupChoices {
  all: readonly GroupOption[];
  deposits: readonly GroupOption[];
  leaves: readonly GroupOption[];
  /** How a leaf's positions repay (LEVEL, BULLET) and prepay (CPR, a fraction), by its key: what a purchase into it starts with. */
  termsOf: ReadonlyMap<string, LeafTerms>;
  /** The decay and beta a deposit group runs on now, by its key: what its fields show beside them. */
  depositTermsOf: ReadonlyMap<string, DepositTerms>;
}

/** Decimal fractions, as the API's Decimal. */
export interface DepositTerms {
  decay: string;
  beta: string;
}

export interface LeafTerms {
  amortization: string;
  /** A decimal fraction, as the API's Decimal. */
  cpr: string;
}

/** What the api lists for each kind of change (whatIfGroups). */
export interface NameableGroups {
  resizable: readonly string[];
  purchasable: readonly string[];
  purchaseTerms?: readonly ({ group: string } & LeafTerms)[];
  deposits: readonly string[];
  depositTerms?: readonly ({ group: string } & DepositTerms)[];
}

/**
 * The groups the api lists for each kind of change (by the rules it checks them with): assets and
 * liabilities holding a balance for a sale, a lever or the other side of a change, the leaves that
 * take a position at a rate for a purchase, those holding non-maturity deposits for a deposit
 * change. Until it has answered, or where it could not, every group: the api still refuses one it
 * does not list, saying why.
 */
export function groupChoices(
  offered: readonly GroupOption[],
  nameable: NameableGroups | undefined,
): GroupChoices {
  if (!nameable)
    return {
      all: offered,
      deposits: offered,
      leaves: offered.filter((g) => g.leaf),
      termsOf: new Map(),
      depositTermsOf: new Map(),
    };
  const among = (keys: readonly string[]) => {
    const listed = new Set(keys);
    return offered.filter((g) => listed.has(g.key));
  };
  return {
    all: among(nameable.resizable),
    deposits: among(nameable.deposits),
    leaves: among(nameable.purchasable),
    termsOf: new Map((nameable.purchaseTerms ?? []).map(({ group, ...terms }) => [group, terms])),
    depositTermsOf: new Map((nameable.depositTerms ?? []).map(({ group, ...terms }) => [group, terms])),
  };
}

/** A typed search matches the name a reader knows, or the key an analyst may type. */
export const filterGroups = createFilterOptions<GroupOption>({ stringify: (o) => `${o.label} ${o.key}` });
