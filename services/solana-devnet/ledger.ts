import { base58 } from '@scure/base';
import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata } from 'litesvm';
import { createDevnetSvm, type DevnetSvm, type SvmResult } from './devnetSvm.js';
import { landsWhenFailed, type TransactionErrorJson, transactionErrorJson } from './transactionErrorJson.js';

/** A blockhash stays valid this many slots, as on Solana clusters. */
export const BLOCKHASH_LIFETIME_SLOTS = 150;
/** Statuses kept for getSignatureStatuses; the oldest go first. */
const MAX_STATUSES = 50_000;

export interface SignatureStatus {
  readonly slot: number;
  readonly err: TransactionErrorJson | null;
}

export interface ExecutionOutcome {
  readonly err: TransactionErrorJson | null;
  readonly logs: readonly string[];
  readonly unitsConsumed: number;
}

export type SendOutcome =
  | { readonly landed: true; readonly signature: string; readonly outcome: ExecutionOutcome }
  | { readonly landed: false; readonly outcome: ExecutionOutcome };

export interface Ledger {
  readonly svm: DevnetSvm;
  slot(): number;
  latestBlockhash(): { readonly blockhash: string; readonly lastValidBlockHeight: number };
  isBlockhashValid(blockhash: string): boolean;
  /** Executes a signed transaction: it lands (status recorded, even when an instruction failed) or not. */
  send(transaction: VersionedTransaction): SendOutcome;
  simulate(transaction: VersionedTransaction, options: { readonly sigVerify: boolean }): ExecutionOutcome;
  airdrop(to: PublicKey, lamports: bigint): SendOutcome;
  status(signature: string): SignatureStatus | undefined;
  /** A new slot with a new blockhash; the clock's time is `nowMs`. */
  tick(nowMs: number): void;
  onSlot(listener: (slot: number) => void): () => void;
  onSignature(listener: (signature: string, status: SignatureStatus) => void): () => void;
}

const outcomeOf = (result: SvmResult): ExecutionOutcome => {
  const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
  return {
    err: result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
  };
};

const refused = (err: TransactionErrorJson): SendOutcome => ({
  landed: false,
  outcome: { err, logs: [], unitsConsumed: 0 },
});

const emit = <A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A) => {
  for (const listener of listeners) {
    try {
      listener(...args);
    } catch {
      // A listener's failure (a closed socket) is its own; the ledger goes on.
    }
  }
};

/**
 * litesvm as a cluster: slots advance on `tick`, each with a new blockhash valid for 150 slots (litesvm
 * itself only knows its latest one, so the ledger checks blockhashes), and every landed transaction's
 * status is kept for getSignatureStatuses and signature subscriptions.
 */
export function createLedger(svm: DevnetSvm = createDevnetSvm(), nowMs: number = Date.now()): Ledger {
  let slot = 0;
  svm.advance(0n, BigInt(Math.floor(nowMs / 1000)));
  const blockhashes = new Map<string, number>([[svm.latestBlockhash(), slot]]);
  const statuses = new Map<string, SignatureStatus>();
  const slotListeners = new Set<(slot: number) => void>();
  const signatureListeners = new Set<(signature: string, status: SignatureStatus) => void>();

  const record = (signature: string, err: TransactionErrorJson | null) => {
    const status = { slot, err };
    statuses.set(signature, status);
    if (statuses.size > MAX_STATUSES) {
      const oldest = statuses.keys().next().value;
      if (oldest !== undefined) statuses.delete(oldest);
    }
    emit(signatureListeners, signature, status);
  };

  const land = (result: SvmResult, signature: string): SendOutcome => {
    const outcome = outcomeOf(result);
    if (outcome.err !== null && !landsWhenFailed(outcome.err)) return { landed: false, outcome };
    record(signature, outcome.err);
    return { landed: true, signature, outcome };
  };

  const isBlockhashValid = (blockhash: string) => blockhashes.has(blockhash);

  return {
    svm,
    slot: () => slot,
    latestBlockhash: () => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: slot + BLOCKHASH_LIFETIME_SLOTS,
    }),
    isBlockhashValid,
    send(transaction) {
      const firstSignature = transaction.signatures[0];
      if (firstSignature === undefined) return refused('MissingSignatureForFee');
      const signature = base58.encode(firstSignature);
      if (statuses.has(signature)) return refused('AlreadyProcessed');
      if (!isBlockhashValid(transaction.message.recentBlockhash)) return refused('BlockhashNotFound');
      return land(svm.send(transaction), signature);
    },
    simulate(transaction, { sigVerify }) {
      if (!isBlockhashValid(transaction.message.recentBlockhash)) return refused('BlockhashNotFound').outcome;
      return outcomeOf(svm.simulate(transaction, sigVerify));
    },
    airdrop(to, lamports) {
      const result = svm.airdrop(to, lamports);
      if (result === null) return refused('AccountNotFound');
      const signature = base58.encode(
        result instanceof FailedTransactionMetadata ? result.meta().signature() : result.signature(),
      );
      return land(result, signature);
    },
    status: (signature) => statuses.get(signature),
    tick(ms) {
      slot += 1;
      svm.advance(BigInt(slot), BigInt(Math.floor(ms / 1000)));
      blockhashes.set(svm.latestBlockhash(), slot);
      for (const [blockhash, born] of blockhashes)
        if (born < slot - BLOCKHASH_LIFETIME_SLOTS) blockhashes.delete(blockhash);
      emit(slotListeners, slot);
    },
    onSlot(listener) {
      slotListeners.add(listener);
      return () => slotListeners.delete(listener);
    },
    onSignature(listener) {
      signatureListeners.add(listener);
      return () => signatureListeners.delete(listener);
    },
  };
}
