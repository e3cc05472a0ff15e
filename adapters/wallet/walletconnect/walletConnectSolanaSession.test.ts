import { base58 } from '@scure/base';
import type { SessionTypes } from '@walletconnect/types';
import { describe, expect, it } from 'vitest';
import { mapSolanaSendFailure } from '../../../core/features/send/solana/mapSolanaSendFailure.js';
import type { SolanaSigner } from '../../../ports/index.js';
import { SOLANA } from '../../../testkits/views/fixtures.js';
import { solanaAccountsOf, solanaSideOf } from './solanaAccounts.js';
import { openWalletConnectSolanaSession } from './walletConnectSolanaSession.js';
import type { UniversalProviderInstance } from './walletConnectTypes.js';

const ALICE = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const BOB = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';
const DEVNET_SOLANA = {
  ...SOLANA,
  id: 'devnet',
  name: 'Solana Devnet',
  caipNetworkId: 'solana:devnet',
} as const;

const sessionWith = (namespaces: SessionTypes.Struct['namespaces']) =>
  ({ topic: 't', expiry: 2_000_000_000, namespaces }) as unknown as SessionTypes.Struct;

const SESSION = sessionWith({
  eip155: { accounts: ['eip155:1:0x0000000000000000000000000000000000000001'], methods: [], events: [] },
  solana: {
    accounts: [
      `${SOLANA.caipNetworkId}:${ALICE}`,
      `${SOLANA.caipNetworkId}:${ALICE}`,
      `solana:devnet:${BOB}`,
    ],
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
  },
});

/** A universal provider's face as the session uses it: `session` and `request(args, chain)`, scripted. */
const fakeProvider = (answer: (method: string, params: unknown) => unknown) => {
  const requests: { method: string; params: unknown; chain: string | undefined }[] = [];
  const provider = {
    session: SESSION as SessionTypes.Struct | undefined,
    async request({ method, params }: { method: string; params: unknown }, chain?: string) {
      requests.push({ method, params, chain });
      return answer(method, params);
    },
  };
  return { provider, requests, live: provider as unknown as UniversalProviderInstance };
};

const solanaSigner = (signer: { namespace: string }): SolanaSigner => {
  if (signer.namespace !== 'solana') throw new Error('expected a solana signer');
  return signer as SolanaSigner;
};

describe('solanaAccountsOf / solanaSideOf', () => {
  it('reads the base58 accounts of one cluster, each once; the first configured cluster with accounts wins', () => {
    expect(solanaAccountsOf(SESSION, SOLANA)).toEqual([ALICE]);
    expect(solanaAccountsOf(SESSION, DEVNET_SOLANA)).toEqual([BOB]);
    expect(solanaSideOf(SESSION, [DEVNET_SOLANA, SOLANA])).toEqual({
      network: DEVNET_SOLANA,
      accounts: [BOB],
    });
    const evmOnly = sessionWith({ eip155: { accounts: [], methods: [], events: [] } });
    expect(solanaSideOf(evmOnly, [SOLANA])).toBeUndefined();
    const keyed = sessionWith({
      [SOLANA.caipNetworkId]: { accounts: [`${SOLANA.caipNetworkId}:${ALICE}`], methods: [], events: [] },
    });
    expect(solanaAccountsOf(keyed, SOLANA)).toEqual([ALICE]);
  });
});

