import { base58 } from '@scure/base';
import { checkedSolanaSigner } from '../../../core/lib/walletRpc/index.js';
import type { Network, SolanaSigner, WalletSession } from '../../../ports/index.js';
import { ProviderRpcFailureError } from '../../chain/evm/failures.js';
import { isRecord } from '../injected/eip1193.js';
import { requestThroughSigner } from '../solana/solanaRequests.js';
import { askWallet, unsupported } from '../solana/toWalletFailure.js';
import { solanaAccountsOf } from './solanaAccounts.js';
import { type UniversalProviderInstance, WALLET_CONNECT_SOLANA_INFO } from './walletConnectTypes.js';

const utf8 = new TextEncoder();

/**
 * The SolanaSigner over a WalletConnect session's solana namespace, its inputs checked first (core's
 * checkedSolanaSigner, SPEC §5), each call a WalletConnect request on `network`'s CAIP-2 chain, as
 * WalletConnect's Solana JSON-RPC has it: solana_signMessage `{ message (base58 of the UTF-8 text), pubkey }` →
 * `{ signature }` (base58); solana_signTransaction `{ transaction (base64) }` → `{ transaction }` (signed, base64);
 * solana_signAndSendTransaction `{ transaction, sendOptions? }` → `{ signature }`. `pubkey` must be an account
 * the session approved on that chain. The wallet's refusals come through as port failures ({code, message}); with
 * the session gone every call is 4100.
 */
export function walletConnectSolanaSigner(
  provider: UniversalProviderInstance,
  network: Network,
): SolanaSigner {
  const ask = async (method: string, params: Readonly<Record<string, unknown>>, answer: string) => {
    const session = provider.session;
    if (session === undefined) {
      throw new ProviderRpcFailureError({ code: 4100, message: 'The WalletConnect session has ended' });
    }
    const result: unknown = await askWallet(() =>
      provider.request({ method, params }, network.caipNetworkId),
    );
    const value = isRecord(result) ? result[answer] : undefined;
    return typeof value === 'string' ? value : unsupported(`${method} ${answer}`);
  };
  return checkedSolanaSigner({
    namespace: 'solana',
    async signMessage({ pubkey, message }) {
      const session = provider.session;
      if (session !== undefined && !solanaAccountsOf(session, network).includes(pubkey)) {
        return unsupported(`account ${pubkey}`);
      }
      return ask('solana_signMessage', { message: base58.encode(utf8.encode(message)), pubkey }, 'signature');
    },
    signTransaction: ({ transaction }) => ask('solana_signTransaction', { transaction }, 'transaction'),
    signAndSendTransaction: ({ transaction, options }) =>
      ask(
        'solana_signAndSendTransaction',
        { transaction, ...(options === undefined ? {} : { sendOptions: options }) },
        'signature',
      ),
  });
}

/**
 * The Solana WalletSession of the provider's WalletConnect session on `network` (connector
 * WALLET_CONNECT_SOLANA_INFO): the base58 accounts it approved on that cluster (CAIP-10 in the core's connection
 * state), the signer above and its raw requests, as a Wallet Standard Solana session offers them. Undefined when
 * the session approved no account there.
 */
export function openWalletConnectSolanaSession(
  provider: UniversalProviderInstance,
  network: Network,
): WalletSession | undefined {
  const session = provider.session;
  const accounts = session === undefined ? [] : solanaAccountsOf(session, network);
  if (accounts.length === 0) return undefined;
  const signer = walletConnectSolanaSigner(provider, network);
  return {
    connector: WALLET_CONNECT_SOLANA_INFO,
    accounts: { accounts, caipNetworkId: network.caipNetworkId },
    signer,
    request: (args) => requestThroughSigner(signer, args),
  };
}
