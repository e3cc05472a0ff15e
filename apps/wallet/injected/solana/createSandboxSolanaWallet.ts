import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { Connection, VersionedTransaction } from '@solana/web3.js';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import type { Confirm } from '../confirmInPage.js';
import { unauthorized, userRejected } from '../ProviderRpcError.js';
import { SANDBOX_ICON_BASE64 } from '../sandboxIcon.js';
import { createMemoryGrants, type SiteGrants } from '../siteGrants.js';
import type { SandboxSolanaConfig } from './sandboxSolanaConfig.js';
import { sandboxSolanaKeypair } from './sandboxSolanaKeypair.js';
import { type SandboxSolanaPrompt, summariseSolanaPrompt } from './summariseSolanaPrompt.js';

export const SANDBOX_SOLANA_NAME = 'Latch Sandbox Solana';

/** Sends signed wire bytes to the cluster; answers the base58 signature. */
export type SendRawTransaction = (
  signed: Uint8Array,
  options: SolanaSignAndSendTransactionInput['options'],
) => Promise<string>;

export interface SandboxSolanaWallet {
  /** The Wallet Standard wallet to register. */
  readonly wallet: Wallet;
  /** The base58 address of the key it holds. */
  readonly address: string;
}

const SIGNING_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const;

/** Through the devnet's JSON-RPC (`sendTransaction`, base64), with the page's options. */
const rpcSender =
  (rpcUrl: string): SendRawTransaction =>
  (signed, options = {}) =>
    new Connection(rpcUrl, 'confirmed').sendRawTransaction(signed, {
      ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      ...(options.preflightCommitment === undefined
        ? {}
        : { preflightCommitment: options.preflightCommitment }),
      ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
      ...(options.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
    });

/**
 * The sandbox wallet's Solana side: a Wallet Standard wallet (standard:connect / disconnect / events and
 * solana:signMessage, signTransaction, signAndSendTransaction) holding the devnet key `account/<index>` of the
 * configured seed, on the one configured cluster. Connecting and every signature ask `confirm` (the page's
 * Approve / Reject dialog; rejection → 4001); a silent connect answers only a site granted before. Transactions
 * are signed with @solana/web3.js and sent to the devnet's RPC.
 */
export function createSandboxSolanaWallet(
  config: SandboxSolanaConfig,
  confirm: Confirm,
  options: { readonly grants?: SiteGrants; readonly send?: SendRawTransaction } = {},
): SandboxSolanaWallet {
  const grants = options.grants ?? createMemoryGrants();
  const send = options.send ?? rpcSender(config.rpcUrl);
  const keypair = sandboxSolanaKeypair(config.seed, config.accountIndex);
  const address = keypair.publicKey.toBase58();
  const chain = config.caipNetworkId;
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: keypair.publicKey.toBytes(),
    chains: [chain],
    features: SIGNING_FEATURES,
  });
  const listeners = new Set<StandardEventsListeners['change']>();
  let authorised = grants.isGranted();

  const accounts = (): readonly WalletAccount[] => (authorised ? [account] : []);
  const changed = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() });
  };
  const ask = async (prompt: SandboxSolanaPrompt) => {
    if (!(await confirm(summariseSolanaPrompt(prompt)))) throw userRejected();
  };
  const requireAccount = (candidate: WalletAccount) => {
    if (!authorised) throw unauthorized('the site is not connected; call standard:connect first');
    if (candidate.address !== address)
      throw unauthorized(`not an account of this wallet: ${candidate.address}`);
  };
  const signed = async (
    kind: 'signTransaction' | 'sendTransaction',
    input: { account: WalletAccount; transaction: Uint8Array },
  ) => {
    requireAccount(input.account);
    const transaction = VersionedTransaction.deserialize(input.transaction);
    await ask({
      kind,
      account: address,
      cluster: chain,
      instructions: transaction.message.compiledInstructions.length,
    });
    transaction.sign([keypair]);
    return transaction.serialize();
  };

  const standard: StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (!authorised && input?.silent !== true) {
          await ask({ kind: 'connect', account: address, cluster: chain });
          authorised = true;
          grants.grant();
          changed();
        }
        return { accounts: accounts() };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        if (!authorised) return;
        authorised = false;
        grants.revoke();
        changed();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event, listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
  };
  const solana: SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature = {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = [];
        for (const input of inputs) {
          requireAccount(input.account);
          await ask({ kind: 'signMessage', account: address, message: input.message });
          const signature = ed25519.sign(input.message, keypair.secretKey.slice(0, 32));
          outputs.push({ signedMessage: input.message, signature, signatureType: 'ed25519' as const });
        }
        return outputs;
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const outputs = [];
        for (const input of inputs)
          outputs.push({ signedTransaction: await signed('signTransaction', input) });
        return outputs;
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        const outputs = [];
        for (const input of inputs) {
          const signature = await send(await signed('sendTransaction', input), input.options);
          outputs.push({ signature: base58.decode(signature) });
        }
        return outputs;
      },
    },
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name: SANDBOX_SOLANA_NAME,
    icon: SANDBOX_ICON_BASE64,
    chains: [chain],
    features: { ...standard, ...solana },
    get accounts() {
      return accounts();
    },
  };
  return { wallet, address };
}
