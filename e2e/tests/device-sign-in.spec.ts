import { expect, test } from "./fixtures.ts";
import { signIn } from "./sign-in.ts";

const DEVICE_CODE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";

interface DeviceAuthorization {
  device_code: string;
  user_code: string;
  verification_uri: string;
}

test("a tool's sign-in names the account it will act as and the tool asking, before the person allows it", async ({
  page,
  apiUrl,
}) => {
  // What a script does (docs/api.md): ask for a code, then poll while the person answers.
  const form = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields) });
  const started = await fetch(
    `${apiUrl}/oidc/device/auth`,
    form({ client_id: "alm-cli", scope: "openid offline_access" }),
  );
  const device = (await started.json()) as DeviceAuthorization;
  const poll = async () =>
    (
      await fetch(
        `${apiUrl}/oidc/token`,
        form({ client_id: "alm-cli", grant_type: DEVICE_CODE_GRANT, device_code: device.device_code }),
      )
    ).json() as Promise<{ error?: string; access_token?: string }>;

  await page.goto(device.verification_uri);
  await page.getByLabel("Code").fill(device.user_code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Sign in ALM command-line tools" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await signIn(page, "staff");

  await expect(page.getByRole("heading", { name: "Allow ALM command-line tools?" })).toBeVisible();
  await expect(page.getByText("You are signed in as Dana Whitfield (staff).")).toBeVisible();
  await expect(page.getByText("scripts and command-line tools that call the ALM Analysis API")).toBeVisible();
  await expect(page.getByText(`Your tool should show the code ${device.user_code}.`)).toBeVisible();
  // Signed in is not allowed yet: the tool still waits.
  expect((await poll()).error).toBe("authorization_pending");

  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: "Tool signed in" })).toBeVisible();
  expect((await poll()).access_token).toBeTruthy();
});
