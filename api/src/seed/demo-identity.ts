import { STAFF_TENANT } from "../auth/caller.ts";
import { PERMISSIONS } from "../access/permissions.ts";

/** Every user may change their own preferences and sign-in security (a scoped token may not). */
const OWN_SETTINGS = PERMISSIONS.managePreferences;

export const DEMO_CLIENTS = [
  { name: "Riverbend Federal Credit Union", acronym: "RFCU" },
  { name: "Summit Valley Credit Union", acronym: "SVCU" },
  { name: "Lakeshore Community Credit Union", acronym: "LCCU" },
] as const;

export const ANALYSIS_DOMAIN = "analysis";

interface DemoUser {
  username: string;
  password: string;
  name: string;
  givenName: string;
  tenant: string;
  jobTitle: string;
  /** Permissions per domain; 'user' applies to every domain. */
  permissions: Record<string, string[]>;
}

/** The accounts the README lists; passwords equal usernames on purpose (demo only). */
export const DEMO_USERS: DemoUser[] = [
  {
    username: "staff",
    password: "staff",
    name: "Dana Whitfield",
    givenName: "Dana",
    tenant: STAFF_TENANT,
    jobTitle: "Senior ALM Analyst",
    permissions: {
      // Every staff permission, so that the journeys of the staff user reach every call.
      [ANALYSIS_DOMAIN]: [
        "View",
        "Navigate",
        "View All Clients",
        "Approve",
        "Publish",
        PERMISSIONS.manageCurves,
        PERMISSIONS.manageServiceAccounts,
        PERMISSIONS.manageClientSettings,
        PERMISSIONS.sendNotifications,
        PERMISSIONS.viewAuditTrail,
        PERMISSIONS.manageAuthenticators,
      ],
      user: ["Receive Notifications", "Perpetual Login", OWN_SETTINGS],
    },
  },
  {
    username: "analyst",
    password: "analyst",
    name: "Priya Raman",
    givenName: "Priya",
    tenant: STAFF_TENANT,
    jobTitle: "ALM Analyst",
    permissions: { [ANALYSIS_DOMAIN]: ["View", "Navigate", "View All Clients"], user: [OWN_SETTINGS] },
  },
  {
    username: "client",
    password: "client",
    name: "Marcus Bell",
    givenName: "Marcus",
    tenant: DEMO_CLIENTS[0].acronym,
    jobTitle: "Chief Financial Officer",
    permissions: { [ANALYSIS_DOMAIN]: ["View", "Receive Notifications"], user: [OWN_SETTINGS] },
  },
  {
    // Signed in but without View: sees the info card that explains how to get access.
    username: "prospect",
    password: "prospect",
    name: "Jordan Lee",
    givenName: "Jordan",
    tenant: DEMO_CLIENTS[2].acronym,
    jobTitle: "Controller",
    permissions: { user: ["Receive Notifications", OWN_SETTINGS] },
  },
  {
    username: "client2",
    password: "client2",
    name: "Elena Ortiz",
    givenName: "Elena",
    tenant: DEMO_CLIENTS[1].acronym,
    jobTitle: "Finance Manager",
    permissions: { [ANALYSIS_DOMAIN]: ["View", "Receive Notifications"], user: [OWN_SETTINGS] },
  },
];
