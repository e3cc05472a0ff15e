import { err, ok, type Result } from 'neverthrow';
import { coinTypeForChainId, MAINNET_COIN_TYPE } from '../../../core/lib/caip/index.js';
import { NAME_CHAIN_ID_LIMIT, validateNameChainId } from '../../../core/lib/validation/index.js';
import { type NameFailure, nameFailure } from './NameFailure.js';

const MAX_COIN_TYPE = 0xffffffff;

/**
 * The EVM chain of an ENSIP-11 coin type: 60 is Ethereum mainnet (chain 1); `0x80000000 | c` is chain
 * `c` for 1 < c < 0x80000000 (mainnet must use 60). Anything else (another coin, chain 0) is refused.
 */
export const chainIdForCoinType = (coinType: number, field = 'coin_type'): Result<number, NameFailure> => {
  if (coinType === MAINNET_COIN_TYPE) return ok(1);
  const invalid = (description: string) => err(nameFailure('invalid', field, description));
  if (!Number.isSafeInteger(coinType) || coinType < NAME_CHAIN_ID_LIMIT || coinType > MAX_COIN_TYPE) {
    return invalid('coin_type must be 60 or an ENSIP-11 EVM coin type (0x80000000 | chainId)');
  }
  const chainId = coinType - NAME_CHAIN_ID_LIMIT;
  const valid = validateNameChainId(chainId);
  if (valid.isErr()) return invalid(valid.error.message);
  if (coinTypeForChainId(valid.value) !== coinType) {
    return invalid(`coin_type of Ethereum mainnet is ${MAINNET_COIN_TYPE}`);
  }
  return ok(valid.value);
};
