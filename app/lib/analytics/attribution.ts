/**
 * Assisted conversions (issue 14 §3, beyond the spec's anchors). For each converted visitor, the
 * channel touches in the lookback window before the conversion: the latest touch gets the
 * last-touch conversion, every other channel touched counts one assisted conversion, and the
 * conversion is shared linearly — 1/n to each of the n touches (a channel touched twice gets 2/n).
 */
export const ATTRIBUTION_LOOKBACK_DAYS = 30;
const DAY_MS = 86_400_000;

export interface Touch {
  visitorId: string;
  channelId: string;
  at: Date;
}

export interface Conversion {
  visitorId: string;
  at: Date;
}

export interface ChannelAttribution {
  channelId: string;
  lastTouch: number;
  assisted: number;
  /** linear share of conversions, summed over visitors (may be fractional) */
  linear: number;
}

export function attribute(
  conversions: readonly Conversion[],
  touches: readonly Touch[],
  lookbackDays = ATTRIBUTION_LOOKBACK_DAYS,
): ChannelAttribution[] {
  const byVisitor = new Map<string, Touch[]>();
  for (const touch of touches) {
    const list = byVisitor.get(touch.visitorId) ?? [];
    list.push(touch);
    byVisitor.set(touch.visitorId, list);
  }
  const result = new Map<string, ChannelAttribution>();
  const entry = (channelId: string) => {
    let e = result.get(channelId);
    if (!e) result.set(channelId, (e = { channelId, lastTouch: 0, assisted: 0, linear: 0 }));
    return e;
  };
  for (const conversion of conversions) {
    const start = conversion.at.getTime() - lookbackDays * DAY_MS;
    const window = (byVisitor.get(conversion.visitorId) ?? [])
      .filter((t) => t.at.getTime() <= conversion.at.getTime() && t.at.getTime() >= start)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.channelId.localeCompare(b.channelId));
    if (window.length === 0) continue;
    const last = window[window.length - 1].channelId;
    entry(last).lastTouch += 1;
    for (const channelId of new Set(window.map((t) => t.channelId))) {
      if (channelId !== last) entry(channelId).assisted += 1;
    }
    for (const touch of window) entry(touch.channelId).linear += 1 / window.length;
  }
  return [...result.values()]
    .map((e) => ({ ...e, linear: Math.round(e.linear * 100) / 100 }))
    .sort((a, b) => b.lastTouch + b.assisted - (a.lastTouch + a.assisted) || a.channelId.localeCompare(b.channelId));
}
