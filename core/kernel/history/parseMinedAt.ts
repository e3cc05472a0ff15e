/** ISO 8601 date or date-time; the offset is optional (absent means UTC). */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** True when year-month-day names a real calendar day (Date.parse would roll 02-30 over to March). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A transaction's minedAt as epoch milliseconds, or undefined when it is not an ISO 8601 instant.
 * A date-time without an offset is read as UTC (never in the host's time zone), so grouping is the
 * same everywhere.
 */
export function parseMinedAt(minedAt: string): number | undefined {
  const match = ISO_8601.exec(minedAt);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
  const needsUtc = minedAt.includes('T') && match[4] === undefined;
  const ms = Date.parse(needsUtc ? `${minedAt}Z` : minedAt);
  return Number.isNaN(ms) ? undefined : ms;
}
