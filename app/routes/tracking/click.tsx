import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { withTrackingFields } from "~/lib/tracking/tracking-config";
import { issueClickId } from "~/models/analytics.server";
import { clickDestination, jobAdOf, NO_STORE, trackHit, withClickId, withUtm } from "./tracking.server";
import { notFound } from "~/lib/not-found";
import { localizedErrors } from "~/services/http/resource-errors.server";

/**
 * /t/:campaignId/:channelId — the tracking link a channel publishes for an ordered campaign. Counts
 * the click (once per visitor and day) and sends the job seeker on to the vacancy, with the UTM
 * values the recruiter gave the channel at checkout and, when the company had them on when ordering,
 * its custom tracking fields (/settings/tracking), and a click id `hw_cid` that the career-site
 * snippet keeps so later funnel steps are tied to this channel (issue 14 §1). No sign-in: job
 * seekers follow it. Unknown or not-ordered links are 404s.
 */
export const loader = localizedErrors(async (args: LoaderFunctionArgs) => {
  const tracked = await trackHit("click", args);
  if (!tracked) notFound({ headers: NO_STORE });
  const destination = clickDestination(await jobAdOf(tracked.companyId, args.params.campaignId!), tracked.liveUrl);
  if (!destination) notFound({ headers: NO_STORE });
  let location = withUtm(destination, tracked.tracking);
  // the company's custom tracking settings at order time come last: they are its analytics policy
  if (tracked.custom) location = withTrackingFields(location, tracked.custom.fields, tracked.custom.placeholders);
  location = withClickId(location, await issueClickId(tracked.companyId, args.params.campaignId!, args.params.channelId!));
  return redirect(location, { status: 302, headers: NO_STORE });
});
