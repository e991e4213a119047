import { FIRM_SITE } from "./domains-dictionary.ts";

/** Texts shared by every screen (spec shell: footer, title bar, page title, error pages). */
export function globalDictionaries() {
  return {
    product: {
      name: "ALM Analysis",
      shortName: "ALM Analysis",
      company: "ALM Advisory, LLC",
      titleSeparator: " | ",
      supportEmail: "support@almadvisory.example.com",
    },
    footer: {
      copyright: "© [year] ALM Advisory, LLC. All rights reserved.",
      links: [
        { label: "ALM Advisory", url: FIRM_SITE, order: 1 },
        { label: "Privacy Policy", url: `${FIRM_SITE}/privacy-policy`, order: 2 },
        { label: "Terms of Use", url: `${FIRM_SITE}/terms-of-use`, order: 3 },
        { label: "Form ADV Part 2", url: `${FIRM_SITE}/form-adv-part-2.pdf`, order: 4 },
      ],
    },
    /** [timeGreeting]: morning from 4 to 12 h, afternoon from 12 to 18 h, evening otherwise. */
    greetings: [
      { label: "Good Morning", fromHour: 4, toHour: 12 },
      { label: "Good Afternoon", fromHour: 12, toHour: 18 },
      { label: "Good Evening", fromHour: 18, toHour: 4 },
    ],
    titles: {
      home: { title: "[personalizedTimeGreeting]", subtitle: "Select a client to manage its analysis" },
      reports: { title: "Reports", subtitle: "[userFirstName], here are your institution's reports" },
      clientSettings: {
        title: "Client Defaults",
        subtitle: "Reports and NII years for new report definitions",
      },
      chartsOfAccounts: { title: "Charts of Accounts", subtitle: "Folder trees and report visibility" },
      info: { title: "Info", subtitle: "Messages from ALM Advisory" },
    },
    errors: {
      notFound: {
        title: "Ooops!",
        message1: "The page you requested does not exist.",
        message2: "Please contact tech support if the problem continues.",
      },
      noAccess: {
        message1: "Sorry, you do not have access to this site.",
        message2: "Please contact a system administrator.",
      },
      iframe: "This application cannot be displayed in an iFrame.",
      noMetadata: "Please contact your ALM Advisory representative to obtain access.",
    },
  };
}

export type GlobalDictionaries = ReturnType<typeof globalDictionaries>;
