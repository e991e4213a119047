export * from "./config-numbers.ts";
export * from "./deployment-secrets.ts";
export * from "./keep-alive.ts";
export * from "./run-service.ts";
export * from "./joined-reads.ts";
export * from "./body-limit.ts";
export * from "./unread-bodies.ts";
export * from "./bearer-challenge.ts";
