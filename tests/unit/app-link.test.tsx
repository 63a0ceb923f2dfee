import { Link as RemixLink, NavLink as RemixNavLink } from "@remix-run/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ServerLink, ServerNavLink } from "~/components/ui/app-link";

/** Decision 077: the server's plain anchors must be the markup Remix's Link and NavLink render. */
function at(url: string, element: ReactElement) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/campaigns/*" element={element} />
        <Route path="/dashboard" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");

describe("app-link: server anchors render what Remix's links render", () => {
  const links: [string, Record<string, unknown>][] = [
    ["/dashboard", { to: "/campaigns/checkout?id=1", className: "a", "aria-label": "Edit" }],
    ["/dashboard?page=2", { to: "?dialog=share&id=1", preventScrollReset: true, className: "b" }],
    ["/campaigns/overview", { to: "details", prefetch: "intent" }],
    ["/campaigns/overview", { to: "../dashboard", relative: "path" }],
    ["/dashboard", { to: "https://example.com/help", target: "_blank", rel: "noreferrer" }],
    ["/dashboard", { to: "/logout", reloadDocument: true }],
    ["/dashboard", { to: { pathname: "/campaigns", search: "?status=online" }, replace: true }],
    ["/dashboard?page=2", { to: "?" }],
    ["/dashboard", { to: "/campaigns?" }],
    ["/dashboard", { to: "/campaigns#" }],
    ["/dashboard", { to: "/campaigns/./x/../y#top" }],
    ["/campaigns/overview", { to: "/media-channels?q=a b&c=ä#x" }],
  ];
  for (const [url, props] of links) {
    it(`Link ${JSON.stringify(props.to)} at ${url}`, () => {
      const remix = at(url, <RemixLink {...(props as { to: string })}>x</RemixLink>);
      expect(remix).toContain("<a ");
      expect(at(url, <ServerLink {...(props as { to: string })}>x</ServerLink>)).toBe(remix);
    });
  }

  const navLinks: [string, Record<string, unknown>][] = [
    ["/dashboard", { to: "/dashboard", className: navClass }],
    ["/campaigns/checkout", { to: "/campaigns", className: navClass }],
    ["/campaigns/checkout", { to: "/campaigns", end: true, className: "plain" }],
    ["/Dashboard", { to: "/dashboard", className: "plain", prefetch: "intent" }],
    ["/campaigns", { id: "nav-c", to: "/campaigns", "aria-label": "Campaigns", className: "plain", "data-x": "1", "aria-current": "step" }],
    ["/dashboard", { to: "/campaigns", children: ({ isActive }: { isActive: boolean }) => (isActive ? "yes" : "no") }],
  ];
  for (const [url, props] of navLinks) {
    it(`NavLink ${JSON.stringify(props.to)} at ${url}`, () => {
      const remix = at(url, <RemixNavLink {...(props as { to: string })}>{(props.children as never) ?? "x"}</RemixNavLink>);
      expect(at(url, <ServerNavLink {...(props as { to: string })}>{(props.children as never) ?? "x"}</ServerNavLink>)).toBe(remix);
    });
  }

  it("marks the active entry as the page", () => {
    expect(at("/dashboard", <ServerNavLink to="/dashboard">x</ServerNavLink>)).toContain('aria-current="page"');
    expect(at("/dashboard", <ServerNavLink to="/campaigns">x</ServerNavLink>)).not.toContain("aria-current");
  });
});
