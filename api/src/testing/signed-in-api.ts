import { clientIds, signInAll, startTestApi, type TestApi } from "./test-api.ts";

/** Everyone's access token by their demo name (staff, analyst, client, client2, prospect). */
export type Tokens = Awaited<ReturnType<typeof signInAll>>;

/** What most api test files start with: a started api, everyone signed in, the demo's client ids. */
export interface SignedInApi {
  api: TestApi;
  t: Tokens;
  ids: Record<string, number>;
}

/**
 * The shared set-up of an api test file: `beforeAll(async () => ({ api, t, ids } = await
 * startSignedInApi()))`, then `afterAll(() => api.close())`. `env` is the api's extra settings.
 */
export async function startSignedInApi(env: Record<string, string> = {}): Promise<SignedInApi> {
  const api = await startTestApi(undefined, env);
  const [t, ids] = await Promise.all([signInAll(api), clientIds(api)]);
  return { api, t, ids };
}
