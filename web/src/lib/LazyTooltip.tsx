import { cloneElement, useState, type FocusEvent, type PointerEvent, type ReactElement } from "react";
import { onInteraction, useOnInteraction } from "./on-interaction.ts";

// MUI's Tooltip brings Popper (about 5 KB on the wire with its positioning engine shared with
// the pickers): the first screen shows no tooltip, so it loads at the first hover or focus.
const tooltip = onInteraction(async () => (await import("@mui/material/Tooltip")).default);

interface ChildHandlers {
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerLeave?: (e: PointerEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
}

/**
 * A tooltip whose code loads when first wanted. Its child carries its own accessible name (the
 * tooltip only repeats it for sighted users), so nothing is announced differently before it loads.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<ChildHandlers> }) {
  const [Tooltip, load] = useOnInteraction(tooltip);
  const [open, setOpen] = useState(false);
  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    );
  }
  const show = () => {
    setOpen(true);
    load();
  };
  const hide = () => setOpen(false);
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (e: PointerEvent) => (own.onPointerEnter?.(e), show()),
    onPointerLeave: (e: PointerEvent) => (own.onPointerLeave?.(e), hide()),
    onFocus: (e: FocusEvent) => (own.onFocus?.(e), show()),
    onBlur: (e: FocusEvent) => (own.onBlur?.(e), hide()),
  });
}
