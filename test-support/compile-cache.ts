import { enableCompileCache } from "node:module";

/**
 * Lets this process and every process it starts (api and gateway processes, engine workers,
 * browser-test stacks) keep V8's compiled code of the modules they load on disk and reuse it:
 * tests start services dozens of times, and an api process is healthy in about 1.4 s instead of
 * 3.5 s on two cores once its modules are cached. Node checks each module's source against its
 * cache entry, so a changed file is compiled again.
 */
export function shareCompileCache(): void {
  const { directory } = enableCompileCache();
  if (directory) process.env.NODE_COMPILE_CACHE = directory;
}
