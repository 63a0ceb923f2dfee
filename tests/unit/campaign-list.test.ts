import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listShouldRevalidate } from "../../app/components/campaign-list/hooks";
import { pageHref } from "../../app/components/ui/pagination";
import {
  contentDisposition,
  exportableChannels,
  exportFileName,
  splitDescription,
} from "../../app/lib/campaign/export";
import {
  COPIED_TOOLTIP_MS,
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_STATUSES,
  LIST_DIALOGS,
  LIST_REFRESH_DELAY_MS,
  OVERVIEW_FACETS,
  OVERVIEW_PAGE_SIZE,
  OVERVIEW_PLACEHOLDER_CARDS,
  SEARCH_DEBOUNCE_MS,
  campaignActions,
  campaignNamePath,
  editPath,
  jobDescriptionPath,
  onlyDialogChanged,
  pageSearch,
  parseOverviewState,
  reorderPath,
  resolveDialog,
  toggleFilter,
  withDialog,
} from "../../app/lib/campaign/list";
import { CAMPAIGN_STATUSES } from "../../app/lib/campaign/status";
import { jumpRedirect } from "../../app/lib/pagination";

const id = "5f1e0c1e-1111-4222-8333-444455556666";

describe("campaign list constants (spec 1 §9, spec 2 §4/§9)", () => {
  it("pages: dashboard 5, overview 10, three placeholder cards", () => {
    expect(DASHBOARD_PAGE_SIZE).toBe(5);
    expect(OVERVIEW_PAGE_SIZE).toBe(10);
    expect(OVERVIEW_PLACEHOLDER_CARDS).toBe(3);
  });
  it("timings: search debounce 500 ms, list refresh after an action 2000 ms, copied tooltip 4 s", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(LIST_REFRESH_DELAY_MS).toBe(2000);
    expect(COPIED_TOOLTIP_MS).toBe(4000);
  });
  it("the dashboard asks for pending, ordered and online campaigns (notposteddraft shows as pending)", () => {
    expect([...DASHBOARD_STATUSES].sort()).toEqual([
      "notposteddraft",
      "online",
      "ordered",
      "pending",
    ]);
  });
});

describe("row actions per status and flags (spec 1 §2)", () => {
  const draft = { id, status: "pending", hasTargetGroup: true };
  it("pending: job description only with the AI flag, edit, share, export, delete", () => {
    expect(campaignActions(draft, {})).toEqual(["edit", "share", "export", "delete"]);
    expect(campaignActions(draft, { aiJobDescriptionGenerator: true })).toEqual([
      "jobDescription",
      "edit",
      "share",
      "export",
      "delete",
    ]);
    expect(campaignActions({ status: "notposteddraft" }, {})).toContain("delete");
  });
  it("others: view performance, export, re-order only with copy_campaign", () => {
    for (const status of ["ordered", "online", "expired", "awaiting_approval"]) {
      expect(campaignActions({ status }, {})).toEqual(["view", "export"]);
      expect(campaignActions({ status }, { copyCampaign: true })).toEqual([
        "view",
        "export",
        "reorder",
      ]);
    }
  });
  it("the name links to the performance page, or for drafts to the builder (/media-channels-cb without target group)", () => {
    expect(campaignNamePath({ id, status: "online", hasTargetGroup: true })).toBe(
      `/campaign-performance/campaign/?id=${id}`,
    );
    expect(campaignNamePath(draft)).toBe(`/cb/?id=${id}`);
    expect(campaignNamePath({ ...draft, hasTargetGroup: false })).toBe(
      `/media-channels-cb/?id=${id}`,
    );
    // edit and job description of a draft without target group open the builder's draft dialog
    expect(editPath(draft)).toBe(`/cb/?id=${id}`);
    expect(editPath({ ...draft, hasTargetGroup: false })).toBe(
      `/media-channels-cb/?id=${id}&dialog=draft`,
    );
    expect(jobDescriptionPath(draft)).toBe(`/job-description/?id=${id}`);
    expect(jobDescriptionPath({ ...draft, hasTargetGroup: false })).toBe(
      `/media-channels-cb/?id=${id}&dialog=draft`,
    );
  });
  it("re-order: unchanged input → checkout; else builder with a target group, /media-channels-cb without", () => {
    expect(reorderPath({ campaignId: id, campaignInputChanged: false }, true)).toBe(
      `/campaigns/checkout/?id=${id}`,
    );
    expect(reorderPath({ campaignId: id, campaignInputChanged: false }, false)).toBe(
      `/campaigns/checkout/?id=${id}`,
    );
    expect(reorderPath({ campaignId: id, campaignInputChanged: true }, true)).toBe(`/cb/?id=${id}`);
    expect(reorderPath({ campaignId: id, campaignInputChanged: true }, false)).toBe(
      `/media-channels-cb/?id=${id}`,
    );
  });
});

