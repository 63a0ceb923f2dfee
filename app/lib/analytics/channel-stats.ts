/** The channel-stats CSV (docs/analytics-channel-stats.md): its columns and limits. */
export const CHANNEL_STATS_COLUMNS = ["campaign_id", "channel_id", "date", "impressions", "reach", "engagements"] as const;
/** One upload or file: at most this many rows (two years of 30 channels fits easily). */
export const CHANNEL_STATS_MAX_ROWS = 50_000;
export const CHANNEL_STATS_MAX_BYTES = 5 * 1024 * 1024;
