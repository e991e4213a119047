/**
 * `count` graphql-ws subscribers, each on its own WebSocket, watching one client's report
 * definition statuses. Prints "ready" once all are subscribed, then, after `rounds` events
 * per subscriber (or on stdin's end), prints JSON: for each round, every receipt time (epoch ms).
 */
import { createClient } from "graphql-ws";
import WebSocket from "ws";

const [url = "", token = "", countText = "1000", clientId = "1", roundsText = "5"] = process.argv.slice(2);
const count = Number(countText);
const rounds = Number(roundsText);
const now = () => performance.timeOrigin + performance.now();
const receipts: number[][] = Array.from({ length: rounds }, () => []);

class BearerSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(address, protocols, { headers: { authorization: `Bearer ${token}` } });
  }
}

const query = `subscription($clientId: ID!) { reportDefinitionStatusChanged(clientId: $clientId) { reportDefinitionId status action } }`;
let connected = 0;
let received = 0;
const clients = Array.from({ length: count }, () => {
  const client = createClient({
    url,
    webSocketImpl: BearerSocket,
    retryAttempts: 0,
    lazy: false,
    on: { connected: () => void connected++ },
  });
  let seen = 0;
  client.subscribe(
    { query, variables: { clientId } },
    {
      next: () => {
        receipts[seen]?.push(now());
        seen++;
        if (++received === count * rounds) finish();
      },
      error: (error) => console.error("subscriber error", error),
      complete: () => {},
    },
  );
  return client;
});

let finished = false;
function finish() {
  if (finished) return;
  finished = true;
  for (const c of clients) void c.dispose();
  // Exits once the line is written: a pipe the busy bench reads late took only part of it.
  process.stdout.write(`${JSON.stringify(receipts)}\n`, () => setTimeout(() => process.exit(0), 200));
}

while (connected < count) await new Promise((r) => setTimeout(r, 50));
console.log("ready");
process.stdin.on("end", finish);
process.stdin.resume();