describe("overview state in the URL (spec 1 §4)", () => {
  it("reads text, filters and page; drops malformed values", () => {
    const state = parseOverviewState(
      new URLSearchParams(
        `q=%20nurse%20&month=2026-03&month=2026-13&status=online&author=${id}&author=x&page=3`,
      ),
    );
    expect(state).toEqual({
      text: "nurse",
      month: ["2026-03"],
      status: ["online"],
      author: [id],
      page: 3,
    });
    expect(parseOverviewState(new URLSearchParams("page=-2")).page).toBe(1);
  });
  it("a filter toggle adds or removes the value and resets to page 1", () => {
    const params = new URLSearchParams("q=a&status=online&page=4");
    const added = toggleFilter(params, "status", "expired");
    expect(added.getAll("status")).toEqual(["online", "expired"]);
    expect(added.has("page")).toBe(false);
    expect(toggleFilter(added, "status", "online").getAll("status")).toEqual(["expired"]);
    expect(OVERVIEW_FACETS).toEqual(["author", "month", "status"]);
  });
  it("dialogs are URL parameters; a page change closes them and keeps the rest", () => {
    const params = withDialog(new URLSearchParams("q=a&page=2"), "share", id);
    expect(params.get("share")).toBe(id);
    expect(withDialog(params, "delete", id).has("share")).toBe(false);
    expect(pageSearch(params, 3).toString()).toBe("q=a&page=3");
    expect(pageSearch(params, 1).toString()).toBe("q=a");
    expect(LIST_DIALOGS).toEqual(["delete", "reorder", "share", "export"]);
  });
  it("resolves the open dialog: delete only for drafts, re-order only for the others", () => {
    const rows = [
      { id, status: "pending", hasTargetGroup: false },
      { id: "b", status: "online", hasTargetGroup: true },
    ];
    expect(resolveDialog(new URLSearchParams(`delete=${id}`), rows)?.campaign.id).toBe(id);
    expect(resolveDialog(new URLSearchParams("delete=b"), rows)).toBeNull();
    expect(resolveDialog(new URLSearchParams("reorder=b"), rows)?.dialog).toBe("reorder");
    expect(resolveDialog(new URLSearchParams(`reorder=${id}`), rows)).toBeNull();
    expect(resolveDialog(new URLSearchParams("share=zzz"), rows)).toBeNull();
    expect(
      resolveDialog(new URLSearchParams("share=c"), rows, {
        id: "c",
        status: "ordered",
        hasTargetGroup: false,
      })?.campaign.id,
    ).toBe("c");
  });
  it("opening or closing a dialog needs no new list; the 2-second delete refresh replaces the immediate one", () => {
    const url = (s: string) => new URL(`http://x/campaigns${s}`);
    expect(onlyDialogChanged(url("?q=a"), url(`?q=a&share=${id}`))).toBe(true);
    expect(onlyDialogChanged(url("?q=a"), url("?q=b"))).toBe(false);
    // the same URL again (a revalidation, a reload) is not a dialog change
    expect(onlyDialogChanged(url("?q=a"), url("?q=a"))).toBe(false);
    const base = { currentParams: {}, nextParams: {}, defaultShouldRevalidate: true } as const;
    const revalidate = (extra: object) =>
      listShouldRevalidate({ ...base, ...extra } as Parameters<typeof listShouldRevalidate>[0]);
    expect(revalidate({ currentUrl: url(""), nextUrl: url(`?export=${id}`) })).toBe(false);
    expect(revalidate({ currentUrl: url(""), nextUrl: url("?page=2") })).toBe(true);
    // revalidator.revalidate() (same URL, no form): the list reloads
    expect(revalidate({ currentUrl: url("?q=a"), nextUrl: url("?q=a") })).toBe(true);
    const deleted = new FormData();
    deleted.set("intent", "delete");
    expect(
      revalidate({
        currentUrl: url(""),
        nextUrl: url(""),
        formData: deleted,
        actionResult: { deletedId: id },
      }),
    ).toBe(false);
    expect(
      revalidate({
        currentUrl: url(""),
        nextUrl: url(""),
        formData: deleted,
        actionResult: undefined,
      }),
    ).toBe(true);
  });
});

