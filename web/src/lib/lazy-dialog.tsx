import { useEffect, type ComponentType } from "react";
import { onInteraction, useOnInteraction } from "./on-interaction.ts";

/**
 * A dialog whose code (MUI's Dialog and its parts) loads the first time it opens: most screens
 * show their confirmations and warnings rarely, so the first screen does not carry them. Once
 * loaded it stays mounted, so it closes with its transition.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const view = onInteraction(load);
  return function LazyDialog(props: P) {
    const [View, request] = useOnInteraction(view);
    const open = isOpen(props);
    useEffect(() => {
      if (open) request();
    }, [open, request]);
    return View ? <View {...props} /> : null;
  };
}
