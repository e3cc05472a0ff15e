import {
  type Account,
  type Mint,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import { formatUnits } from 'viem';
import type { DevnetSvm, SvmAccount } from '../devnetSvm.js';

/** The SPL Token programs the devnet reads token accounts of, with their jsonParsed program names. */
export const TOKEN_PROGRAMS = [
  { id: TOKEN_PROGRAM_ID, name: 'spl-token' },
  { id: TOKEN_2022_PROGRAM_ID, name: 'spl-token-2022' },
] as const;

const bufferInfo = (info: SvmAccount) => ({ ...info, data: Buffer.from(info.data) });

export const tokenProgramOf = (info: SvmAccount) => TOKEN_PROGRAMS.find(({ id }) => id.equals(info.owner));

/** A token amount as the RPC writes it: raw units, decimals and the decimal string. */
export function tokenAmountJson(amount: bigint, decimals: number) {
  const uiAmountString = formatUnits(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** The token account at `address`, or undefined when it is none. */
export function readTokenAccount(address: PublicKey, info: SvmAccount): Account | undefined {
  const program = tokenProgramOf(info);
  if (program === undefined) return undefined;
  try {
    return unpackAccount(address, bufferInfo(info), program.id);
  } catch {
    return undefined;
  }
}

/** The mint at `address`, or undefined when it is none. */
export function readMint(svm: DevnetSvm, address: PublicKey): Mint | undefined {
  const info = svm.getAccount(address);
  const program = info === null ? undefined : tokenProgramOf(info);
  if (info === null || program === undefined) return undefined;
  try {
    return unpackMint(address, bufferInfo(info), program.id);
  } catch {
    return undefined;
  }
}

/** jsonParsed data of a token account or mint; undefined for any other account (it falls back to base64). */
export function parsedTokenData(svm: DevnetSvm, address: PublicKey, info: SvmAccount) {
  const program = tokenProgramOf(info);
  if (program === undefined) return undefined;
  const space = info.data.length;
  const account = readTokenAccount(address, info);
  if (account !== undefined) {
    const mint = readMint(svm, account.mint);
    if (mint === undefined) return undefined;
    return {
      program: program.name,
      space,
      parsed: {
        type: 'account',
        info: {
          isNative: account.isNative,
          mint: account.mint.toBase58(),
          owner: account.owner.toBase58(),
          state: account.isFrozen ? 'frozen' : 'initialized',
          tokenAmount: tokenAmountJson(account.amount, mint.decimals),
          ...(account.delegate === null
            ? {}
            : {
                delegate: account.delegate.toBase58(),
                delegatedAmount: tokenAmountJson(account.delegatedAmount, mint.decimals),
              }),
        },
      },
    };
  }
  const mint = readMint(svm, address);
  if (mint === undefined) return undefined;
  return {
    program: program.name,
    space,
    parsed: {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority?.toBase58() ?? null,
        supply: mint.supply.toString(),
      },
    },
  };
}
