import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * patches/@remix-run+server-runtime+2.17.5.patch (docs/decisions/029): a loader gets the page's own
 * Request when its URL has no `index` or `_routes` parameter to strip, instead of two copies per
 * loader; where there is something to strip, it is still stripped. Node loads the CommonJS build
 * (through @remix-run/node), Vite's dev server the ESM one: both are checked.
 */
const require = createRequire(import.meta.url);
type CallRouteLoader = (args: {
  loadContext: unknown;
  loader: (args: { request: Request }) => unknown;
  params: Record<string, string>;
  request: Request;
  routeId: string;
  singleFetch: boolean;
}) => Promise<unknown>;

const builds: [string, () => Promise<{ callRouteLoader: CallRouteLoader }>][] = [
  ["CommonJS", async () => require("@remix-run/server-runtime/dist/data.js") as { callRouteLoader: CallRouteLoader }],
  [
    "ESM",
    async () => {
      const esm = path.join(path.dirname(require.resolve("@remix-run/server-runtime/dist/data.js")), "esm/data.js");
      return (await import(/* @vite-ignore */ pathToFileURL(esm).href)) as { callRouteLoader: CallRouteLoader };
    },
  ],
];

async function requestSeenByLoader(callRouteLoader: CallRouteLoader, request: Request) {
  let seen: Request | undefined;
  await callRouteLoader({
    loadContext: {},
    loader: ({ request }) => {
      seen = request;
      return null;
    },
    params: {},
    request,
    routeId: "routes/test",
    singleFetch: true,
  });
  return seen!;
}

describe.each(builds)("the patched loader request (%s)", (_name, load) => {
  it("hands the page's own Request to the loader when there is nothing to strip", async () => {
    const { callRouteLoader } = await load();
    const request = new Request("http://localhost/campaigns?status=ordered&page=2");
    expect(await requestSeenByLoader(callRouteLoader, request)).toBe(request);
  });

  it("still strips an empty index parameter and the _routes parameter", async () => {
    const { callRouteLoader } = await load();
    const request = new Request("http://localhost/campaigns?index&_routes=routes%2Fcampaigns&page=2", {
      headers: { cookie: "a=b" },
    });
    const seen = await requestSeenByLoader(callRouteLoader, request);
    expect(seen).not.toBe(request);
    expect(seen.url).toBe("http://localhost/campaigns?page=2");
    expect(seen.headers.get("cookie")).toBe("a=b");
  });

  it("keeps an index parameter that has a value", async () => {
    const { callRouteLoader } = await load();
    const seen = await requestSeenByLoader(callRouteLoader, new Request("http://localhost/x?index=1&index"));
    expect(new URL(seen.url).searchParams.getAll("index")).toEqual(["1"]);
  });
});
