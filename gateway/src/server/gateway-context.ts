import type { DocumentsSlice } from "../documents/documents-context.ts";
import type { PlatformContext, SessionsSlice } from "../graphql/context.ts";
import type { ReportsSlice } from "../reports/reports-context.ts";
import type { LiveSlice } from "../subscriptions/live-context.ts";

/** Every feature's slice: what one gateway instance's requests share. */
export type FeatureSlices = ReportsSlice & DocumentsSlice & LiveSlice & SessionsSlice;

/** A request's whole context: the platform's part and every feature's slice. */
export type GatewayContext = PlatformContext & FeatureSlices;
