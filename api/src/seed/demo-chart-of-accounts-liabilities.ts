import {
  BORROWING_TERMS,
  CERTIFICATE_TERMS,
  type DemoFolder,
  group,
  hidden,
  leaf,
  product,
} from "./demo-chart-of-accounts-spec.ts";

const nonMaturityDeposits = group("Non-Maturity Deposits_H2", "Total NMD", [
  hidden(group("Regular Shares_H3", "Regular Shares", [leaf("Regular Shares")])),
  hidden(group("Share Drafts_H3", "Share Drafts", [leaf("Share Drafts")])),
  hidden(group("Money Market Shares_H3", "Money Market Shares", [leaf("Money Market Shares")])),
  hidden(group("IRA Shares_H3", "IRA Shares", [leaf("IRA Shares")])),
  hidden(group("Club Accounts_H3", "Club Accounts", [leaf("Holiday Club"), leaf("Vacation Club")])),
]);

const certificates = group("Certificates_H2", "Total Certificates", [
  hidden(product("Share Certificates", 3, CERTIFICATE_TERMS)),
  hidden(product("IRA Certificates", 3, CERTIFICATE_TERMS)),
  hidden(product("Jumbo Certificates", 3, CERTIFICATE_TERMS)),
  hidden(
    product(
      "Brokered Certificates",
      3,
      CERTIFICATE_TERMS.filter((t) => t >= 3 && t <= 60),
    ),
  ),
]);

const borrowings = group("Borrowings_H2", "Total Borrowings", [
  hidden(product("FHLB Advance", 3, BORROWING_TERMS)),
  hidden(
    product(
      "Corporate Borrowing",
      3,
      BORROWING_TERMS.filter((t) => t <= 60),
    ),
  ),
  hidden(product("FRB Borrowing", 3, [1, 3])),
]);

const otherLiabilities = group("Other Liabilities_H2", "Other Liabilities", [
  hidden(leaf("Accrued Liabilities")),
  hidden(leaf("Dividends Payable")),
  hidden(leaf("Other Liabilities")),
]);

/** Liabilities and capital show their totals; the detail is hidden from both measures. */
export const LIABILITIES: DemoFolder = group("Liabilities", "Liability", [
  nonMaturityDeposits,
  certificates,
  borrowings,
  otherLiabilities,
]);

export const CAPITAL: DemoFolder = group("Capital", "Capital", [
  hidden(
    group("Retained Earnings_H2", "Retained Earnings", [
      leaf("Undivided Earnings"),
      leaf("Regular Reserves"),
    ]),
  ),
  hidden(group("Common Stock_H2", "Common Stock", [leaf("Common Stock")])),
  hidden(
    group("Other Equity_H2", "Other Equity", [
      leaf("Equity Acquired in Merger"),
      leaf("Other Comprehensive Income"),
    ]),
  ),
]);

export const TOTAL_LIABILITY_AND_CAPITAL: DemoFolder = leaf("Total Liability & Capital", { folderType: 7 });

/** Annual non-interest income and expense, which turn NII into net income (outside NEV and the gaps). */
export const INCOME_STATEMENT: DemoFolder = hidden(
  group("Income Statement", "Income Statement", [
    group("Non-Interest Income_H2", "Non-Interest Income", [
      leaf("Fee Income", { description: "Fee and Interchange Income" }),
      leaf("Other Operating Income"),
    ]),
    group("Non-Interest Expense_H2", "Non-Interest Expense", [
      leaf("Operating Expense", { description: "Operating Expense (Compensation, Occupancy, Operations)" }),
      leaf("Provision for Loan Losses"),
    ]),
  ]),
);
