import type { LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE, trackHit } from "./tracking.server";

// the smallest transparent GIF: the pixel works as <img src> on the "application sent" page
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * /t/:campaignId/:channelId/application — the application pixel for the employer's "thank you for
 * applying" page: counts one applicant (once per visitor and day) for the channel that brought them.
 */
export async function loader(args: LoaderFunctionArgs) {
  const tracked = await trackHit("application", args);
  if (!tracked) return new Response("Not found", { status: 404, headers: NO_STORE });
  return new Response(PIXEL, { headers: { ...NO_STORE, "Content-Type": "image/gif", "Content-Length": String(PIXEL.length) } });
}
