import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * patches/@remix-run+router+1.23.3.patch (docs/decisions/024): the server's router keeps compiled
 * path patterns and the ranked route branches of a route table instead of rebuilding them for
 * every match. `npm install` applies it (postinstall); these tests fail when it is missing or when
 * the caches return another URL's matches.
 */
const require = createRequire(import.meta.url);
const serverRouterPath = require.resolve("@remix-run/router");
const router = require(serverRouterPath) as typeof import("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "dashboard", path: "dashboard" },
      { id: "campaigns", path: "campaigns", children: [{ id: "campaigns-index", index: true }, { id: "campaign", path: ":id" }] },
      { id: "media-channels", path: "media-channels" },
      { id: "jobs", path: "jobs/:id" },
      { id: "not-found", path: "*" },
    ],
  },
];

const ids = (url: string) => router.matchRoutes(routes, url)?.map((m) => m.route.id);

describe("the patched route matching of the server", () => {
  it("is the patched CommonJS build that Node loads", () => {
    expect(serverRouterPath).toMatch(/router\.cjs\.js$/);
    const source = fs.readFileSync(serverRouterPath, "utf8");
    expect(source).toContain("const rankedBranches = new WeakMap();");
    expect(source).toContain("const compiledPaths = new Map();");
    expect(source).toContain("function matchRankedBranches(");
  });

  it("matches each URL on its own against the same (cached) route table", () => {
    for (let round = 0; round < 2; round++) {
      expect(ids("/dashboard")).toEqual(["root", "dashboard"]);
      expect(ids("/campaigns")).toEqual(["root", "campaigns", "campaigns-index"]);
      expect(ids("/campaigns/abc")).toEqual(["root", "campaigns", "campaign"]);
      expect(router.matchRoutes(routes, "/campaigns/xyz")?.at(-1)?.params).toEqual({ id: "xyz" });
      expect(ids("/MEDIA-CHANNELS")).toEqual(["root", "media-channels"]);
      expect(ids("/jobs/1/2")).toEqual(["root", "not-found"]);
    }
  });

  it("keeps compiled patterns apart by their end and case options", () => {
    expect(router.matchPath({ path: "/campaigns", end: false }, "/campaigns/abc")?.pathnameBase).toBe("/campaigns");
    expect(router.matchPath({ path: "/campaigns", end: true }, "/campaigns/abc")).toBeNull();
    expect(router.matchPath({ path: "/Campaigns", caseSensitive: true }, "/campaigns")).toBeNull();
    expect(router.matchPath({ path: "/Campaigns", caseSensitive: false }, "/campaigns")).not.toBeNull();
  });

  it("hands out copies of a kept match, so a caller's change stays its own", () => {
    const first = router.matchRoutes(routes, "/campaigns/one")!;
    (first[2].params as Record<string, string>).id = "changed";
    first[2].pathname = "/elsewhere";
    const again = router.matchRoutes(routes, "/campaigns/one")!;
    expect(again.map((m) => m.pathname)).toEqual(["/", "/campaigns", "/campaigns/one"]);
    expect(again[2].params).toEqual({ id: "one" });
    // as upstream: the matches of one URL share one params object
    expect(again[0].params).toBe(again[2].params);
    expect(again[2].route).toBe(routes[0].children[1].children![1]);
  });

  it("keeps a non-match as a non-match, and a deeper path apart from its parent", () => {
    const table = [{ id: "only", path: "only" }];
    for (let round = 0; round < 2; round++) {
      expect(router.matchRoutes(table, "/only/deeper")).toBeNull();
      expect(router.matchRoutes(table, "/only")?.map((m) => m.route.id)).toEqual(["only"]);
    }
  });
});

/**
 * patches/@remix-run+react+2.17.5.patch and react-router-dom+6.30.4.patch (docs/decisions/028):
 * the static render's route objects are made once per build instead of once per request.
 */
describe("the route objects of the server render", () => {
  const remixServer = fs.readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8");
  const staticRouter = fs.readFileSync(require.resolve("react-router-dom/server.js"), "utf8");

  it("is patched in the builds Node loads", () => {
    expect(remixServer).toContain("const serverRoutesCache = new WeakMap();");
    expect(staticRouter).toContain("const dataRoutesCache = new WeakMap();");
  });

  it("gives the same data routes for the same route objects, and its own for others", () => {
    const server = require("react-router-dom/server.js") as typeof import("react-router-dom/server");
    const context = { basename: "/", location: { pathname: "/dashboard", search: "", hash: "", state: null, key: "default" }, matches: [], loaderData: {}, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {}, activeDeferreds: null } as never;
    const table = [{ id: "root", path: "/", children: [{ id: "dashboard", path: "dashboard" }] }];
    const first = server.createStaticRouter(table, context);
    const second = server.createStaticRouter(table, context);
    expect(second.routes).toBe(first.routes);
    expect(first.routes[0].children?.[0].id).toBe("dashboard");
    const other = server.createStaticRouter([{ id: "other", path: "/" }], context);
    expect(other.routes).not.toBe(first.routes);
    expect(other.routes[0].id).toBe("other");
  });
});

