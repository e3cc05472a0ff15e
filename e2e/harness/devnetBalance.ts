import { formatBalance } from 'latch/testing';
import { createPublicClient, http } from 'viem';

/** What the Account view must show for `address` on the chain at `rpcUrl`: the chain's balance, floored to 3 places. */
export async function devnetBalance(rpcUrl: string, address: `0x${string}`): Promise<string> {
  const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address });
  const formatted = formatBalance(wei, 18, { thousands: true });
  if (formatted.isErr()) throw formatted.error;
  return `${formatted.value} ETH`;
}
