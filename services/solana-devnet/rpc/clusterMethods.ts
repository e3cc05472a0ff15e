import type { DevnetState } from '../devnetState.js';
import type { RpcMethod } from './method.js';
import { configParam, paramList } from './params.js';

/** What getVersion reports: the Solana RPC version this devnet imitates, and that it is litesvm. */
export const DEVNET_VERSION = { 'solana-core': '2.2.0', 'feature-set': 0, litesvm: '1.5.0' } as const;
const SLOTS_PER_EPOCH = 432_000;

const noParams = (params: unknown) => configParam(paramList(params, 0, 1)[0]);
/** A method that takes no params (or only a config object, `withConfig`) and answers `answer(state)`. */
const plain =
  (answer: (state: DevnetState) => unknown, withConfig = true): RpcMethod =>
  (params, state) => {
    if (withConfig) noParams(params);
    else paramList(params, 0, 0);
    return answer(state);
  };

export const clusterMethods: Record<string, RpcMethod> = {
  getSlot: plain((state) => state.ledger.slot()),
  getBlockHeight: plain((state) => state.ledger.slot()),
  getGenesisHash: plain((state) => state.genesisHash, false),
  getVersion: plain(() => DEVNET_VERSION, false),
  getHealth: plain(() => 'ok', false),
  getEpochInfo(params, state) {
    noParams(params);
    const slot = state.ledger.slot();
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: null,
    };
  },
};
