import type { EntryContext } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
// the function whose choice of routes the render must repeat (Remix 2.17, lazy route discovery),
// an internal module of @remix-run/react
import { getPartialManifest } from "@remix-run/react/dist/fog-of-war.js";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { contextForRender } from "~/services/http/render-manifest.server";

/**
 * The page is rendered with only the routes its partial manifest names (contextForRender,
 * docs/decisions/077, fifth session). The manifest here is the app's own route table (app/routes.ts,
 * ids as Remix gives them: the file without its extension, unless the route names one).
 */
type Manifest = EntryContext["manifest"];
type ManifestRoute = Manifest["routes"][string];
interface ConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}

function appManifest(): Manifest {
  const routes: Record<string, ManifestRoute> = {
    root: { id: "root", path: "", module: "/root.js", hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: true },
  };
  const add = (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      routes[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        module: `/${id}.js`,
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
      };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig as ConfigEntry[], "root");
  return { routes, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "test" } as unknown as Manifest;
}

/** The whole table as the router sees it, built here independently of the module under test. */
function routeTree(manifest: Manifest) {
  type Node = { id: string; path?: string; index?: boolean; children?: Node[] };
  const nodes = new Map<string, Node>(Object.values(manifest.routes).map((r) => [r.id, { id: r.id, path: r.path, index: r.index }]));
  const roots: Node[] = [];
  for (const r of Object.values(manifest.routes)) {
    const node = nodes.get(r.id)!;
    if (r.parentId) (nodes.get(r.parentId)!.children ??= []).push(node);
    else roots.push(node);
  }
  return roots as Parameters<typeof matchRoutes>[0];
}

const manifest = appManifest();
const tree = routeTree(manifest);

function pageContext(pathname: string) {
  const matches = matchRoutes(tree, pathname) ?? [];
  const staticHandlerContext = { matches, location: { pathname, search: "", hash: "", state: null, key: "default" }, basename: "/" };
  return { manifest, staticHandlerContext } as unknown as EntryContext;
}

describe("the routes a page is rendered with", () => {
  it("reads the whole route table (the fixture is the app's)", () => {
    expect(Object.keys(manifest.routes).length).toBeGreaterThan(70);
  });

  it.each([
    "/",
    "/dashboard",
    "/dashboard/campaigns",
    "/campaigns",
    "/media-channels",
    "/media-channels/channels/3f1c2f52-6c5d-4a53-9a64-0c8f1f0ab7d1",
    "/vacancies/123",
    "/job-description/requirements",
    "/share-campaign",
    "/t/a/b/application",
    "/no/such/page",
  ])("%s: exactly the routes of the browser's partial manifest, in the manifest's order", (pathname) => {
    const context = pageContext(pathname);
    const rendered = contextForRender(context).manifest.routes;
    const router = { state: { matches: context.staticHandlerContext.matches, location: context.staticHandlerContext.location }, routes: tree, basename: "/" };
    const partial = (getPartialManifest as (m: Manifest, r: unknown) => Manifest)(manifest, router).routes;
    expect(new Set(Object.keys(rendered))).toEqual(new Set(Object.keys(partial)));
    const order = Object.keys(manifest.routes);
    const ids = Object.keys(rendered);
    expect([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(ids);
    // the point of it: a handful of routes, not the whole table
    expect(ids.length).toBeLessThanOrEqual(8);
    expect(ids).toContain("root");
    for (const match of context.staticHandlerContext.matches) expect(ids).toContain(match.route.id);
  });

  it("leaves the rest of the context as it is (the router's context by reference: Remix tracks boundaries on it)", () => {
    const context = pageContext("/dashboard");
    const rendered = contextForRender(context);
    expect(rendered.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(rendered.manifest.entry).toBe(context.manifest.entry);
    expect(context.manifest.routes).toBe(manifest.routes);
  });
});
