/**
 * A check module (upload-check-pool.ts) that fails as no real input can make the real ones fail:
 * "throw" is a bug in the check, "exit" the checking process ending (as out of memory).
 */
export default function brokenCheck(failure: "throw" | "exit"): never {
  if (failure === "exit") process.exit(1);
  throw new TypeError("a bug in the check");
}