/**
 * patches/react-router+6.30.4.patch (docs/decisions/028): the production build Node loads keeps
 * the serialised route matches per matches array and a string target's resolved path. Every
 * link must still resolve exactly as the unpatched development build resolves it.
 */
describe("the links of a server render", () => {
  const productionPath = require.resolve("react-router/dist/umd/react-router.production.min.js");
  const developmentPath = require.resolve("react-router/dist/umd/react-router.development.js");
  type ReactRouter = typeof import("react-router");

  function hrefs(build: ReactRouter) {
    const React = require("react") as typeof import("react");
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const targets = ["..", "child", "./child?tab=jobs", "/abs?x=1#h", "../sibling/", "", "?page=2", "/cb/?id=1"];
    const Links = () =>
      React.createElement(
        "p",
        null,
        targets.map((to) => `${to}=>${build.useHref(to)}|${build.useHref(to, { relative: "path" })};`).join(""),
      );
    const { MemoryRouter, Outlet, Routes, Route } = build;
    const WithOutlet = () => React.createElement("div", null, React.createElement(Links), React.createElement(Outlet));
    const tree = (url: string) =>
      React.createElement(
        MemoryRouter,
        { initialEntries: [url] },
        React.createElement(
          Routes,
          null,
          React.createElement(
            Route,
            { path: "campaigns", element: React.createElement(WithOutlet) },
            React.createElement(Route, { path: ":id/details", element: React.createElement(Links) }),
          ),
          React.createElement(Route, { path: "*", element: React.createElement(Links) }),
        ),
      );
    return ["/campaigns", "/campaigns/42/details", "/elsewhere/deep"].map((url) => renderToString(tree(url)));
  }

  it("is patched in the production build Node loads", () => {
    const source = fs.readFileSync(productionPath, "utf8");
    expect(source).toContain("function hwResolveTo(");
    expect(source).toContain("const hwMatchesJson=new WeakMap()");
  });

  it("resolves every link as the unpatched build does, also when resolved again", () => {
    const production = require(productionPath) as ReactRouter;
    const development = require(developmentPath) as ReactRouter;
    const expected = hrefs(development);
    expect(expected[1]).toContain("..=&gt;/campaigns|/campaigns/42;");
    expect(hrefs(production)).toEqual(expected);
    expect(hrefs(production)).toEqual(expected);
  });
});

/**
 * patches/react-router-dom+6.30.4.patch and patches/@remix-run+react+2.17.5.patch (docs/decisions/
 * 029): in a server render, react-router-dom's production build makes no click handler for a link
 * (a server render runs none), and Remix's Link and NavLink skip their prefetch state and second
 * href. The markup must stay what the unpatched development build renders.
 */
