import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clickDestination, jobAdOf, NO_STORE, trackHit, withUtm } from "./tracking.server";

/**
 * /t/:campaignId/:channelId — the tracking link a channel publishes for an ordered campaign. Counts
 * the click (once per visitor and day) and sends the job seeker on to the vacancy, with the UTM
 * values the recruiter gave the channel at checkout. No sign-in: job
 * seekers follow it. Unknown or not-ordered links are 404s.
 */
export async function loader(args: LoaderFunctionArgs) {
  const tracked = await trackHit("click", args);
  if (!tracked) throw new Response("Not found", { status: 404, headers: NO_STORE });
  const destination = clickDestination(await jobAdOf(tracked.companyId, args.params.campaignId!), tracked.liveUrl);
  if (!destination) throw new Response("Not found", { status: 404, headers: NO_STORE });
  return redirect(withUtm(destination, tracked.tracking), { status: 302, headers: NO_STORE });
}
