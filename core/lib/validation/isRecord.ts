/** True for a plain object (not null, not an array): the shape of JSON-RPC params and option bags. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
