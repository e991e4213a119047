import {
  type DemoFolder,
  EQUITY_TERMS,
  group,
  hidden,
  leaf,
  LOAN_TERMS,
  MORTGAGE_TERMS,
  niiOnly,
  product,
  termLeaves,
} from "./demo-chart-of-accounts-spec.ts";

const consumerLoans = group("Consumer Loans_H2", "Total Consumer Loans", [
  product("Share Secured", 3),
  product("Signature Loans", 3),
  product("Digital Solar Participation", 3),
  product("New Auto", 3),
  product("Used Auto", 3),
  group("Indirect Auto_H3", "Indirect Auto", [
    product("Indirect New Auto", 4),
    product("Indirect Used Auto", 4),
    group("Deferred Auto Fees_H4", "Deferred Auto Fees", [
      leaf("Indirect Auto Fees", { description: "Indirect Auto Dealer Fees", folderType: 7 }),
    ]),
  ]),
  product("Auto Participation Loans", 3),
  product("Lafayette Participation", 3),
  product("RV Loans", 3),
  product("Indirect RV", 3),
  product("Credit Cards", 3, [12, 24, 36, 48, 60]),
  product("Home Improvement", 3),
  product("Student Loans", 3),
  product("Line of Credit", 3, [12, 24, 36, 48, 60]),
  product("Other Consumer", 3),
]);

/** Conventional, bi-weekly and FHA/VA variants of one fixed-rate mortgage. */
const fixedMortgage = (years: number, terms: readonly number[]) => {
  const name = `Fixed ${years} Yr`;
  return group(`${name}_H3`, name, [
    group(`${name} Conventional_H4`, `${name} Conventional`, termLeaves(name, terms)),
    product(`${name} Bi-Weekly`, 4, terms),
    product(`${name} FHA/VA`, 4, terms),
  ]);
};

const upTo = (months: number) => MORTGAGE_TERMS.filter((t) => t <= months);

const mortgageLoans = group("Mortgage Loans_H2", "Total Mortgage Loans", [
  group("Home Equity_H3", "Home Equity", [
    product("Home Equity 1st", 4, EQUITY_TERMS),
    product("Home Equity 2nd", 4, EQUITY_TERMS),
  ]),
  product("HELOC 100%", 3, EQUITY_TERMS),
  product("HELOC 80%", 3, EQUITY_TERMS),
  product("HELOC 90%", 3, EQUITY_TERMS),
  product("HELOC Freedom", 3, EQUITY_TERMS),
  product("HELOC Participation", 3, EQUITY_TERMS),
  product("Fixed 10 Yr", 3, upTo(120)),
  fixedMortgage(15, upTo(180)),
  product("Fixed 20 Yr", 3, upTo(240)),
  fixedMortgage(30, MORTGAGE_TERMS),
  product("Fixed 40 Yr", 3, [...MORTGAGE_TERMS, 420, 480]),
  product("Construction Loans", 3, LOAN_TERMS.slice(0, 3)),
  group(
    "ARMs_H3",
    "ARMs",
    ["1/1", "3/1", "5/1", "7/1", "10/1", "15/1"].map((arm) => product(`ARM ${arm}`, 4, MORTGAGE_TERMS)),
  ),
  group("Mortgages Held for Sale_H3", "Mortgages Held for Sale", [leaf("Mortgages Held for Sale")]),
  product("Mortgage Participation", 3, MORTGAGE_TERMS),
  product("Sold Participations", 3, MORTGAGE_TERMS),
]);

const commercialLoans = group("Commercial Loans_H2", "Total Commercial Loans", [
  group("MBL Secured_H3", "MBL Secured", [
    group("MBL Real Estate_H4", "MBL Real Estate", [
      product("MBL Fixed RE", 5),
      product("MBL Adjustable RE", 5),
    ]),
    product("MBL Vehicle & Equipment", 4),
  ]),
  product("MBL Unsecured", 3),
  product("Business Participations", 3),
  product("PPP Loans", 3, [24, 60]),
]);

/** Investments are reported as a total: their detail is hidden from both measures. */
const investments = group("Investments_H2", "Total Investments", [
  hidden(
    group("Cash & Equivalents_H3", "Cash & Equivalents", [
      leaf("Cash and Equivalents"),
      leaf("Fed Funds Sold"),
    ]),
  ),
  hidden(
    leaf("Overnight Investment", { id: "1113", description: "GAAP Assets", folderType: 7, rollUp: false }),
  ),
  hidden(
    group("Agency Securities_H3", "Agency Securities", [
      product("Agency Bullet", 4, LOAN_TERMS.slice(0, 10)),
      product("Agency Callable", 4, LOAN_TERMS.slice(0, 10)),
    ]),
  ),
  hidden(
    group("Treasuries_H3", "Treasuries", [
      ...termLeaves("Treasury Bill", [3, 6, 12]),
      ...termLeaves("Treasury Note", LOAN_TERMS.slice(0, 10)),
    ]),
  ),
  hidden(
    group("Mortgage-Backed Securities_H3", "Mortgage-Backed Securities", [
      leaf("MBS Fixed 15 Yr 180"),
      leaf("MBS Fixed 30 Yr 360"),
      ...termLeaves("CMO", [60, 120, 180]),
    ]),
  ),
  hidden(product("Investment CD", 3, [3, 6, 12, 24, 36, 48, 60])),
  hidden(product("Municipal Bond", 3, [24, 48, 72, 96, 120])),
  hidden(
    group("Other Investments_H3", "Other Investments", [
      leaf("CUSO Investment"),
      leaf("Corporate CU Membership"),
      leaf("Mutual Funds"),
    ]),
  ),
]);

const otherAssets = niiOnly(
  group("Other Assets_H2", "Total Other Assets", [
    leaf("Fixed Assets"),
    leaf("Accrued Interest Receivable"),
    leaf("NCUSIF Deposit"),
    leaf("Prepaid and Other Assets"),
    leaf("Foreclosed and Repossessed Assets"),
  ]),
);

export const ASSETS: DemoFolder = group("Assets", "Assets", [
  consumerLoans,
  mortgageLoans,
  commercialLoans,
  leaf("Allowance for Loan Losses"),
  investments,
  otherAssets,
  hidden(leaf("Unrealized G/L on AFS", { description: "Unrealized G/L on AFS Securities" })),
]);
