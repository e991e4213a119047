import { loadGatewayConfig } from "./config.ts";
import { startGateway } from "./server.ts";

try {
  const config = loadGatewayConfig();
  const gateway = await startGateway(config);
  console.log(`gateway: listening on ${gateway.url} (app at ${config.GATEWAY_PUBLIC_URL}/analysis/)`);
  const stop = async () => {
    await gateway.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
