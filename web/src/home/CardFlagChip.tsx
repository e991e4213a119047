import Chip from "@mui/material/Chip";
import type { CardFlag } from "./card-rules.ts";

const COLORS = { NEW: "success", UPDATED: "primary", COPY: "secondary" } as const;

export function CardFlagChip({ flag }: { flag?: CardFlag }) {
  return flag ? <Chip size="small" color={COLORS[flag]} label={flag} /> : null;
}
