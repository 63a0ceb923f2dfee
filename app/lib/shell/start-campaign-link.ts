/**
 * Where the main menu's Start campaign points (spec 1 §2 "Application shell"): without an active
 * integration it opens an info dialog over the current page; on the vacancies route it opens the
 * tab info dialog there; otherwise, integrated, it links to the vacancies page. Both dialogs are URL
 * states (decision 004), so the link works without JavaScript.
 */
export const START_INFO_DIALOG = "start-info";
export const VACANCIES_INFO_PARAM = "info";

function withParam(pathname: string, search: string, name: string, value: string) {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `${pathname}?${params.toString()}`;
}

/** The same URL without one query parameter: where an info dialog's Close goes. */
export function withoutParam(pathname: string, search: string, name: string) {
  const params = new URLSearchParams(search);
  params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function startCampaignHref(integrated: boolean, pathname: string, search: string) {
  if (!integrated) {
    // one dialog at a time: the start-campaign dialog (?start-campaign) gives way to the info
    const params = new URLSearchParams(search);
    params.delete("start-campaign");
    return withParam(pathname, params.toString(), "dialog", START_INFO_DIALOG);
  }
  if (pathname.replace(/\/+$/, "") === "/vacancies")
    return withParam(pathname, search, VACANCIES_INFO_PARAM, "1");
  return "/vacancies";
}
