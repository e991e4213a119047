import { graphql } from "../generated/index.ts";

/**
 * What the shell shows of the viewer and the firm: a module of its own, with nothing else to
 * run, so the app's first requests can name it before the rest of the app's code has started
 * (app/early-requests.ts).
 */
export const ShellViewerQuery = graphql(`
  query ShellViewer {
    viewer {
      id
      name
      firstName
      isStaff
      permissionsIn(domain: "analysis")
      preferences {
        suppressPopups
      }
      mfa {
        pendingAction
      }
      ...Header_viewer
    }
    shell {
      navigation {
        ...NavMenus_groups
      }
      infoCard(domain: "analysis") {
        ...InfoCard_metadata
      }
      globals {
        footer {
          ...Footer_footer
        }
        errors {
          noMetadata
        }
      }
    }
  }
`);
