import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** spec 1 §9: progress bar timeouts enter 100 ms, exit 800 ms. */
export const PROGRESS_ENTER_MS = 100;
export const PROGRESS_EXIT_MS = 800;

/** A thin top bar while a navigation or form submission is under way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(busy), busy ? PROGRESS_ENTER_MS : PROGRESS_EXIT_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-1 transition-opacity duration-300 ${
        visible ? "opacity-100" : "opacity-0"
      }`}
    >
      <div
        className={`h-full bg-brand-500 transition-[width] ease-out ${
          busy ? "w-3/4 duration-[2000ms]" : "w-full duration-300"
        }`}
      />
    </div>
  );
}
