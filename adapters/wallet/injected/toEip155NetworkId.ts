import type { CaipNetworkId } from '../../../ports/index.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** A wallet's chain id (hex quantity as EIP-1193 says, or a decimal number/string some wallets send) as CAIP-2. */
export function toEip155NetworkId(chainId: unknown): CaipNetworkId | undefined {
  let id: bigint | undefined;
  if (typeof chainId === 'string' && HEX_QUANTITY.test(chainId)) id = BigInt(chainId);
  else if (typeof chainId === 'string' && /^[0-9]{1,20}$/.test(chainId)) id = BigInt(chainId);
  else if (typeof chainId === 'number' && Number.isSafeInteger(chainId)) id = BigInt(chainId);
  return id === undefined || id <= 0n ? undefined : `eip155:${id}`;
}
