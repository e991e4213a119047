import { useEffect } from "react";
import { createPath, useLocation, useNavigate, type Location, type To } from "react-router";

/**
 * The location the router has landed on, a new object at each arrival, the same address again
 * included (a link to the page shown, Back): each entry the router makes has a key of its own. (Two
 * entries pushed by a script with no state share the router's "default" key: one arrival.) An effect that moves the user on from
 * where they are depends on it, so that it moves them on from every arrival.
 *
 * Depending on its target alone is not enough: a move begun by the effect and overtaken, before
 * React drew it, by a navigation back to the same address (router updates are transitions, drawn
 * together) leaves the page where it was with the effect spent. react-router's `<Navigate>` is
 * such an effect: a phone's move to Reports while the screen was drawing its redirect to the
 * first definition showed "Loading reports" for good (the e2e phone journey, 1 in 30 repeats on a
 * CPU slowed four times).
 */
export const useArrival = (): Location => useLocation();

/** Replaces the address with `to` on every arrival where it renders (see `useArrival`). */
export function Redirect({ to }: { to: To }) {
  const arrival = useArrival();
  const navigate = useNavigate();
  const target = typeof to === "string" ? to : createPath(to);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [arrival, navigate, target]);
  return null;
}
