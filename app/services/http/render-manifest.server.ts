import type { EntryContext } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { createCache } from "~/platform/cache.server";

type Manifest = EntryContext["manifest"];

/** A route of the manifest as the router matches it: its pattern and its children, no modules. */
interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

type RouteTable = Parameters<typeof matchRoutes>[0];
/** The manifest's routes as one tree, built once per build (a build's manifest never changes). */
const tables = createCache<RouteTable>("render-route-table", { max: 2 });

function routeTable(manifest: Manifest): RouteTable {
  return tables.getOrComputeSync(manifest.version, () => {
    const routes = Object.values(manifest.routes);
    const nodes = new Map<string, RouteNode>(
      routes.map((r) => [r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive }]),
    );
    const roots: RouteNode[] = [];
    // in the manifest's order, as Remix builds its own route objects (siblings rank by it on a tie)
    for (const r of routes) {
      const node = nodes.get(r.id)!;
      const parent = r.parentId ? nodes.get(r.parentId) : undefined;
      if (parent) (parent.children ??= []).push(node);
      else roots.push(node);
    }
    // the router's own route type, whose index routes may not have children: none here has
    return roots as RouteTable;
  });
}

/**
 * The page's entry context with only the routes its render needs (docs/decisions/077, fifth
 * session).
 *
 * Why: RemixServer builds route objects for every route of the manifest on every render, and the
 * router then converts, flattens, ranks and matches all of them again (new objects each time, so
 * no cache can hold them): 81 routes, of which a page uses three to five; decision 077 has the
 * counts. The browser is sent only a partial manifest anyway (lazy route discovery): the matched
 * routes plus whatever matches each parent path of the URL (its pathless and index children), which is exactly the set kept here, so the
 * page's HTML, its manifest and its hydration are the same as with the whole table; other routes
 * are discovered by the browser as before (/__manifest).
 *
 * The selection repeats `getPartialManifest` of @remix-run/react 2.17 (fog-of-war.js) on the
 * whole table; render-manifest.test.ts checks the two agree. Matching the parent paths on the
 * whole table is cheap: the table is one array per build, whose ranked branches and matches the
 * router keeps (patches/@remix-run+router).
 */
export function contextForRender(context: EntryContext): EntryContext {
  const { manifest, staticHandlerContext } = context;
  const ids = new Set(staticHandlerContext.matches.map((m) => m.route.id));
  const segments = staticHandlerContext.location.pathname.split("/").filter(Boolean);
  // the last segment is the page's own, already matched
  segments.pop();
  const parents = ["/"];
  for (; segments.length > 0; segments.pop()) parents.push(`/${segments.join("/")}`);
  const table = routeTable(manifest);
  for (const path of parents) {
    for (const { route } of matchRoutes(table, path, staticHandlerContext.basename ?? "/") ?? []) if (route.id) ids.add(route.id);
  }
  // in the manifest's order, so that siblings keep their rank
  const routes: Manifest["routes"] = {};
  for (const id in manifest.routes) if (ids.has(id)) routes[id] = manifest.routes[id];
  return { ...context, manifest: { ...manifest, routes } };
}
