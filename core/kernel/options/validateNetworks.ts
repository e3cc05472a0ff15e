import { err, ok, type Result } from 'neverthrow';
import type { Network } from '../../../ports/index.js';
import { parseCaipNetworkId } from '../../lib/caip/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';

const invalid = (field: string, details: string) =>
  err(latchError('MODAL_OPTIONS_INVALID', { params: { field }, details }));

/**
 * The modal's networks: a non-empty list whose every `caipNetworkId` is a valid CAIP-2 id of the
 * network's own `chainNamespace`, with no id listed twice. Returns the list as a non-empty tuple.
 */
export const validateNetworks = (
  networks: readonly Network[],
): Result<readonly [Network, ...Network[]], LatchError<'MODAL_OPTIONS_INVALID'>> => {
  if (!Array.isArray(networks)) return invalid('networks', 'must be a list');
  const [first, ...rest] = networks;
  if (first === undefined) return invalid('networks', 'at least one network is required');
  const seen = new Set<string>();
  for (const [index, network] of networks.entries()) {
    const parsed = parseCaipNetworkId(String(network?.caipNetworkId));
    if (parsed.isErr()) return invalid(`networks[${index}].caipNetworkId`, parsed.error.message);
    if (parsed.value.namespace !== network.chainNamespace) {
      return invalid(`networks[${index}].chainNamespace`, 'does not match its caipNetworkId');
    }
    if (seen.has(parsed.value.caipNetworkId)) return invalid(`networks[${index}]`, 'listed twice');
    seen.add(parsed.value.caipNetworkId);
  }
  return ok([first, ...rest]);
};
