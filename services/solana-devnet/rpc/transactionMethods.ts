import { base58, base64 } from '@scure/base';
import { VersionedMessage, type VersionedTransaction } from '@solana/web3.js';
import { type DevnetState, rpcContext } from '../devnetState.js';
import type { ExecutionOutcome } from '../ledger.js';
import { describeTransactionError } from '../transactionErrorJson.js';
import type { RpcMethod } from './method.js';
import {
  booleanOption,
  configParam,
  encodingOption,
  MAX_TRANSACTION_BYTES,
  paramList,
  transactionParam,
} from './params.js';
import { invalidParams, RPC_CODES, RpcError } from './RpcError.js';

/** litesvm's fee: 5 000 lamports per signature, no priority fee market. */
export const LAMPORTS_PER_SIGNATURE = 5_000;
/** As on Solana's RPC: at most 256 signatures per getSignatureStatuses. */
export const MAX_SIGNATURE_STATUSES = 256;

const outcomeJson = ({ err, logs, unitsConsumed }: ExecutionOutcome) => ({
  err,
  logs,
  accounts: null,
  unitsConsumed,
  returnData: null,
});

const transactionOf = (params: unknown) => {
  const [encoded, rawConfig] = paramList(params, 1, 2);
  const config = configParam(rawConfig);
  return { config, transaction: transactionParam(encoded, encodingOption(config, ['base58', 'base64'])) };
};

const refusedError = (outcome: ExecutionOutcome): RpcError => {
  if (outcome.err === 'SignatureFailure')
    return new RpcError(RPC_CODES.signatureFailure, 'Transaction signature verification failure');
  return new RpcError(
    RPC_CODES.simulationFailed,
    `Transaction simulation failed: ${describeTransactionError(outcome.err ?? 'unknown')}`,
    outcomeJson(outcome),
  );
};

const sendTransaction = (
  state: DevnetState,
  transaction: VersionedTransaction,
  preflight: boolean,
): string => {
  if (preflight) {
    const simulated = state.ledger.simulate(transaction, { sigVerify: true });
    if (simulated.err !== null) throw refusedError(simulated);
  }
  const sent = state.ledger.send(transaction);
  if (!sent.landed) throw refusedError(sent.outcome);
  state.tokenAccounts.observe(transaction.message.staticAccountKeys);
  return sent.signature;
};

const signatureParam = (value: unknown, index: number): string => {
  if (typeof value === 'string' && value.length >= 64 && value.length <= 88) {
    try {
      if (base58.decode(value).length === 64) return value;
    } catch {
      // reported below
    }
  }
  throw invalidParams(`Invalid param: signature ${index} is not a base58 signature`);
};

export const transactionMethods: Record<string, RpcMethod> = {
  getLatestBlockhash(params, state) {
    configParam(paramList(params, 0, 1)[0]);
    return { context: rpcContext(state), value: state.ledger.latestBlockhash() };
  },
  isBlockhashValid(params, state) {
    const [blockhash, config] = paramList(params, 1, 2);
    configParam(config);
    if (typeof blockhash !== 'string' || blockhash.length > 44)
      throw invalidParams('Invalid param: blockhash');
    return { context: rpcContext(state), value: state.ledger.isBlockhashValid(blockhash) };
  },
  getFeeForMessage(params, state) {
    const [encoded, config] = paramList(params, 1, 2);
    configParam(config);
    if (typeof encoded !== 'string' || encoded.length > Math.ceil((MAX_TRANSACTION_BYTES * 4) / 3) + 4)
      throw invalidParams('Invalid param: message must be a base64 message');
    let message: VersionedMessage;
    try {
      message = VersionedMessage.deserialize(base64.decode(encoded));
    } catch {
      throw invalidParams('Invalid param: message must be a base64 message');
    }
    const fee = state.ledger.isBlockhashValid(message.recentBlockhash)
      ? message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE
      : null;
    return { context: rpcContext(state), value: fee };
  },
  simulateTransaction(params, state) {
    const { config, transaction } = transactionOf(params);
    const sigVerify = booleanOption(config, 'sigVerify', false);
    const replace = booleanOption(config, 'replaceRecentBlockhash', false);
    if (sigVerify && replace) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const replacement = replace ? state.ledger.latestBlockhash() : undefined;
    if (replacement !== undefined) transaction.message.recentBlockhash = replacement.blockhash;
    const outcome = state.ledger.simulate(transaction, { sigVerify });
    return {
      context: rpcContext(state),
      value: {
        ...outcomeJson(outcome),
        ...(replacement === undefined ? {} : { replacementBlockhash: replacement }),
      },
    };
  },
  sendTransaction(params, state) {
    const { config, transaction } = transactionOf(params);
    return sendTransaction(state, transaction, !booleanOption(config, 'skipPreflight', false));
  },
  getSignatureStatuses(params, state) {
    const [signatures, config] = paramList(params, 1, 2);
    configParam(config);
    if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURE_STATUSES)
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
    const value = signatures.map((signature, index) => {
      const status = state.ledger.status(signatureParam(signature, index));
      if (status === undefined) return null;
      return {
        slot: status.slot,
        confirmations: null,
        err: status.err,
        status: status.err === null ? { Ok: null } : { Err: status.err },
        confirmationStatus: 'finalized',
      };
    });
    return { context: rpcContext(state), value };
  },
};
