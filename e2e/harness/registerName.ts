import type { LocalAccount } from 'viem';
import type { JourneyStackInfo } from './startJourneyStack.js';

/** Registers `name` for `owner` on a devnet chain through the data service, signed by the owner's key. */
export async function registerName(
  stack: JourneyStackInfo,
  owner: LocalAccount,
  name: string,
  chainId: number,
): Promise<void> {
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
  const url = new URL('/v1/profile/account', stack.config.dataServiceUrl);
  url.searchParams.set('projectId', stack.config.projectId);
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      signature: await owner.signMessage({ message }),
      coin_type: (0x80000000 | chainId) >>> 0,
      address: owner.address,
    }),
  });
  if (!answer.ok) throw new Error(`registering ${name}: HTTP ${answer.status} ${await answer.text()}`);
}
