import { DEFAULT_CONNECTOR_TYPE_ORDER } from './constants.js';
import type { ConnectorTypeOrderKey } from './types.js';

/**
 * SPEC §2 "overridable by configuration": the sections the host lists come first, in its order (unknown
 * keys and repeats ignored); every other section follows in the default order. The result always holds
 * each section exactly once.
 */
export const resolveConnectorTypeOrder = (
  override: readonly ConnectorTypeOrderKey[] = [],
): readonly ConnectorTypeOrderKey[] => {
  const known = (key: ConnectorTypeOrderKey) => DEFAULT_CONNECTOR_TYPE_ORDER.includes(key);
  const first = [...new Set(override.filter(known))];
  return [...first, ...DEFAULT_CONNECTOR_TYPE_ORDER.filter((key) => !first.includes(key))];
};
