import type { NameRecord as WireNameRecord } from '../../../ports/index.js';
import type { NameRecord } from '../db/names.js';

const textAttributes = (attributes: NameRecord['attributes']): WireNameRecord['attributes'] => {
  if (attributes === null) return null;
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) if (typeof value === 'string') text[key] = value;
  return text;
};

/**
 * A stored name as CONTRACTS §1's name record: `{name, registered_at, updated_at, attributes,
 * addresses: {"<coinType>": {address, created_at}}}` (ISO 8601 times; one address per name).
 */
export const toNameRecord = (record: NameRecord): WireNameRecord => ({
  name: record.name,
  registered_at: record.registeredAt.toISOString(),
  updated_at: record.updatedAt.toISOString(),
  attributes: textAttributes(record.attributes),
  addresses: {
    [String(record.coinType)]: { address: record.address, created_at: record.registeredAt.toISOString() },
  },
});
