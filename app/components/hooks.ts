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
