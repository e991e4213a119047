import { test as base } from "@playwright/test";
import { stackUrls } from "../stack/stacks.ts";

/**
 * Every journey's `test`: its pages (and pages it opens itself) go to the stack of its worker, and
 * `apiUrl` names that stack's api, for journeys that set the demo up through the REST api.
 */
export const test = base.extend<{ apiUrl: string }>({
  baseURL: async ({}, use, testInfo) => use(stackUrls(testInfo.parallelIndex).gatewayUrl),
  apiUrl: async ({}, use, testInfo) => use(stackUrls(testInfo.parallelIndex).apiUrl),
});

export { expect } from "@playwright/test";
