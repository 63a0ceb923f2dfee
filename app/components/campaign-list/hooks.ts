import {
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  LIST_REFRESH_DELAY_MS,
  onlyDialogChanged,
  searchString,
  withoutDialogs,
} from "~/lib/campaign/list";

/** The fetcher the delete dialog submits through; the list reads the same one. */
export const DELETE_FETCHER_KEY = "campaign-delete";

export interface DeleteResult {
  deletedId?: string;
}

/** spec 1 §2 dashboard header: true once the window is scrolled (adds the scroll class). */
export function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

/**
 * spec 1 §4: after a delete the list waits LIST_REFRESH_DELAY_MS, then reloads. Closes the
 * dialog at once and returns the id of the campaign being removed, so its row can show that.
 */
export function useDelayedListRefresh() {
  const fetcher = useFetcher<DeleteResult>({ key: DELETE_FETCHER_KEY });
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const [removing, setRemoving] = useState<string | null>(null);
  const deletedId = fetcher.state === "idle" ? fetcher.data?.deletedId : undefined;
  const handled = useRef<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!deletedId || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    setRemoving(deletedId);
    const close = searchString(withoutDialogs(new URLSearchParams(location.search)));
    navigate(`${location.pathname}${close}`, { replace: true, preventScrollReset: true });
    // not cleared when the fetcher's data changes (closing the dialog does that), only on unmount
    clearTimeout(timer.current);
    // the row stays marked until the reloaded list no longer has it
    timer.current = setTimeout(() => revalidator.revalidate(), LIST_REFRESH_DELAY_MS);
    // runs once per delete result (not when the navigation above changes the location)
  }, [deletedId, fetcher.data]);

  return removing;
}

/** Placeholders while another page of this list loads (not when only a dialog opens or closes). */
export function useListLoading(origin: string) {
  const location = useLocation();
  const navigation = useNavigation();
  return (
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    !onlyDialogChanged(
      new URL(location.pathname + location.search, origin),
      new URL(navigation.location.pathname + navigation.location.search, origin),
    )
  );
}

/**
 * The lists need no new data when only a dialog opens or closes, and after a delete they reload
 * on their own timer (above) instead of at once.
 */
export const listShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formData,
  actionResult,
  defaultShouldRevalidate,
}) => {
  if (formData?.get("intent") === "delete" && (actionResult as DeleteResult | undefined)?.deletedId)
    return false;
  if (!formData && onlyDialogChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
};
