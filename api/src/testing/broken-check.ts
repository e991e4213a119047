/**
 * A check module (upload-check-pool.ts) that fails as no real input can make the real ones fail:
 * "throw" is a bug in the check, "exit" the checking process ending (as out of memory), "wait" a
 * check still running when the pool is ended (the api stopping).
 */
export default async function brokenCheck(failure: "throw" | "exit" | "wait"): Promise<never> {
  if (failure === "exit") process.exit(1);
  if (failure === "wait") await new Promise((resolve) => setTimeout(resolve, 30_000));
  throw new TypeError("a bug in the check");
}
