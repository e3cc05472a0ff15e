import type { CaipAddress, CaipNetworkId } from '../../../ports/index.js';
import { formatCaipAddress, parseCaipNetworkId } from '../../lib/caip/index.js';

/** The CAIP-10 id of `address` on the network `caipNetworkId`; undefined without an address or a readable id. */
export function caipAddressOf(
  address: string | undefined,
  caipNetworkId: CaipNetworkId,
): CaipAddress | undefined {
  const parsed = parseCaipNetworkId(caipNetworkId);
  if (address === undefined || parsed.isErr()) return undefined;
  const { namespace, reference } = parsed.value;
  return formatCaipAddress({ namespace, reference, address });
}
