import type { LoaderFunctionArgs } from "@remix-run/node";
import { CONVERSION_STEP, isFunnelStep } from "~/lib/analytics/steps";
import { recordPixelEvent } from "~/services/analytics/ingest.server";
import { readQuery } from "~/services/http/request.server";
import { NO_STORE, trackHit } from "./tracking.server";
import { notFound } from "~/lib/not-found";

// the smallest transparent GIF: the pixel works as <img src> on the "application sent" page
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * /t/:campaignId/:channelId/application — the pixel for pages without JavaScript: records a funnel
 * step (`?step=`, application-success without one) as an analytics event (issue 14 §1). Applicants
 * are counted from those events by the rollup, once per visitor and campaign (docs/decisions/045).
 * An unknown step is a 400 and counts nothing.
 */
export async function loader(args: LoaderFunctionArgs) {
  const step = readQuery(args.request).get("step") ?? CONVERSION_STEP;
  if (!isFunnelStep(step)) return new Response("unknown-step", { status: 400, headers: NO_STORE });
  const tracked = await trackHit(null, args);
  if (!tracked) notFound({ headers: NO_STORE });
  await recordPixelEvent(tracked, step, args.request, args.context.clientIp);
  return new Response(PIXEL, { headers: { ...NO_STORE, "Content-Type": "image/gif", "Content-Length": String(PIXEL.length) } });
}
