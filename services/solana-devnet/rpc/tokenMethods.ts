import { rpcContext } from '../devnetState.js';
import { ACCOUNT_ENCODINGS, accountJson } from './accountJson.js';
import type { RpcMethod } from './method.js';
import { configParam, encodingOption, paramList, pubkeyParam } from './params.js';
import { readMint, readTokenAccount, tokenAmountJson } from './parsedTokenData.js';
import { invalidParams } from './RpcError.js';

const tokenFilter = (value: unknown) => {
  const filter = configParam(value);
  const keys = Object.keys(filter);
  if (keys.length !== 1 || (keys[0] !== 'mint' && keys[0] !== 'programId'))
    throw invalidParams('Invalid param: the filter must be { mint } or { programId }');
  return keys[0] === 'mint'
    ? { mint: pubkeyParam(filter.mint, 'mint') }
    : { programId: pubkeyParam(filter.programId, 'programId') };
};

export const tokenMethods: Record<string, RpcMethod> = {
  getTokenAccountsByOwner(params, state) {
    const [owner, filter, config] = paramList(params, 2, 3);
    const ownerKey = pubkeyParam(owner, 'owner');
    const encoding = encodingOption(configParam(config), ['base58', ...ACCOUNT_ENCODINGS]);
    const found = state.tokenAccounts.byOwner(ownerKey, tokenFilter(filter));
    return {
      context: rpcContext(state),
      value: found.map((pubkey) => ({
        pubkey: pubkey.toBase58(),
        account: accountJson(state.ledger.svm, pubkey, encoding),
      })),
    };
  },
  getTokenAccountBalance(params, state) {
    const [address, config] = paramList(params, 1, 2);
    configParam(config);
    const key = pubkeyParam(address, 'address');
    const info = state.ledger.svm.getAccount(key);
    const account = info === null ? undefined : readTokenAccount(key, info);
    const mint = account === undefined ? undefined : readMint(state.ledger.svm, account.mint);
    if (account === undefined || mint === undefined)
      throw invalidParams('Invalid param: not a Token account');
    return { context: rpcContext(state), value: tokenAmountJson(account.amount, mint.decimals) };
  },
  getTokenSupply(params, state) {
    const [address, config] = paramList(params, 1, 2);
    configParam(config);
    const mint = readMint(state.ledger.svm, pubkeyParam(address, 'mint'));
    if (mint === undefined) throw invalidParams('Invalid param: not a Token mint');
    return { context: rpcContext(state), value: tokenAmountJson(mint.supply, mint.decimals) };
  },
};
