import { runoffShare, type PositionTerms } from "./positionTerms.ts";

const SLOTS = 1024;
/** Past this many changes a position's shares are computed, not remembered: probes stay short. */
const MOST_REMEMBERED = SLOTS / 2;

/**
 * One position's seasoned run-off shares (runoffShare once past the seasoning ramp) by the change
 * of its reference rate. A position's tranches (its book under every scenario, each month's new
 * volume under a ramp) meet the same changes again and again (three times in four in the bench's
 * book), and each share costs an exp and a pow; runoffShare is pure, so the share remembered is
 * the one computing it again would give (0 and -0 give the same share, so either may answer).
 * One instance per run: `start` forgets the previous position's shares.
 */
export class RunoffShares {
  readonly #keys = new Float64Array(SLOTS);
  readonly #values = new Float64Array(SLOTS);
  /** The generation a slot was filled in: a slot of an earlier one is empty. */
  readonly #filled = new Uint32Array(SLOTS);
  readonly #bits = new Float64Array(1);
  readonly #words = new Uint32Array(this.#bits.buffer);
  #generation = 1;
  #count = 0;

  start(): void {
    this.#count = 0;
    if (++this.#generation === 0xffffffff) {
      this.#filled.fill(0);
      this.#generation = 1;
    }
  }

  /** runoffShare(t, change, age) for an age past the seasoning ramp; `t` must be the position started. */
  of(t: PositionTerms, change: number): number {
    this.#bits[0] = change;
    let slot = Math.imul(this.#words[0] ^ this.#words[1], 0x9e3779b1) >>> 22;
    const filled = this.#filled;
    const generation = this.#generation;
    while (filled[slot] === generation) {
      if (this.#keys[slot] === change) return this.#values[slot];
      slot = (slot + 1) & (SLOTS - 1);
    }
    const share = runoffShare(t, change, Infinity);
    if (this.#count < MOST_REMEMBERED) {
      this.#count++;
      filled[slot] = generation;
      this.#keys[slot] = change;
      this.#values[slot] = share;
    }
    return share;
  }
}
