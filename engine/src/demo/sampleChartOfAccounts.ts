import type { FolderNode, NodeId } from "../tree/folderNode.ts";

/** Folder spec: [key, description, children] for groups, a key for leaves. */
type Spec = string | [key: string, description: string, children: Spec[], flags?: Partial<FolderNode>];

const TREE: Spec[] = [
  [
    "Assets",
    "Assets",
    [
      [
        "Investments_H2",
        "Total Investments",
        ["Cash and Equivalents", "Agency Bullet 36", "Treasury Note 60"],
      ],
      [
        "Consumer Loans_H2",
        "Total Consumer Loans",
        [
          ["Share Secured_H3", "Share Secured", ["Share Secured 36"]],
          ["Signature Loans_H3", "Signature Loans", ["Signature Loans 48"]],
          ["New Auto_H3", "New Auto", ["New Auto 60"]],
          ["Used Auto_H3", "Used Auto", ["Used Auto 72"]],
          ["Credit Cards_H3", "Credit Cards", ["Credit Cards 36"]],
        ],
      ],
      [
        "Mortgage Loans_H2",
        "Total Mortgage Loans",
        [
          ["Home Equity_H3", "Home Equity 1st", ["Home Equity 1st 180"]],
          ["HELOC 100%_H3", "HELOC 100%", ["HELOC 100% 240"]],
          ["Fixed 15 Yr_H3", "Fixed 15 Yr", ["Fixed 15 Yr 180"]],
          ["Fixed 30 Yr_H3", "Fixed 30 Yr", ["Fixed 30 Yr 360"]],
          ["ARMs_H3", "ARMs", ["ARM 5/1 360"]],
        ],
      ],
      [
        "Commercial Loans_H2",
        "Total Commercial Loans",
        [
          ["MBL Fixed RE_H3", "MBL Fixed RE", ["MBL Fixed RE 120"]],
          ["MBL Adjustable RE_H3", "MBL Adjustable RE", ["MBL Adjustable RE 84"]],
        ],
      ],
      "Allowance for Loan Losses",
      "Unrealized G/L on AFS",
      ["Other Assets_H2", "Total Other Assets", ["Fixed Assets"], { nevVisible: false }],
    ],
  ],
  [
    "Liabilities",
    "Liability",
    [
      [
        "Non-Maturity Deposits_H2",
        "Total NMD",
        [
          ["Regular Shares_H3", "Regular Shares", ["Regular Shares"]],
          ["Share Drafts_H3", "Share Drafts", ["Share Drafts"]],
          ["Money Market Shares_H3", "Money Market Shares", ["Money Market Shares"]],
        ],
      ],
      [
        "Certificates_H2",
        "Total Certificates",
        [["Share Certificates_H3", "Share Certificates", ["Share Certificates 12", "Share Certificates 36"]]],
      ],
      ["Borrowings_H2", "Total Borrowings", ["FHLB Advance 60"]],
      ["Other Liabilities_H2", "Other Liabilities", ["Accrued Liabilities"]],
    ],
  ],
  ["Capital", "Capital", ["Undivided Earnings", "Regular Reserves"]],
  [
    "Income Statement",
    "Income Statement",
    [
      ["Non-Interest Income_H2", "Non-Interest Income", ["Fee Income", "Other Operating Income"]],
      ["Non-Interest Expense_H2", "Non-Interest Expense", ["Operating Expense", "Provision for Loan Losses"]],
    ],
    { nevVisible: false },
  ],
];

/**
 * A small chart of accounts in the shape of the folder tree the api stores,
 * with leaf keys matching the template sample. The overnight investment is
 * the spec's GAAP-only node: string id "1113", rollUp false.
 */
export function sampleChartOfAccounts(): FolderNode[] {
  const out: FolderNode[] = [];
  let nextId = 1000;
  const add = (spec: Spec, parentId: NodeId, depth: number) => {
    const [key, description, children, flags] =
      typeof spec === "string" ? [spec, spec, [] as Spec[], undefined] : spec;
    const id: NodeId = key === "Overnight Investment" ? "1113" : nextId++;
    out.push({
      id,
      parentId,
      key,
      description,
      folderType: children.length > 0 ? 2 : 4,
      depth,
      rollUp: true,
      nevVisible: true,
      niiVisible: true,
      order: out.length,
      ...flags,
    });
    for (const child of children) add(child, id, depth + 1);
  };
  for (const spec of TREE) add(spec, 0, 0);
  const investments = out.find((n) => n.key === "Investments_H2");
  out.push({
    id: "1113",
    parentId: investments?.id ?? 0,
    key: "Overnight Investment",
    description: "GAAP Assets",
    folderType: 7,
    depth: 2,
    rollUp: false,
    nevVisible: true,
    niiVisible: true,
    order: out.length,
  });
  out.push({
    id: nextId,
    parentId: 0,
    key: "Total Liability & Capital",
    description: "Total Liability & Capital",
    folderType: 7,
    depth: 0,
    rollUp: true,
    nevVisible: true,
    niiVisible: true,
    order: out.length,
  });
  return out;
}
