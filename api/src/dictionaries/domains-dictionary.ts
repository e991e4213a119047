import { ANALYSIS_PERMISSION_NAMES } from "@alm/formats";
/** The header's navigation and the firm's apps (spec shell: header, info card, domain/app entry). */

export type NavStatus = "new" | "coming soon" | "beta" | "";

/** The info card a user sees for a domain they may not view. */
export interface AppMetadata {
  head1: string;
  head2: string;
  description: string;
  callToActionText: string;
  button: string;
  url: string;
  screenshot: string;
}

export interface NavItem {
  label: string;
  path: string;
  category: string;
  active: boolean;
  /** 'new' shows a primary tag, 'coming soon' a warning tag, anything else a tertiary one. */
  status: NavStatus;
  order: number;
  /** The permission (in the item's domain or the user list) needed to show the item. */
  permission: string;
  domain: string;
  /** Opens another of the firm's sites rather than a route of this app. */
  external: boolean;
  metadata: AppMetadata | null;
}

export interface NavGroup {
  id: string;
  label: string;
  placement: "start" | "end";
  order: number;
  permission: string;
  categories: { id: string; label: string; order: number }[];
  items: NavItem[];
}

export const FIRM_SITE = "https://www.almadvisory.example.com";

const ANALYSIS_METADATA: AppMetadata = {
  head1: "ALM Analysis",
  head2: "Interest-rate risk, measured and explained",
  description:
    "Net economic value, net interest income, gap and liquidity reports for your institution, " +
    "prepared and reviewed by your ALM Advisory analyst and published here every quarter.",
  callToActionText: "Want access for your team?",
  button: "Request Access",
  url: `${FIRM_SITE}/contact`,
  screenshot: "/analysis/images/alm-analysis.png",
};

const comingSoon = (head1: string, description: string, slug: string): AppMetadata => ({
  head1,
  head2: "Coming soon from ALM Advisory",
  description,
  callToActionText: "Be the first to know when it launches.",
  button: "Learn More",
  url: `${FIRM_SITE}/solutions/${slug}`,
  screenshot: `/analysis/images/${slug}.png`,
});

const item = (
  label: string,
  path: string,
  order: number,
  rest: Partial<NavItem> & Pick<NavItem, "category">,
): NavItem => ({
  label,
  path,
  order,
  active: true,
  status: "",
  permission: "Navigate",
  domain: "analysis",
  external: false,
  metadata: null,
  ...rest,
});

/** A group's categories, ordered as listed. */
const categories = (labels: Record<string, string>): NavGroup["categories"] =>
  Object.entries(labels).map(([id, label], i) => ({ id, label, order: i + 1 }));

/** A screen of the analysis app that clients see too, marked new. */
const newScreen = (label: string, path: string): NavItem =>
  item(label, path, 3, {
    category: "analysis",
    permission: "View",
    status: "new",
    metadata: ANALYSIS_METADATA,
  });

/** Links of the analysis domain; client users (View only) see Reports, the risk dashboard and Info; staff also the settings. */
const analysisGroup: NavGroup = {
  id: "analysis",
  label: "Analysis",
  placement: "start",
  order: 1,
  permission: "View",
  categories: categories({ analysis: "Analysis", settings: "Settings" }),
  items: [
    item("Home", "/", 1, { category: "analysis", metadata: ANALYSIS_METADATA }),
    item("Reports", "/reports", 2, { category: "analysis", permission: "View", metadata: ANALYSIS_METADATA }),
    newScreen("Risk Dashboard", "/dashboard"),
    // Issue 45: a change to the balance sheet, its risk beside the data set as it is.
    newScreen("What-if", "/whatif"),
    item("Client Defaults", "/clientsettings", 3, { category: "settings" }),
    item("Charts of Accounts", "/coa", 4, { category: "settings" }),
    item("Info", "/info", 5, { category: "analysis", permission: "View" }),
    item("Yield Curves", "/curves", 6, { category: "settings" }),
    item("Audit Trail", "/audit", 7, {
      category: "settings",
      permission: ANALYSIS_PERMISSION_NAMES.VIEW_AUDIT_TRAIL,
    }),
  ],
};

/** The firm's other apps, so users learn what else exists. */
const appsGroup: NavGroup = {
  id: "apps",
  label: "Apps",
  placement: "start",
  order: 2,
  permission: "Navigate",
  categories: categories({ risk: "Risk", planning: "Planning" }),
  items: [
    item("ALM Analysis", "/analysis/", 1, { category: "risk", metadata: ANALYSIS_METADATA }),
    item("Deposit Pricing", `${FIRM_SITE}/apps/deposit-pricing`, 2, {
      category: "planning",
      status: "new",
      domain: "depositpricing",
      external: true,
      metadata: {
        head1: "Deposit Pricing",
        head2: "Price deposits with your balance sheet in mind",
        description: "Compare your share and certificate rates with your market and see the NII effect.",
        callToActionText: "Ask your analyst for a walkthrough.",
        button: "Open Deposit Pricing",
        url: `${FIRM_SITE}/apps/deposit-pricing`,
        screenshot: "/analysis/images/deposit-pricing.png",
      },
    }),
    item("Liquidity Stress Testing", "/liquidity", 3, {
      category: "risk",
      active: false,
      status: "coming soon",
      domain: "liquidity",
      metadata: comingSoon(
        "Liquidity Stress Testing",
        "Contingency funding scenarios and survival horizons for your institution.",
        "liquidity-stress-testing",
      ),
    }),
    item("Budget & Forecast", "/budget", 4, {
      category: "planning",
      active: false,
      status: "beta",
      domain: "budget",
      metadata: comingSoon(
        "Budget & Forecast",
        "Plan growth and earnings with the same assumptions as your ALM model.",
        "budget-forecast",
      ),
    }),
  ],
};

/** The user's own corner of the header; item labels carry the [userName] token. */
const userGroup: NavGroup = {
  id: "user",
  label: "My Account",
  placement: "end",
  order: 1,
  permission: "View",
  categories: categories({ user: "Account" }),
  items: [
    item("[userName]'s Reports", "/reports", 1, { category: "user", permission: "View" }),
    item("Contact ALM Advisory", `${FIRM_SITE}/contact`, 2, {
      category: "user",
      permission: "View",
      external: true,
    }),
  ],
};

export interface DomainsDictionaries {
  apps: NavItem[];
  nav: NavGroup[];
}

export function domainsDictionaries(): DomainsDictionaries {
  return { apps: appsGroup.items, nav: [analysisGroup, appsGroup, userGroup] };
}
