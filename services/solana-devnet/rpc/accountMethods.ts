import { LAMPORTS_PER_SOL } from '@solana/web3.js';
import { rpcContext } from '../devnetState.js';
import { ACCOUNT_ENCODINGS, accountJson } from './accountJson.js';
import type { RpcMethod } from './method.js';
import { configParam, encodingOption, integerParam, paramList, pubkeyParam } from './params.js';
import { RPC_CODES, RpcError } from './RpcError.js';

/** As on Solana's RPC: at most 100 accounts per getMultipleAccounts. */
export const MAX_MULTIPLE_ACCOUNTS = 100;
/** At most 1 000 SOL per airdrop. */
export const MAX_AIRDROP_LAMPORTS = 1_000 * LAMPORTS_PER_SOL;
/** Solana's largest account (10 MiB). */
const MAX_ACCOUNT_BYTES = 10 * 1024 * 1024;

export const accountMethods: Record<string, RpcMethod> = {
  getBalance(params, state) {
    const [address, config] = paramList(params, 1, 2);
    configParam(config);
    const lamports = state.ledger.svm.getBalance(pubkeyParam(address, 'address'));
    return { context: rpcContext(state), value: Number(lamports) };
  },
  getAccountInfo(params, state) {
    const [address, config] = paramList(params, 1, 2);
    const encoding = encodingOption(configParam(config), ['base58', ...ACCOUNT_ENCODINGS]);
    return {
      context: rpcContext(state),
      value: accountJson(state.ledger.svm, pubkeyParam(address, 'address'), encoding),
    };
  },
  getMultipleAccounts(params, state) {
    const [addresses, config] = paramList(params, 1, 2);
    if (!Array.isArray(addresses) || addresses.length > MAX_MULTIPLE_ACCOUNTS)
      throw new RpcError(RPC_CODES.invalidParams, `Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    const encoding = encodingOption(configParam(config), ['base64', ...ACCOUNT_ENCODINGS]);
    const keys = addresses.map((address, index) => pubkeyParam(address, `address ${index}`));
    return {
      context: rpcContext(state),
      value: keys.map((key) => accountJson(state.ledger.svm, key, encoding)),
    };
  },
  getMinimumBalanceForRentExemption(params, state) {
    const [size, config] = paramList(params, 1, 2);
    configParam(config);
    return Number(
      state.ledger.svm.minimumBalanceForRentExemption(BigInt(integerParam(size, 'size', MAX_ACCOUNT_BYTES))),
    );
  },
  requestAirdrop(params, state) {
    const [address, lamports, config] = paramList(params, 2, 3);
    configParam(config);
    const to = pubkeyParam(address, 'address');
    const amount = integerParam(lamports, 'lamports', MAX_AIRDROP_LAMPORTS);
    const sent = state.ledger.airdrop(to, BigInt(amount));
    if (!sent.landed)
      throw new RpcError(RPC_CODES.internal, `airdrop failed: ${JSON.stringify(sent.outcome.err)}`);
    return sent.signature;
  },
};
