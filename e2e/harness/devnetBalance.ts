import { formatBalance } from '@latch/testing';
import { Connection, PublicKey } from '@solana/web3.js';
import { createPublicClient, http } from 'viem';

/** What the Account view must show for `address` on the chain at `rpcUrl`: the chain's balance, floored to 3 places. */
export async function devnetBalance(rpcUrl: string, address: `0x${string}`): Promise<string> {
  const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address });
  const formatted = formatBalance(wei, 18, { thousands: true });
  if (formatted.isErr()) throw formatted.error;
  return `${formatted.value} ETH`;
}

/** What the Account view must show for a Solana `address` on the cluster at `rpcUrl`: its SOL, floored to 3 places. */
export async function solanaDevnetBalance(rpcUrl: string, address: string): Promise<string> {
  const lamports = await new Connection(rpcUrl, 'confirmed').getBalance(new PublicKey(address));
  const formatted = formatBalance(BigInt(lamports), 9, { thousands: true });
  if (formatted.isErr()) throw formatted.error;
  return `${formatted.value} SOL`;
}
