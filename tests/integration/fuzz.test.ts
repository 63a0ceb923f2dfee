import { data as dataWithInit } from "@remix-run/node";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURE_NAMES, type FeatureName } from "../../app/lib/features";
import {
  actionCases,
  fillPattern,
  form,
  HOSTILE_NAMES,
  INTENTS,
  loaderCases,
  ROUTES,
  validParams,
  type FuzzCase,
  type Ids,
} from "../support/fuzz-cases";
import { insertCampaign, targetGroup } from "./campaign-list-fixtures";
import { checkoutReady, createPricedChannel } from "./checkout-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";

/**
 * issue 11 §1: every loader and action of app/routes.ts, called as a signed-in user of a fresh
 * company with hostile input, answers below 500 (a returned or thrown Response < 500, or data). A
 * thrown error that is not a Response is what the server turns into a 500: it fails, with the route
 * and the case named. The routes are read from the route table, so a new route is fuzzed as soon
 * as it is listed.
 */

type RouteModule = Record<string, unknown>;
type RouteFunction = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => Promise<unknown>;

/** The status a result stands for: a Response's, data()'s init, or 200 for plain data. */
function statusOf(result: unknown) {
  if (result instanceof Response) return result.status;
  if (result && typeof result === "object" && (result as { type?: string }).type === dataWithInit(null).type) {
    return (result as { init: ResponseInit | null }).init?.status ?? 200;
  }
  return 200;
}

async function run(fn: RouteFunction, fuzz: FuzzCase, session: { userId: string; companyId: string }) {
  const request = await requestWithSession(fuzz.url, session, fuzz.init ?? {});
  try {
    const status = statusOf(await fn({ request, params: fuzz.params, context: loadContext({ cspNonce: "fuzz", clientIp: "192.0.2.1" }) }));
    return status >= 500 ? `answered ${status}` : null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status >= 500 ? `threw ${thrown.status}` : null;
    return `threw ${thrown instanceof Error ? thrown.message.split("\n")[0].slice(0, 160) : String(thrown)}`;
  }
}

let modules: Map<string, RouteModule>;

beforeAll(async () => {
  modules = new Map();
  for (const file of new Set(ROUTES.map((r) => r.file))) {
    modules.set(file, (await import(/* @vite-ignore */ path.resolve("app", file))) as RouteModule);
  }
});

async function freshCompany() {
  const features = Object.fromEntries(FEATURE_NAMES.filter((n) => n !== "force_auth0").map((n) => [n, true])) as Partial<
    Record<FeatureName, boolean>
  >;
  const member = await signedInMember({ features }, { roles: ["approver"], allowToOrder: true });
  const channel = await createPricedChannel(10_000);
  const campaign = await insertCampaign(member.company.id, { createdBy: member.user.id, targetGroup: targetGroup() }, [channel.id]);
  const ready = await checkoutReady(member.company.id, member.user.id, campaign.id);
  const ids: Ids = {
    campaignId: campaign.id,
    channelId: channel.id,
    companyDetailsId: ready.companyDetailsId,
    invoiceInformationId: ready.invoiceInformationId,
    companyId: member.company.id,
  };
  return { session: member.session, ids };
}

describe("fuzz: no route answers 5xx to hostile input (issue 11 §1)", () => {
  it("reads every route of app/routes.ts, including nested ones", () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES.map((r) => r.pattern)).toContain("/media-channels/channels/:channelId");
    expect(ROUTES.map((r) => r.pattern)).toContain("/t/:campaignId/:channelId");
  });

  for (const route of ROUTES) {
    it(`${route.pattern} (${route.file})`, async () => {
      const module = modules.get(route.file)!;
      const { session, ids } = await freshCompany();
      const failures: string[] = [];
      for (const kind of ["loader", "action"] as const) {
        const fn = module[kind] as RouteFunction | undefined;
        if (!fn) continue;
        const cases = kind === "loader" ? loaderCases(route.pattern, ids) : actionCases(route, ids);
        for (const fuzz of cases) {
          const failure = await run(fn, fuzz, session);
          if (failure) failures.push(`${kind} ${fuzz.name}: ${failure}`);
        }
      }
      expect(failures, `${route.pattern} (${route.file})`).toEqual([]);
    }, 60_000);
  }
});

describe("fuzz: field names a form does not hold are a 4xx, fast and without growing the process (issue 36 §1)", () => {
  const actions = ROUTES.filter((r, i, all) => all.findIndex((o) => o.file === r.file) === i);
  for (const route of actions) {
    it(`${route.pattern} (${route.file})`, async () => {
      const action = modules.get(route.file)!.action as RouteFunction | undefined;
      if (!action) return;
      const { session, ids } = await freshCompany();
      const valid = fillPattern(route.pattern, validParams(ids));
      const intent = (INTENTS[route.file] ?? ["save"])[0];
      const failures: string[] = [];
      for (const name of HOSTILE_NAMES) {
        for (const multipart of [false, true]) {
          const request = await requestWithSession(`${valid.url}?id=${ids.campaignId}`, session, form([["intent", intent], ["name", "x"], [name, "z"]], { multipart }));
          global.gc?.();
          const heapBefore = process.memoryUsage().heapUsed;
          const started = performance.now();
          let status: number;
          try {
            status = statusOf(await action({ request, params: valid.params, context: loadContext({ cspNonce: "fuzz", clientIp: "192.0.2.1" }) }));
          } catch (thrown) {
            status = thrown instanceof Response ? thrown.status : 500;
          }
          const ms = performance.now() - started;
          const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1_048_576;
          const label = `${name}${multipart ? " (multipart)" : ""}`;
          // a 4xx, or a redirect of the gate before the body is read (a consultant-only page, a logout);
          // a 2xx would mean the route parsed the names and answered with what they built
          if (status < 300 || status >= 500) failures.push(`${label}: answered ${status}`);
          if (ms > 1_000) failures.push(`${label}: took ${Math.round(ms)} ms`);
          if (grownMb > 64) failures.push(`${label}: heap grew ${Math.round(grownMb)} MB`);
        }
      }
      expect(failures, `${route.pattern} (${route.file})`).toEqual([]);
    }, 60_000);
  }
});
