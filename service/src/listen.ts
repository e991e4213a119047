import type { Server } from "node:http";

/**
 * What a person starting a service reads when its port cannot be opened: the port, the setting
 * that names it and what to do. A bare "listen EADDRINUSE" names neither, and the usual cause is
 * the stack started twice.
 */
export function listenFailureText(error: NodeJS.ErrnoException, port: number, setting: string): string {
  if (error.code === "EADDRINUSE")
    return `Port ${port} (${setting}) is in use by another process: stop that process (the stack started twice?), or set ${setting} to a free port.`;
  if (error.code === "EACCES")
    return `Port ${port} (${setting}) may not be opened by this user: set ${setting} to a port above 1023.`;
  return `Cannot listen on port ${port} (${setting}): ${error.message}`;
}

/**
 * Listens on `port` (0 lets the system choose a free one), on `host` alone when given (else every
 * interface); fails with listenFailureText when it cannot.
 */
export function listenOn(server: Server, port: number, setting: string, host?: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const listening = () => {
      server.off("error", failed);
      resolve();
    };
    const failed = (error: NodeJS.ErrnoException) => {
      server.off("listening", listening);
      reject(new Error(listenFailureText(error, port, setting)));
    };
    server.once("listening", listening);
    server.once("error", failed);
    server.listen(port, host);
  });
}
