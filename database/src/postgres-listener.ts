import pg from "pg";

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries): reopened with
 * back-off when the server closes it or the network drops.
 */
export async function listenOn(
  clientConfig: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = FIRST_RETRY_MS;

  const open = async (): Promise<void> => {
    const opened = new pg.Client(clientConfig);
    opened.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    // An error ends the connection ("end" follows): reopening is "end"'s.
    opened.on("error", () => undefined);
    opened.on("end", () => {
      if (client === opened) client = undefined;
      if (!stopped) reopenLater();
    });
    await opened.connect();
    await opened.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = opened;
    wait = FIRST_RETRY_MS;
  };
  const reopenLater = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      open().catch(() => {
        wait = Math.min(wait * 2, LAST_RETRY_MS);
        if (!stopped) reopenLater();
      });
    }, wait);
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
