import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, defaultTestDatabase, signIn, startTestApi, type TestApi } from "../testing/test-api.ts";

describe(`core auth calls on ${defaultTestDatabase()}`, () => {
  let api: TestApi;
  let staff: string;
  let client: string;
  let analyst: string;

  beforeAll(async () => {
    api = await startTestApi();
    [staff, client, analyst] = await Promise.all(
      ["staff", "client", "analyst"].map(async (u) => (await signIn(api, u)).access_token),
    );
  });
  afterAll(() => api.close());

  it("refuses a signed-out caller with 401 and the envelope", async () => {
    const res = await callApi(api, "/core/auth/users");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ didError: true, data: null });
  });

  it("refuses a forged token", async () => {
    const [header, payload] = staff.split(".");
    const res = await callApi(api, "/core/auth/users", `${header}.${payload}.forged`);
    expect(res.status).toBe(401);
  });

  it("requires api-version 1.0 and says which versions exist", async () => {
    const res = await callApi(api, "/core/auth/users?api-version=2.0", staff);
    expect(res.status).toBe(400);
    expect(res.body?.errorMessage).toContain("Supported versions: 1.0");
  });

  it("returns the caller's own account with the spec's fields", async () => {
    const res = await callApi(api, "/core/auth/users", staff);
    expect(res.status).toBe(200);
    const model = (res.body?.data as { model: Record<string, unknown>[] }).model;
    expect(model).toHaveLength(1);
    expect(model[0]).toMatchObject({
      username: "staff",
      name: "Dana Whitfield",
      given_name: "Dana",
      tenant: "ALM",
      emails: ["staff@alm.example.com"],
      isInMfaGroup: false,
    });
  });

  it("returns permissions per domain with the user list", async () => {
    const res = await callApi(api, "/core/auth/permissions", staff);
    expect(res.status).toBe(200);
    const model = (res.body?.data as { model: Record<string, { permission: string }[]> }).model;
    expect(model.analysis?.map((p) => p.permission)).toEqual(
      expect.arrayContaining(["View", "Navigate", "View All Clients", "Approve", "Publish"]),
    );
    expect(model.user?.map((p) => p.permission)).toContain("Perpetual Login");
    expect(model.analysis?.[0]).toMatchObject({
      permAssignedAtPolicyPath: "/ALM/analysis",
      inherited: false,
    });
  });

  it("gives the analyst no Approve or Publish", async () => {
    const res = await callApi(api, "/core/auth/permissions", analyst);
    const model = (res.body?.data as { model: Record<string, { permission: string }[]> }).model;
    const names = model.analysis?.map((p) => p.permission) ?? [];
    expect(names).toContain("View All Clients");
    expect(names).not.toContain("Approve");
    expect(names).not.toContain("Publish");
  });

  it("keeps a client user out of other users and tenants", async () => {
    const staffSub = (
      (await callApi(api, "/core/auth/users", staff)).body?.data as { model: { sub: string }[] }
    ).model[0]?.sub;
    expect((await callApi(api, `/core/auth/users?sub=${staffSub}`, client)).status).toBe(403);
    expect((await callApi(api, "/core/auth/users?tenant=SVCU", client)).status).toBe(403);
    expect((await callApi(api, `/core/auth/permissions?sub=${staffSub}&tenant=ALM`, client)).status).toBe(
      403,
    );
    const own = await callApi(api, "/core/auth/users?tenant=RFCU", client);
    expect(own.status).toBe(200);
  });

  it("lets staff look up any user", async () => {
    const res = await callApi(api, "/core/auth/users?tenant=RFCU", staff);
    const model = (res.body?.data as { model: { username: string }[] }).model;
    expect(model.map((u) => u.username)).toEqual(["client"]);
  });

  it("rejects a repeated parameter as bad input", async () => {
    const res = await callApi(api, "/core/auth/users?sub=a&sub=b", staff);
    expect(res.status).toBe(400);
  });

  it("says when a user has no permissions in a tenant", async () => {
    const res = await callApi(api, "/core/auth/permissions?tenant=LCCU", staff);
    expect(res.status).toBe(404);
    expect(res.body?.errorMessage).toBe("No permissions exist for this tenant and user.");
  });

  it("answers an unknown call with 404 in the envelope", async () => {
    const res = await callApi(api, "/core/nothing-here", staff);
    expect(res.status).toBe(404);
    expect(res.body?.didError).toBe(true);
  });
});
