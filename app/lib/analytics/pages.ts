/** spec 2 §9 page sizes of the analytics lists, and the channel list's (spec 2 §7: offset, limit). */
export const CAMPAIGNS_OVERVIEW_PAGE_SIZE = 10;
export const JOBS_OVERVIEW_PAGE_SIZE = 10;
export const CLICKS_PER_COMPANY_PAGE_SIZE = 5;
export const CHANNELS_PAGE_SIZE = 10;
export const JOB_PAGES_PAGE_SIZE = 10;
