/**
 * A first enrolment's one-time code for a user, issued over the api's REST calls as staff do it
 * (a token of a staff member holding Manage Authenticators): what a test's authenticator needs
 * to set itself up at sign-in, now that the password alone enrols nothing.
 */
export async function issueEnrolmentCodeAt(
  apiUrl: string,
  staffToken: string,
  user: { username: string; tenant: string },
): Promise<string> {
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${apiUrl}${path}${path.includes("?") ? "&" : "?"}api-version=1.0`, {
      ...init,
      headers: { authorization: `Bearer ${staffToken}`, "content-type": "application/json" },
    });
    if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: HTTP ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { model: unknown } }).data.model;
  };
  const users = (await call(`/core/auth/users?tenant=${encodeURIComponent(user.tenant)}`)) as {
    sub: string;
    username: string;
  }[];
  const sub = users.find((u) => u.username === user.username)?.sub;
  if (!sub) throw new Error(`No user ${user.username} in ${user.tenant}.`);
  const issued = (await call("/core/auth/mfa/enrolmentcodes", {
    method: "POST",
    body: JSON.stringify({ sub }),
  })) as {
    code: string;
  };
  return issued.code;
}
