// Latch's core in a plain Node script (no loader, no bundler): read a balance on the local stack's devnet through
// the same SDK a page uses, sign in with a devnet key, and verify the session token as a host's backend would.
// Run `npx latch-stack` first; LATCH_API_PORT points at its data service when it is not on 8787.
import { createLatch, verifyLatchSession } from 'latch';
import { latchLocalStack } from 'latch/local';
import { createFileStorage } from 'latch/node';
import { formatEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

const stack = latchLocalStack({ apiPort: Number(process.env.LATCH_API_PORT ?? 8787) });
const latch = createLatch({ ...stack, storage: createFileStorage('latch-script.json') });
if (latch.isErr()) throw latch.error;

// The devnet's first funded account (anvil's well-known development mnemonic: never a real key).
const account = mnemonicToAccount('test test test test test test test test test test test junk');
const wei = await latch.value
  .rpc('eip155:31337')
  .asyncAndThen((rpc) => rpc.request('eth_getBalance', [account.address, 'latest']));
if (wei.isErr()) throw wei.error;
console.log(`balance ${formatEther(BigInt(String(wei.value)))} ETH`); // the node answers a hex string

// Sign in with Ethereum at the data service, then check the token as this backend (domain localhost:3000).
const api = stack.dataServiceUrl;
const { nonce } = await (
  await fetch(`${api}/v1/siwx/nonces?projectId=latch-local`, { method: 'POST' })
).json();
// A CAIP-122 sign-in message in the layout the data service reads (CONTRACTS §5), chain id in CAIP-2 form.
const message = [
  'localhost:3000 wants you to sign in with your Ethereum account:',
  account.address,
  '',
  'Sign in to the example backend.',
  '',
  'URI: http://localhost:3000/',
  'Version: 1',
  'Chain ID: eip155:31337',
  `Nonce: ${nonce}`,
  `Issued At: ${new Date().toISOString()}`,
].join('\n');
const signature = await account.signMessage({ message });
const signedIn = await fetch(`${api}/v1/siwx/sessions?projectId=latch-local`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message, signature }),
});
if (signedIn.status !== 201)
  throw new Error(`sign-in refused: HTTP ${signedIn.status} ${await signedIn.text()}`);
const { token } = await signedIn.json();
const session = await verifyLatchSession({
  apiUrl: api,
  token,
  domain: 'localhost:3000',
  projectId: 'latch-local',
});
if (session.isErr()) throw session.error;
console.log(`session ${session.value.account}`);
const forged = await verifyLatchSession({ apiUrl: api, token: `${token}x`, domain: 'localhost:3000' });
console.log(`forged token ${forged.isErr() ? forged.error.code : 'accepted'}`);
latch.value.dispose();