describe('openWalletConnectSolanaSession', () => {
  it('offers the cluster accounts as a solana session of the walletConnect:solana connector, or none', () => {
    const { live } = fakeProvider(() => ({}));
    const session = openWalletConnectSolanaSession(live, SOLANA);
    expect(session?.connector).toMatchObject({ id: 'walletConnect:solana', namespace: 'solana' });
    expect(session?.accounts).toEqual({ accounts: [ALICE], caipNetworkId: SOLANA.caipNetworkId });
    const other = { ...SOLANA, caipNetworkId: 'solana:elsewhere' } as const;
    expect(openWalletConnectSolanaSession(live, other)).toBeUndefined();
  });

  it('signs a message over solana_signMessage on the CAIP-2 chain: base58 of the UTF-8 text in, the signature out', async () => {
    const { live, requests } = fakeProvider(() => ({ signature: 'sig58' }));
    const session = openWalletConnectSolanaSession(live, SOLANA);
    const signer = solanaSigner(session?.signer ?? { namespace: 'none' });
    expect(await signer.signMessage({ pubkey: ALICE, message: 'héllo' })).toBe('sig58');
    expect(requests).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: base58.encode(new TextEncoder().encode('héllo')), pubkey: ALICE },
        chain: SOLANA.caipNetworkId,
      },
    ]);
  });

  it('signs a transaction (the signed wire bytes back) and signs and sends one with its options', async () => {
    const { live, requests } = fakeProvider((method) =>
      method === 'solana_signTransaction'
        ? { signature: 's', transaction: 'c2lnbmVk' }
        : { signature: 'sent58' },
    );
    const session = openWalletConnectSolanaSession(live, SOLANA);
    expect(
      await session?.request({ method: 'solana_signTransaction', params: { transaction: 'AQID' } }),
    ).toBe('c2lnbmVk');
    const signer = solanaSigner(session?.signer ?? { namespace: 'none' });
    expect(
      await signer.signAndSendTransaction({
        transaction: 'AQID',
        options: { skipPreflight: true, maxRetries: 2 },
      }),
    ).toBe('sent58');
    expect(requests.map(({ method, params, chain }) => [method, params, chain])).toEqual([
      ['solana_signTransaction', { transaction: 'AQID' }, SOLANA.caipNetworkId],
      [
        'solana_signAndSendTransaction',
        { transaction: 'AQID', sendOptions: { skipPreflight: true, maxRetries: 2 } },
        SOLANA.caipNetworkId,
      ],
    ]);
  });

  it("checks inputs with core's rules before asking the wallet, and refuses an account the session lacks", async () => {
    const { live, requests } = fakeProvider(() => ({ signature: 'x' }));
    const session = openWalletConnectSolanaSession(live, SOLANA);
    const signer = solanaSigner(session?.signer ?? { namespace: 'none' });
    await expect(signer.signMessage({ pubkey: ALICE, message: 7 as never })).rejects.toMatchObject({
      code: 'SOLANA_PARAMS_INVALID',
    });
    await expect(signer.signMessage({ pubkey: BOB, message: 'hi' })).rejects.toMatchObject({
      kind: 'UnsupportedFailure',
    });
    await expect(
      session?.request({ method: 'solana_signAllTransactions', params: {} }),
    ).rejects.toMatchObject({
      kind: 'UnsupportedFailure',
      capability: 'solana_signAllTransactions',
    });
    expect(requests).toEqual([]);
  });

  it("passes the wallet's refusal on as a port failure, an answer without the field as unsupported, and 4100 once the session ended", async () => {
    let answer: () => unknown = () => {
      throw { code: 5000, message: 'User rejected.' };
    };
    const { live, provider } = fakeProvider(() => answer());
    const session = openWalletConnectSolanaSession(live, SOLANA);
    const signer = solanaSigner(session?.signer ?? { namespace: 'none' });
    const refusal = await signer.signTransaction({ transaction: 'AQID' }).catch((error: unknown) => error);
    expect(refusal).toEqual({ kind: 'ProviderRpcFailure', code: 5000, message: 'User rejected.' });
    expect(mapSolanaSendFailure(refusal).code).toBe('USER_REJECTED');
    answer = () => {
      throw { code: -32603, message: 'Transaction simulation failed: insufficient funds for fee' };
    };
    const unfunded = await signer
      .signAndSendTransaction({ transaction: 'AQID' })
      .catch((error: unknown) => error);
    expect(mapSolanaSendFailure(unfunded).code).toBe('INSUFFICIENT_BALANCE_FOR_FEE');
    answer = () => ({ signature: 'only' });
    await expect(signer.signTransaction({ transaction: 'AQID' })).rejects.toMatchObject({
      kind: 'UnsupportedFailure',
      capability: 'solana_signTransaction transaction',
    });
    provider.session = undefined;
    await expect(signer.signAndSendTransaction({ transaction: 'AQID' })).rejects.toMatchObject({
      kind: 'ProviderRpcFailure',
      code: 4100,
    });
  });
});
