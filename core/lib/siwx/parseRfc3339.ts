/** RFC 3339 `date-time`: full date, `T`, time with optional fraction, `Z` or a numeric offset. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Milliseconds since the epoch of an RFC 3339 date-time (upper-case `T` and `Z`, as CAIP-122 messages
 * write them), or undefined when it is not one. Checked field by field: JavaScript's own parser takes
 * 30 February and 24:00 and would move the instant rather than refuse it.
 */
export const parseRfc3339 = (value: string): number | undefined => {
  const match = DATE_TIME.exec(value);
  if (match === null) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [fraction = '', zulu, sign, offsetHours = '0', offsetMinutes = '0'] = match.slice(7);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const offHours = Number(offsetHours);
  const offMinutes = Number(offsetMinutes);
  if (zulu === undefined && (offHours > 23 || offMinutes > 59)) return undefined;
  const offset = zulu === undefined ? (sign === '-' ? -1 : 1) * (offHours * 60 + offMinutes) : 0;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute - offset, second, millis);
  return date.getTime();
};