describe("pagination bar links (spec 1 §9)", () => {
  it("keeps the other parameters, drops the page for page 1, the jump value and closed dialogs", () => {
    expect(pageHref("/campaigns", "?q=a&page=2&jump=9&share=x", 3, LIST_DIALOGS)).toBe(
      "/campaigns?q=a&page=3",
    );
    expect(pageHref("/dashboard", "?page=4", 1)).toBe("/dashboard");
  });
  it("the jump form without JavaScript: above the page count or the current page does nothing", () => {
    const go = (query: string) => jumpRedirect(new URL(`http://x/dashboard?${query}`), 5);
    expect(go("page=2")).toBeNull();
    expect(go("page=2&jump=5")).toBe("/dashboard?page=5");
    expect(go("page=2&jump=6")).toBe("/dashboard?page=2");
    expect(go("page=2&jump=2")).toBe("/dashboard?page=2");
    expect(go("page=2&jump=")).toBe("/dashboard?page=2");
    expect(go("jump=1&q=x")).toBe("/dashboard?q=x");
  });
});

describe("exports (spec 2 §9)", () => {
  it("files are named after the campaign with .pdf or .docx", () => {
    expect(exportFileName("Nurse Berlin", "pdf")).toBe("Nurse_Berlin.pdf");
    expect(exportFileName("Pflegefachkraft (m/w/d) München", "docx")).toBe(
      "Pflegefachkraft_m_w_d_München.docx",
    );
    expect(exportFileName("../../etc/passwd", "pdf")).toBe("etc_passwd.pdf");
    expect(exportFileName("  ", "docx")).toBe("campaign.docx");
  });
  it("sends an ASCII fallback and the UTF-8 name", () => {
    expect(contentDisposition("Zürich_Köche.pdf")).toBe(
      `attachment; filename="Zurich_Koche.pdf"; filename*=UTF-8''Z%C3%BCrich_K%C3%B6che.pdf`,
    );
  });
  it("descriptions split at ----- into a short and a long text", () => {
    expect(splitDescription("Short part\n-----\nLong part")).toEqual({
      short: "Short part",
      long: "Long part",
    });
    expect(splitDescription("Only short")).toEqual({ short: "Only short", long: "" });
  });
  it("channels not available for purchase and those in a bundle are excluded", () => {
    const channels = [
      { name: "a", availableForPurchase: true, bundleId: null },
      { name: "b", availableForPurchase: false, bundleId: null },
      { name: "c", availableForPurchase: true, bundleId: "x" },
    ];
    expect(exportableChannels(channels).map((c) => c.name)).toEqual(["a"]);
  });
});

describe("campaign-list translations", () => {
  const load = (locale: string) =>
    JSON.parse(
      fs.readFileSync(path.resolve("locales", locale, "campaign-list.json"), "utf8"),
    ) as Record<string, string>;
  it("have every dynamic key (statuses, actions, facets) in all three languages", () => {
    const keys = [
      ...[...CAMPAIGN_STATUSES, "disabled"].map((s) => `status.${s}`),
      ...["jobDescription", "edit", "share", "export", "delete", "view", "reorder"].map(
        (a) => `actions.${a}`,
      ),
      ...OVERVIEW_FACETS.map((f) => `overview.facet.${f}`),
    ];
    for (const locale of ["en-US", "de-DE", "nl-NL"]) {
      const messages = load(locale);
      for (const key of keys) expect(messages[key], `${locale} ${key}`).toBeTruthy();
    }
  });
});
