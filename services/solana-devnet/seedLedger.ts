import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { DevnetSvm } from './devnetSvm.js';
import { SOLANA_ACCOUNT_FUNDS, SOLANA_TREASURY_FUNDS, SOLANA_USDC_DECIMALS } from './manifest.js';
import type { solanaDevnetKeys } from './seedKeys.js';

type DevnetKeys = ReturnType<typeof solanaDevnetKeys>;

const tokenAccountData = (mint: PublicKey, owner: PublicKey, amount: bigint): Uint8Array => {
  const data = Buffer.alloc(ACCOUNT_SIZE);
  AccountLayout.encode(
    {
      mint,
      owner,
      amount,
      delegateOption: 0,
      delegate: PublicKey.default,
      state: AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: PublicKey.default,
    },
    data,
  );
  return data;
};

/**
 * Writes the seeded state straight into the SVM (no transactions, so every start gives the same
 * accounts): SOL for the treasury and the test accounts, the USDC mint (6 decimals, treasury as mint
 * authority) and each holder's associated token account.
 */
export function seedLedger(svm: DevnetSvm, keys: DevnetKeys): void {
  const holders = [
    { owner: keys.treasury.publicKey, funds: SOLANA_TREASURY_FUNDS },
    ...keys.accounts.map((account) => ({ owner: account.publicKey, funds: SOLANA_ACCOUNT_FUNDS })),
  ];
  const mint = keys.usdcMint.publicKey;
  const mintData = Buffer.alloc(MINT_SIZE);
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: keys.treasury.publicKey,
      supply: holders.reduce((sum, { funds }) => sum + funds.usdc, 0n),
      decimals: SOLANA_USDC_DECIMALS,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    mintData,
  );
  const rent = (size: number) => Number(svm.minimumBalanceForRentExemption(BigInt(size)));
  svm.setAccount(mint, {
    lamports: rent(MINT_SIZE),
    data: mintData,
    owner: TOKEN_PROGRAM_ID,
    executable: false,
  });
  for (const { owner, funds } of holders) {
    svm.setAccount(owner, {
      lamports: Number(funds.lamports),
      data: new Uint8Array(0),
      owner: SystemProgram.programId,
      executable: false,
    });
    svm.setAccount(getAssociatedTokenAddressSync(mint, owner), {
      lamports: rent(ACCOUNT_SIZE),
      data: tokenAccountData(mint, owner, funds.usdc),
      owner: TOKEN_PROGRAM_ID,
      executable: false,
    });
  }
}
