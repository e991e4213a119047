import { graphql } from "../generated/index.ts";
import { readStored } from "./local-storage.ts";

/** Spec section 9: the chosen client is kept in local storage under this key. */
export const CLIENT_KEY = "clientId";

/** The client this browser remembers choosing, or null. */
export const rememberedClientId = () => readStored<string | null>(CLIENT_KEY, null);

/**
 * The viewer's choice of client and permissions: a module with nothing else to run, so the app's
 * first requests can name it before the rest of its code has started (app/early-requests.ts).
 */
export const SelectedClientViewerQuery = graphql(`
  query SelectedClientViewer {
    viewer {
      id
      tenant
      permissionsIn(domain: "analysis")
      preferences {
        fontSize
        suppressPopups
        lastClientId
      }
    }
  }
`);
