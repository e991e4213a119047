import { sendEarlyRequests } from "./early-requests.ts";
import { startupQueries } from "./startup-queries.ts";

// The page's first script (vite/early-requests-entry.ts): its screen's queries leave while the
// browser still compiles the rest of the app.
sendEarlyRequests(startupQueries(window.location.pathname));
