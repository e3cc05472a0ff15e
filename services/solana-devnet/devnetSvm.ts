import { address, getTransactionDecoder, lamports } from '@solana/kit';
import { PublicKey, type VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';

/** An account as the devnet reads and writes it (web3.js keys; lamports fit a JS number on a devnet). */
export interface SvmAccount {
  readonly lamports: number;
  readonly data: Uint8Array;
  readonly owner: PublicKey;
  readonly executable: boolean;
}

export type SvmResult = TransactionMetadata | FailedTransactionMetadata;

/**
 * The slice of litesvm the devnet uses, in @solana/web3.js 1.x types. litesvm 1.x speaks @solana/kit;
 * this is the one place that converts (keys to addresses, wire bytes to kit transactions).
 * litesvm 0.8.0 (the web3.js-typed line) aborts the process on a garbage collection after any
 * transaction that runs the associated-token program (std::bad_alloc); 1.5.0 does not.
 */
export interface DevnetSvm {
  getAccount(key: PublicKey): SvmAccount | null;
  setAccount(key: PublicKey, account: SvmAccount): void;
  getBalance(key: PublicKey): bigint;
  minimumBalanceForRentExemption(size: bigint): bigint;
  latestBlockhash(): string;
  send(transaction: VersionedTransaction): SvmResult;
  simulate(transaction: VersionedTransaction, sigVerify: boolean): SvmResult;
  airdrop(to: PublicKey, amount: bigint): SvmResult | null;
  /** A new slot: the clock's slot and time move on, and a new latest blockhash. */
  advance(slot: bigint, unixSeconds: bigint): void;
}

const kitTransaction = (transaction: VersionedTransaction) =>
  getTransactionDecoder().decode(transaction.serialize());

export function createDevnetSvm(): DevnetSvm {
  const svm = new LiteSVM().withBlockhashCheck(false);
  return {
    getAccount(key) {
      const account = svm.getAccount(address(key.toBase58()));
      if (!account.exists) return null;
      return {
        lamports: Number(account.lamports),
        data: account.data,
        owner: new PublicKey(account.programAddress),
        executable: account.executable,
      };
    },
    setAccount(key, account) {
      svm.setAccount({
        address: address(key.toBase58()),
        lamports: lamports(BigInt(account.lamports)),
        data: account.data,
        programAddress: address(account.owner.toBase58()),
        executable: account.executable,
        space: BigInt(account.data.length),
      });
    },
    getBalance: (key) => svm.getBalance(address(key.toBase58())) ?? 0n,
    minimumBalanceForRentExemption: (size) => svm.minimumBalanceForRentExemption(size),
    latestBlockhash: () => svm.latestBlockhash(),
    send: (transaction) => svm.sendTransaction(kitTransaction(transaction)),
    simulate(transaction, sigVerify) {
      svm.withSigverify(sigVerify);
      try {
        const result = svm.simulateTransaction(kitTransaction(transaction));
        return result instanceof FailedTransactionMetadata ? result : result.meta();
      } finally {
        svm.withSigverify(true);
      }
    },
    airdrop: (to, amount) => svm.airdrop(address(to.toBase58()), lamports(amount)),
    advance(slot, unixSeconds) {
      svm.warpToSlot(slot);
      svm.expireBlockhash();
      const clock = svm.getClock();
      clock.unixTimestamp = unixSeconds;
      svm.setClock(clock);
    },
  };
}