describe("links rendered on the server without handlers", () => {
  type ReactRouterDom = typeof import("react-router-dom");
  const domProductionPath = require.resolve("react-router-dom/dist/umd/react-router-dom.production.min.js");
  const domDevelopmentPath = require.resolve("react-router-dom/dist/umd/react-router-dom.development.js");

  function markup(
    LinkComponent: ReactRouterDom["Link"],
    NavLinkComponent: ReactRouterDom["NavLink"],
    MemoryRouter: ReactRouterDom["MemoryRouter"],
  ) {
    const React = require("react") as typeof import("react");
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const links = () => [
      React.createElement(LinkComponent, { key: 1, to: "child?tab=jobs", className: "a", preventScrollReset: true }, "one"),
      React.createElement(LinkComponent, { key: 2, to: "/campaigns?dialog=share&id=1", "aria-label": "Share" }, "two"),
      React.createElement(LinkComponent, { key: 3, to: "https://example.com/x", target: "_blank", rel: "noreferrer" }, "three"),
      React.createElement(LinkComponent, { key: 4, to: "/auth/logout", reloadDocument: true }, "four"),
      React.createElement(NavLinkComponent, { key: 5, to: "/campaigns", className: ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off") }, "five"),
      React.createElement(NavLinkComponent, { key: 6, to: "/dashboard" }, "six"),
      // absolute paths take the patched shortcut (decision 033): each must print as useHref prints it
      ...["/", "/campaigns/../media-channels", "/a//b/./c", "/x?", "/x#", "/x/", "/a?b=1&c=%20#frag", "/Ärzte?q=ü", "//cdn.example.com/x"].map(
        (to, i) => React.createElement(LinkComponent, { key: `abs-${i}`, to }, to),
      ),
      React.createElement(LinkComponent, { key: "obj", to: { pathname: "/campaigns", search: "?page=3" } }, "object"),
      // NavLinks to absolute paths resolve them the same shortcut way: active state, end, case
      React.createElement(NavLinkComponent, { key: "nav-1", to: "/campaigns/", end: true }, "n1"),
      React.createElement(NavLinkComponent, { key: "nav-2", to: "/Campaigns?x=1", className: ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off") }, "n2"),
      React.createElement(NavLinkComponent, { key: "nav-3", to: "/campaigns/../campaigns/42", caseSensitive: true }, "n3"),
      React.createElement(NavLinkComponent, { key: "nav-4", to: "/campaigns", viewTransition: true }, "n4"),
    ];
    return ["/campaigns", "/campaigns/42"].map((url) =>
      renderToString(React.createElement(MemoryRouter, { initialEntries: [url] }, React.createElement("nav", null, links()))),
    );
  }

  it("react-router-dom's production build renders the links as the development build does", () => {
    expect(fs.readFileSync(domProductionPath, "utf8")).toContain("S=j?I(p,");
    expect(fs.readFileSync(domProductionPath, "utf8")).toContain("hwAbsoluteHref(p)");
    expect(fs.readFileSync(domProductionPath, "utf8")).toContain("hwAbsolutePath(d)");
    const production = require(domProductionPath) as ReactRouterDom;
    const development = require(domDevelopmentPath) as ReactRouterDom;
    const expected = markup(development.Link, development.NavLink, development.MemoryRouter);
    expect(expected[0]).toContain('href="/child?tab=jobs"');
    expect(expected[0]).toContain('aria-current="page" class="on" href="/campaigns"');
    expect(markup(production.Link, production.NavLink, development.MemoryRouter)).toEqual(expected);
  });

  it("react-router-dom's production build renders forms as the development build does", () => {
    const React = require("react") as typeof import("react");
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const router = require("react-router") as typeof import("react-router");
    const production = require(domProductionPath) as ReactRouterDom;
    const development = require(domDevelopmentPath) as ReactRouterDom;
    expect(fs.readFileSync(domProductionPath, "utf8")).toContain("hwServer?void 0:W()");
    const forms = (Form: ReactRouterDom["Form"]) => () =>
      React.createElement(
        "div",
        null,
        ["/campaigns?status=ordered", "/campaigns/../dashboard", "/a//b/", "/Ärzte?q=ü#x", "//cdn.example.com/x", undefined, ".", "child", "?page=2"].map((action, i) =>
          React.createElement(Form, { key: i, action, method: i % 2 ? "post" : "get", className: "f" }, String(action)),
        ),
      );
    const html = (Form: ReactRouterDom["Form"]) =>
      ["/campaigns?page=3", "/campaigns/42", "/"].map((url) => {
        const Forms = forms(Form);
        const memory = router.createMemoryRouter(
          [{ path: "/", element: React.createElement("main", null, React.createElement(Forms), React.createElement(router.Outlet)), children: [{ path: "campaigns", children: [{ index: true, element: React.createElement(Forms) }, { path: ":id", element: React.createElement(Forms) }] }] }],
          { initialEntries: [url] },
        );
        return renderToString(React.createElement(development.RouterProvider, { router: memory }));
      });
    const expected = html(development.Form);
    expect(expected[0]).toContain('action="/campaigns?status=ordered"');
    expect(expected[0]).toContain('action="/campaigns?index&amp;page=3"');
    expect(html(production.Form)).toEqual(expected);
  });

  it("Remix's Link and NavLink render react-router-dom's links, marked for route discovery", () => {
    const remix = require("@remix-run/react") as typeof import("@remix-run/react");
    expect(fs.readFileSync(require.resolve("@remix-run/react/dist/components.js"), "utf8")).toContain("if (RENDERS_ON_SERVER)");
    // and the page's partial route manifest is kept per pathname and matched routes (decision 033)
    expect(fs.readFileSync(require.resolve("@remix-run/react/dist/components.js"), "utf8")).toContain("${hwPartialManifestJson(manifest, router)}");
    const dom = require("react-router-dom") as ReactRouterDom;
    const plain = markup(dom.Link, dom.NavLink, dom.MemoryRouter);
    const ours = markup(remix.Link as ReactRouterDom["Link"], remix.NavLink as ReactRouterDom["NavLink"], dom.MemoryRouter);
    expect(ours.map((html) => html.replaceAll(' data-discover="true"', ""))).toEqual(plain);
    // every link of the same origin that is not a document reload is marked for route discovery
    for (const html of ours) {
      expect(html.match(/data-discover="true"/g)).toHaveLength(17);
      expect(html).toContain('<a rel="noreferrer" href="https://example.com/x" target="_blank">');
      expect(html).toContain('<a href="/auth/logout">');
    }
  });
});
