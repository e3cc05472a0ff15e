import { base58, base64 } from '@scure/base';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionOptions,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { checkedSolanaSigner } from '../../../core/lib/walletRpc/index.js';
import type { SolanaSigner } from '../../../ports/index.js';
import { askWallet, unsupported } from './toWalletFailure.js';

type Features = Partial<
  SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature
>;

export interface WalletStandardSignerOptions {
  readonly wallet: Wallet;
  /** The connected accounts (the wallet's current ones are read at each call). */
  readonly accounts: () => readonly WalletAccount[];
  /** The wallet's name of the chain transactions are sent on. */
  readonly chain: () => `${string}:${string}`;
}

const utf8 = new TextEncoder();

/**
 * The SolanaSigner over a Wallet Standard wallet's `solana:signMessage`, `solana:signTransaction` and
 * `solana:signAndSendTransaction`, its inputs checked first (core's checkedSolanaSigner, SPEC §5). Messages are
 * UTF-8 text and come back as a base58 signature; transactions go in and come back as base64 wire bytes;
 * sign-and-send answers the base58 signature. `pubkey` (sign message) must be a connected account; the
 * transactions are signed by the first one (the active account).
 */
export function createWalletStandardSigner({
  wallet,
  accounts,
  chain,
}: WalletStandardSignerOptions): SolanaSigner {
  const features = wallet.features as Features;
  return checkedSolanaSigner({
    namespace: 'solana',
    async signMessage({ pubkey, message }) {
      const feature = features['solana:signMessage'];
      if (feature === undefined) return unsupported('solana:signMessage');
      const account = accounts().find((candidate) => candidate.address === pubkey);
      if (account === undefined) return unsupported(`account ${pubkey}`);
      const [output] = await askWallet(() => feature.signMessage({ account, message: utf8.encode(message) }));
      if (output === undefined) return unsupported('solana:signMessage output');
      return base58.encode(output.signature);
    },
    async signTransaction({ transaction }) {
      const feature = features['solana:signTransaction'];
      if (feature === undefined) return unsupported('solana:signTransaction');
      const [account] = accounts();
      if (account === undefined) return unsupported('account');
      const [output] = await askWallet(() =>
        feature.signTransaction({ account, chain: chain(), transaction: base64.decode(transaction) }),
      );
      if (output === undefined) return unsupported('solana:signTransaction output');
      return base64.encode(output.signedTransaction);
    },
    async signAndSendTransaction({ transaction, options }) {
      const feature = features['solana:signAndSendTransaction'];
      if (feature === undefined) return unsupported('solana:signAndSendTransaction');
      const [account] = accounts();
      if (account === undefined) return unsupported('account');
      const [output] = await askWallet(() =>
        feature.signAndSendTransaction({
          account,
          chain: chain(),
          transaction: base64.decode(transaction),
          // SPEC §5's commitments include web3.js's older names (recent, single, max …): passed on as given.
          ...(options === undefined ? {} : { options: options as SolanaSignAndSendTransactionOptions }),
        }),
      );
      if (output === undefined) return unsupported('solana:signAndSendTransaction output');
      return base58.encode(output.signature);
    },
  });
}
