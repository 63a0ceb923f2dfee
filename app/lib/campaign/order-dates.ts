/**
 * Dates set when a campaign is ordered (issue 4 §6): the channels go online on the next working
 * day (Monday–Friday, UTC) after the order and stay online for each channel's days online.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next Monday–Friday after `from`, at 00:00 UTC. */
export function nextWorkingDay(from: Date) {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + DAY_MS);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setTime(day.getTime() + DAY_MS);
  return day;
}

/** A channel is online from the availability date for its number of days online. */
export function onlineWindow(availability: Date, daysOnline: number) {
  return { onlineFrom: availability, onlineUntil: new Date(availability.getTime() + daysOnline * DAY_MS) };
}
