import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerDevicePage, approveDeviceSignIn, CookieJar, openDeviceCodePage } from "@alm/test-support";
import { callApi, clientIds, startTestApi, type TestApi } from "../testing/test-api.ts";
import { DEVICE_CODE_GRANT } from "./provider.ts";

interface DeviceAuthorization {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

describe("device authorization grant (RFC 8628) for command-line tools", () => {
  let api: TestApi;
  let ids: Record<string, number>;

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${api.config.OIDC_ISSUER}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const startDeviceSignIn = async (): Promise<DeviceAuthorization> => {
    const res = await post("/device/auth", { client_id: "alm-cli", scope: "openid offline_access" });
    expect(res.status).toBe(200);
    return (await res.json()) as DeviceAuthorization;
  };
  const poll = async (deviceCode: string) => {
    const res = await post("/token", {
      grant_type: DEVICE_CODE_GRANT,
      device_code: deviceCode,
      client_id: "alm-cli",
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  beforeAll(async () => {
    api = await startTestApi();
    ids = await clientIds(api);
  });
  afterAll(() => api.close());

  it("gives a tool a user's token once the user enters its code, signs in and allows it", async () => {
    const device = await startDeviceSignIn();
    expect(device.verification_uri).toBe(`${api.config.OIDC_ISSUER}/device`);
    expect(device.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(await poll(device.device_code)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: "authorization_pending" }),
    });

    const jar = new CookieJar();
    const input = await openDeviceCodePage(jar, device.verification_uri);
    expect(input.html).toContain('<label for="user_code">Code</label>');
    // A wrong code says what to do, and nothing is given away.
    const wrong = await answerDevicePage(jar, input, "BCDF-GHJK");
    expect(wrong.html).toContain("No sign-in is waiting for that code.");
    const confirm = await answerDevicePage(jar, wrong, device.user_code);
    expect(confirm.html).toContain("Allow ALM command-line tools?");
    expect(confirm.html).toContain(device.user_code);
    expect(await poll(device.device_code)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: "authorization_pending" }),
    });
    expect(await approveDeviceSignIn(device.verification_uri, device.user_code, "client")).toContain(
      "Tool signed in",
    );

    const granted = await poll(device.device_code);
    expect(granted.status).toBe(200);
    expect(granted.body.token_type).toBe("Bearer");
    expect(granted.body.refresh_token).toBeTruthy();
    // The token is the user's: their own client's data, and no other's.
    const own = await callApi(
      api,
      `/base/analysis/reportdefinitions/client/${ids.RFCU}`,
      granted.body.access_token,
    );
    expect(own.status).toBe(200);
    const foreign = await callApi(
      api,
      `/base/analysis/reportdefinitions/client/${ids.SVCU}`,
      granted.body.access_token,
    );
    expect([403, 404]).toContain(foreign.status);
    // A device code is used once.
    expect((await poll(device.device_code)).body.error).toBe("invalid_grant");
  });

  it("denies the tool when the user cancels, and refuses a tool that is not registered", async () => {
    const device = await startDeviceSignIn();
    const jar = new CookieJar();
    const input = await openDeviceCodePage(jar, device.verification_uri);
    const confirm = await answerDevicePage(jar, input, device.user_code);
    const cancelled = await answerDevicePage(jar, confirm, device.user_code, { abort: "yes" });
    expect(cancelled.html).toContain("The sign-in was cancelled.");
    expect((await poll(device.device_code)).body.error).toBe("access_denied");

    const stranger = await post("/device/auth", { client_id: "a-tool-nobody-registered" });
    expect(stranger.status).toBe(401);
    expect(((await stranger.json()) as { error: string }).error).toBe("invalid_client");
    // The gateway's confidential client may not use the grant.
    const gateway = await post("/device/auth", { client_id: api.config.OIDC_CLIENT_ID });
    expect(gateway.status).toBeGreaterThanOrEqual(400);
  });
});
