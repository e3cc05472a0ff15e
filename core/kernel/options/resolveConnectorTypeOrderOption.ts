import { err, ok, type Result } from 'neverthrow';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { CONNECTOR_TYPE_ORDER_KEYS, type ConnectorTypeOrderKey } from './modalOptions.js';

const isKey = (value: unknown): value is ConnectorTypeOrderKey =>
  CONNECTOR_TYPE_ORDER_KEYS.some((key) => key === value);

/**
 * The `connectorTypeOrder` option (SPEC §2 "overridable by configuration"): a list of known sections, each at
 * most once; empty when not given.
 */
export const resolveConnectorTypeOrderOption = (
  order: unknown,
): Result<readonly ConnectorTypeOrderKey[], LatchError<'MODAL_OPTIONS_INVALID'>> => {
  if (order === undefined) return ok([]);
  const invalid = (field: string) => err(latchError('MODAL_OPTIONS_INVALID', { params: { field } }));
  if (!Array.isArray(order)) return invalid('connectorTypeOrder');
  const list: ConnectorTypeOrderKey[] = [];
  for (const [index, key] of order.entries()) {
    if (!isKey(key) || list.includes(key)) return invalid(`connectorTypeOrder[${index}]`);
    list.push(key);
  }
  return ok(list);
};
