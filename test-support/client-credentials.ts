/**
 * The OAuth client_credentials grant as a script or service does it (what docs/api.md shows with
 * curl): the client id and secret as HTTP Basic, the answer as it came.
 */
export async function requestClientCredentials(issuer: string, clientId: string, clientSecret: string) {
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString(
    "base64",
  );
  const res = await fetch(`${issuer}/token`, {
    method: "POST",
    headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  const body = (await res.json()) as { access_token?: string; expires_in?: number; error?: string };
  return { status: res.status, body };
}
