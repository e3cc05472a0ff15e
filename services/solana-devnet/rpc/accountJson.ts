import { base58, base64 } from '@scure/base';
import type { PublicKey } from '@solana/web3.js';
import type { DevnetSvm, SvmAccount } from '../devnetSvm.js';
import { parsedTokenData } from './parsedTokenData.js';
import { invalidParams } from './RpcError.js';

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed';
export const ACCOUNT_ENCODINGS = [
  'base64',
  'base58',
  'jsonParsed',
] as const satisfies readonly AccountEncoding[];

/** Solana refuses base58 for accounts larger than this. */
const MAX_BASE58_BYTES = 128;

const encodedData = (info: SvmAccount, encoding: AccountEncoding) => {
  if (encoding === 'base58') {
    if (info.data.length > MAX_BASE58_BYTES)
      throw invalidParams(
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      );
    return [base58.encode(info.data), 'base58'] as const;
  }
  return [base64.encode(info.data), 'base64'] as const;
};

/** An account as getAccountInfo and its kin answer it (null when it does not exist). */
export function accountJson(svm: DevnetSvm, address: PublicKey, encoding: AccountEncoding) {
  const info = svm.getAccount(address);
  if (info === null || (info.lamports === 0 && info.data.length === 0)) return null;
  const parsed = encoding === 'jsonParsed' ? parsedTokenData(svm, address, info) : undefined;
  return {
    data: parsed ?? encodedData(info, encoding),
    executable: info.executable,
    lamports: info.lamports,
    owner: info.owner.toBase58(),
    rentEpoch: 0,
    space: info.data.length,
  };
}
