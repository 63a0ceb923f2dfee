import { useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

/** False on the server and before hydration: what renders then is what works without JavaScript. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Calls `callback` once `delay` ms have passed without a new call; `cancel` drops a pending call. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => () => clearTimeout(timer.current), []);
  const debounced = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return Object.assign(debounced, { cancel });
}

/**
 * A page's pending debounced search belongs to that page: once a navigation to another path starts
 * (a menu link clicked within the debounce after typing), `cancel` drops it. Otherwise the search
 * fired while the new page loaded, and its navigation replaced the one the recruiter asked for.
 */
export function useCancelOnLeave(cancel: () => void, pathname: string) {
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (leaving) cancel();
  }, [leaving, cancel]);
}
