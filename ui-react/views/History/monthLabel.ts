const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A history section's header: 'June 2025' for year 2025, month index 5 (UTC, as core groups them). */
export const monthLabel = (year: number, month: number): string => MONTH.format(Date.UTC(year, month, 1));
