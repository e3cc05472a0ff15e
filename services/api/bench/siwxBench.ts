import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { mnemonicToAccount } from 'viem/accounts';
import { buildSiwxMessage } from '../../../core/lib/siwx/index.js';
import type { CaipNetworkId } from '../../../ports/index.js';
import { DEVNET_MNEMONIC } from '../../devnet/index.js';
import { sampleFigures as figures, type RouteFigures } from './measureRoute.js';
import { withBenchApi } from './withBenchApi.js';
import { withBenchDevnet } from './withBenchDevnet.js';

const CONNECTIONS = 10;

interface Signer {
  readonly name: string;
  readonly chainId: CaipNetworkId;
  readonly address: string;
  sign(message: string): Promise<string>;
}

const evm = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 });
const solanaKey = ed25519.utils.randomPrivateKey();
const SIGNERS: readonly Signer[] = [
  {
    name: 'EIP-191',
    chainId: 'eip155:31337',
    address: evm.address,
    sign: (message) => evm.signMessage({ message }),
  },
  {
    name: 'ed25519',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    address: base58.encode(ed25519.getPublicKey(solanaKey)),
    sign: async (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaKey)),
  },
];

/** One sign-in: a nonce, the message signed (not timed: that is the wallet's part), the authentication. */
const signIn = async (url: string, signer: Signer) => {
  const started = performance.now();
  const issued = await fetch(`${url}/v1/siwx/nonces?projectId=latch-local`, { method: 'POST' });
  const nonceMs = performance.now() - started;
  const { nonce } = (await issued.json()) as { nonce: string };
  const message = buildSiwxMessage({
    domain: 'localhost:5173',
    accountAddress: signer.address,
    uri: 'http://localhost:5173/',
    version: '1',
    chainId: signer.chainId,
    nonce,
    issuedAt: new Date().toISOString(),
  })
    ._unsafeUnwrap()
    .toString();
  const signature = await signer.sign(message);
  const sent = performance.now();
  const session = await fetch(`${url}/v1/siwx/sessions?projectId=latch-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  });
  await session.arrayBuffer();
  const authenticateMs = performance.now() - sent;
  return { nonceMs, authenticateMs, ok: issued.status === 201 && session.status === 201 };
};

/**
 * The sign-in verifier on a real devnet and PGlite: `signIns` sign-ins per account kind over 10 connections,
 * each a nonce request and an authentication; the round trip is the two requests' time, the signing left out.
 */
export function benchSiwxRoutes(signIns = 1_000): Promise<RouteFigures[]> {
  return withBenchDevnet('siwx', (chain, dataDir) =>
    withBenchApi(dataDir, [chain], async (api) => {
      const rows: RouteFigures[] = [];
      for (const signer of SIGNERS) {
        const nonce: number[] = [];
        const authenticate: number[] = [];
        let errors = 0;
        let left = signIns;
        const started = performance.now();
        const worker = async () => {
          while (left-- > 0) {
            const run = await signIn(api.url, signer);
            nonce.push(run.nonceMs);
            authenticate.push(run.authenticateMs);
            if (!run.ok) errors++;
          }
        };
        await Promise.all(Array.from({ length: CONNECTIONS }, worker));
        const seconds = (performance.now() - started) / 1000;
        const roundTrip = nonce.map((ms, index) => ms + (authenticate[index] ?? 0));
        rows.push(
          figures(`siwx: nonce (${signer.name} runs)`, nonce, seconds, 0),
          figures(`siwx: authenticate (${signer.name})`, authenticate, seconds, errors),
          figures(`siwx: nonce + authenticate (${signer.name})`, roundTrip, seconds, errors),
        );
      }
      return rows;
    }),
  );
}
