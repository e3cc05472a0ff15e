import { setTimeout as sleep } from 'node:timers/promises';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { type Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { SolanaClusterClient } from '../chain/createSolanaClusters.js';
import { marketUnavailable, type SandboxMarket, type SandboxToken } from './SandboxMarket.js';

/** How often and how long a delivery's signature status is polled. */
const CONFIRM_POLL_MS = 50;
const CONFIRM_TIMEOUT_MS = 30_000;

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** A wallet address: base58 of 32 bytes on the ed25519 curve (a token account is created for it). */
export const isSolanaWalletAddress = (address: string): boolean => {
  if (!BASE58_ADDRESS.test(address)) return false;
  try {
    return PublicKey.isOnCurve(new PublicKey(address).toBytes());
  } catch {
    return false;
  }
};

/**
 * The Solana devnet as a sandbox market: it sells the cluster's USDC-like SPL token at 1 USD (SOL has no
 * price on a devnet, so it is not sold). The treasury pays the fee and the buyer's token-account rent, so the
 * quote's network fee is zero. Delivery: the buyer's associated token account created when missing, then
 * `transferChecked` from the treasury's, signed by the treasury and confirmed by polling its status.
 */
export const solanaMarket = (client: SolanaClusterClient, treasury: Keypair): SandboxMarket => {
  const { cluster, connection } = client;
  const usdc = cluster.tokens.USDC;
  const token: SandboxToken = {
    kind: 'spl',
    symbol: usdc.symbol,
    name: usdc.name,
    decimals: usdc.decimals,
    address: usdc.mint,
  };
  const unavailable = (cause: unknown) =>
    marketUnavailable(`The purchase could not be delivered on ${cluster.caipNetworkId}`, cause);
  const send = async (to: string, amount: bigint): Promise<string> => {
    const mint = new PublicKey(usdc.mint);
    const programId = new PublicKey(usdc.programId);
    const owner = new PublicKey(to);
    const source = getAssociatedTokenAddressSync(mint, treasury.publicKey, false, programId);
    const destination = getAssociatedTokenAddressSync(mint, owner, false, programId);
    const { blockhash } = await connection.getLatestBlockhash();
    const transaction = new Transaction({ feePayer: treasury.publicKey, recentBlockhash: blockhash }).add(
      createAssociatedTokenAccountIdempotentInstruction(
        treasury.publicKey,
        destination,
        owner,
        mint,
        programId,
      ),
      createTransferCheckedInstruction(
        source,
        mint,
        destination,
        treasury.publicKey,
        amount,
        usdc.decimals,
        [],
        programId,
      ),
    );
    transaction.sign(treasury);
    const signature = await connection.sendRawTransaction(transaction.serialize());
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
    for (;;) {
      const status = (await connection.getSignatureStatuses([signature])).value[0];
      if (status?.err) throw new Error(`delivery ${signature} failed: ${JSON.stringify(status.err)}`);
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
        return signature;
      }
      if (Date.now() > deadline) throw new Error(`delivery ${signature} not confirmed in time`);
      await sleep(CONFIRM_POLL_MS);
    }
  };
  return {
    network: cluster.caipNetworkId,
    name: cluster.name,
    caipNetworkId: cluster.caipNetworkId,
    chainId: cluster.caipNetworkId.slice('solana:'.length),
    tokens: [token],
    isAddress: isSolanaWalletAddress,
    pricing: () => okAsync({ tokenPriceUsd: 10n ** 18n, etherPriceUsd: 0n, gas: 0n, gasPrice: 0n }),
    deliver: ({ token: bought, to, amount }) => {
      if (bought.address !== token.address || !isSolanaWalletAddress(to)) {
        return errAsync(unavailable(new Error(`cannot deliver ${bought.symbol} to ${to}`)));
      }
      return ResultAsync.fromPromise(send(to, amount), unavailable);
    },
  };
};
