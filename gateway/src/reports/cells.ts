import type { CellView } from "./report-view.ts";

const empty = (field: string): CellView => ({
  field,
  value: null,
  text: null,
  flag: null,
  pairs: null,
  texts: null,
});

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isPair = (v: unknown): v is { key: string; value: number | null } =>
  isRecord(v) &&
  typeof v.key === "string" &&
  (typeof v.value === "number" || v.value === null) &&
  Object.keys(v).length === 2;

/** Records of numbers keyed by scenario ({ "-400": 1.2 }), as the position trees carry them. */
const isNumberRecord = (v: unknown): v is Record<string, number | null> =>
  isRecord(v) && Object.values(v).every((x) => typeof x === "number" || x === null);

/**
 * The typed cells of one api value: numbers, texts, flags, key/value pairs and text lists keep
 * their type; nested objects become one cell per leaf, named `field.key`.
 */
export function cellsOf(field: string, raw: unknown): CellView[] {
  if (raw === null || raw === undefined) return [empty(field)];
  if (typeof raw === "number") return [{ ...empty(field), value: raw }];
  if (typeof raw === "string") return [{ ...empty(field), text: raw }];
  if (typeof raw === "boolean") return [{ ...empty(field), flag: raw }];
  if (Array.isArray(raw)) {
    if (raw.every(isPair))
      return [{ ...empty(field), pairs: raw.map((p) => ({ key: p.key, value: p.value })) }];
    if (raw.every(isNumberRecord)) {
      const pairs = raw.flatMap((r) => Object.entries(r).map(([key, value]) => ({ key, value })));
      return [{ ...empty(field), pairs }];
    }
    if (raw.every((x) => typeof x === "string")) return [{ ...empty(field), texts: raw }];
    return raw.flatMap((item, i) => cellsOf(`${field}.${i}`, item));
  }
  if (isRecord(raw)) return Object.entries(raw).flatMap(([key, value]) => cellsOf(`${field}.${key}`, value));
  return [{ ...empty(field), text: String(raw) }];
}
