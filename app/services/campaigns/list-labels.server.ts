import { targetGroupFields, type CampaignListRow } from "~/lib/campaign/list";
import {
  findListCampaign as findListRecord,
  listDashboardCampaigns as listDashboardRecords,
  searchCampaigns as searchRecords,
  type CampaignListRecord,
  type OverviewQuery,
} from "~/models/campaign-list.server";
import { relabelTargetGroup, targetGroupLabelMaps } from "../catalogue/target-group-labels.server";

/**
 * The campaign lists as a page shows them (issue 38 §10, issue 48 §2): the model reads the rows
 * with their target groups as saved; here their labels are put into the viewer's language, looked
 * up for the whole page at once (decision 063), and the target group itself stays on the server.
 * Without a locale the saved labels stay (the analytics overview's list shows no target group).
 */
export async function labelListRows(companyId: string, locale: string | undefined, records: CampaignListRecord[]): Promise<CampaignListRow[]> {
  const labels = locale && records.length > 0 ? await targetGroupLabelMaps(companyId, locale, idsOf(records)) : null;
  return records.map(({ targetGroup, ...row }) =>
    labels && targetGroup ? { ...row, ...targetGroupFields(relabelTargetGroup(targetGroup, labels, locale!)) } : row,
  );
}

function idsOf(records: CampaignListRecord[]) {
  const ids = { jobTitles: new Set<string>(), jobFunctions: new Set<string>(), locations: new Set<string>(), industries: new Set<string>() };
  for (const { targetGroup: tg } of records) {
    if (!tg) continue;
    if (tg.jobTitle?.id) ids.jobTitles.add(tg.jobTitle.id);
    if (tg.jobFunction?.id) ids.jobFunctions.add(tg.jobFunction.id);
    for (const r of tg.regions ?? []) ids.locations.add(r.id);
    for (const i of tg.industries ?? []) ids.industries.add(i.id);
  }
  return {
    jobTitles: [...ids.jobTitles],
    jobFunctions: [...ids.jobFunctions],
    locations: [...ids.locations],
    industries: [...ids.industries],
  };
}

/** The dashboard's campaigns widget (models/campaign-list.server.ts), labelled in `locale`. */
export async function listDashboardCampaigns(
  companyId: string,
  options: Parameters<typeof listDashboardRecords>[1] & { locale?: string },
) {
  const { campaigns, total } = await listDashboardRecords(companyId, options);
  return { campaigns: await labelListRows(companyId, options.locale, campaigns), total };
}

/** The searchable campaign overview (models/campaign-list.server.ts), labelled in `locale`. */
export async function searchCampaigns(companyId: string, query: OverviewQuery, locale?: string) {
  const { campaigns, ...rest } = await searchRecords(companyId, query);
  return { ...rest, campaigns: await labelListRows(companyId, locale, campaigns) };
}

/** One list row for a dialog opened by URL, labelled in `locale`. */
export async function findListCampaign(companyId: string, campaignId: string, locale?: string) {
  const record = await findListRecord(companyId, campaignId);
  return record && (await labelListRows(companyId, locale, [record]))[0];
}
