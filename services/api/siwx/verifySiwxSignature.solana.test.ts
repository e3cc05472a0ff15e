import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { createWalletStandardSigner } from '../../../adapters/wallet/solana/createWalletStandardSigner.js';
import { buildSiwxMessage } from '../../../core/lib/siwx/index.js';
import type { ChainClients } from '../chain/createChainClients.js';
import { verifySiwxSignature } from './verifySiwxSignature.js';

const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

/** A Wallet Standard wallet holding a real ed25519 key: solana:signMessage signs the bytes it is given. */
const walletWithKey = () => {
  const secret = ed25519.utils.randomPrivateKey();
  const publicKey = ed25519.getPublicKey(secret);
  const account: WalletAccount = {
    address: base58.encode(publicKey),
    publicKey,
    chains: [CHAIN],
    features: ['solana:signMessage'],
  };
  const features: SolanaSignMessageFeature = {
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs) =>
        inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, secret) })),
    },
  };
  const wallet = {
    version: '1.0.0',
    name: 'Keyed',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [CHAIN],
    accounts: [account],
    features,
  } as unknown as Wallet;
  return { wallet, address: account.address };
};

const message = (address: string, nonce: string) =>
  buildSiwxMessage({
    domain: 'app.example',
    accountAddress: address,
    uri: 'https://app.example',
    version: '1',
    chainId: CHAIN,
    nonce,
    issuedAt: '2026-11-27T00:00:00.000Z',
  })
    ._unsafeUnwrap()
    .toString();

// The ed25519 path never asks a node.
const check = { chains: {} as ChainClients, maxSignatureBytes: 2048 };

describe('verifySiwxSignature over a Wallet Standard signature (Solana sign-in end to end, no browser)', () => {
  it('accepts the CAIP-122 text as the connector has the wallet sign it (UTF-8 bytes, base58 signature)', async () => {
    const { wallet, address } = walletWithKey();
    const signer = createWalletStandardSigner({
      wallet,
      accounts: () => wallet.accounts,
      chain: () => CHAIN,
    });
    const text = message(address, 'a1b2c3d4e5f60718');
    const signature = await signer.signMessage({ pubkey: address, message: text });
    const verified = await verifySiwxSignature(check, { chainId: CHAIN, address, message: text, signature });
    expect(verified._unsafeUnwrap()).toBe(true);
  });

  it('refuses that signature for another text, and for another key', async () => {
    const { wallet, address } = walletWithKey();
    const signer = createWalletStandardSigner({
      wallet,
      accounts: () => wallet.accounts,
      chain: () => CHAIN,
    });
    const signature = await signer.signMessage({
      pubkey: address,
      message: message(address, 'a1b2c3d4e5f60718'),
    });
    const tampered = await verifySiwxSignature(check, {
      chainId: CHAIN,
      address,
      message: message(address, 'ffffffffffffffff'),
      signature,
    });
    expect(tampered._unsafeUnwrapErr().status).toBe(401);
    const other = walletWithKey();
    const byOther = await verifySiwxSignature(check, {
      chainId: CHAIN,
      address: other.address,
      message: message(address, 'a1b2c3d4e5f60718'),
      signature,
    });
    expect(byOther._unsafeUnwrapErr().status).toBe(401);
  });
});
