import { type ParsedAccountData, PublicKey } from '@solana/web3.js';
import { ResultAsync } from 'neverthrow';
import { type ChainUnavailable, chainUnavailable } from './ChainUnavailable.js';
import type { SolanaCluster, SolanaClusterClient } from './createSolanaClusters.js';
import type { BalanceSnapshot } from './readBalances.js';
import type { BalanceToken, TokenAmount } from './toTokenBalance.js';

/** SOL: the cluster's native currency (9 decimals). No market on a devnet, so no price. */
export const SOL_TOKEN = {
  kind: 'native',
  symbol: 'SOL',
  name: 'Solana',
  decimals: 9,
} as const satisfies BalanceToken;

/**
 * The SPL tokens the data service knows on a cluster: its USDC-like mint, priced as USDC (1 USD) like the
 * EVM devnets' USDC.
 */
export const knownSplTokens = (cluster: SolanaCluster): readonly BalanceToken[] => [
  {
    kind: 'spl',
    symbol: cluster.tokens.USDC.symbol,
    name: cluster.tokens.USDC.name,
    decimals: cluster.tokens.USDC.decimals,
    address: cluster.tokens.USDC.mint,
    priceSymbol: 'USDC',
  },
];

interface ParsedTokenAmount {
  readonly mint: string;
  readonly amount: bigint;
}

/** The mint and raw amount of a jsonParsed SPL token account, or undefined when it is not one. */
const tokenAmountOf = (data: ParsedAccountData | Buffer): ParsedTokenAmount | undefined => {
  if (Buffer.isBuffer(data) || data.parsed === null || typeof data.parsed !== 'object') return undefined;
  const info = (data.parsed as { info?: { mint?: unknown; tokenAmount?: { amount?: unknown } } }).info;
  const mint = info?.mint;
  const amount = info?.tokenAmount?.amount;
  if (typeof mint !== 'string' || typeof amount !== 'string' || !/^[0-9]{1,20}$/.test(amount))
    return undefined;
  return { mint, amount: BigInt(amount) };
};

/**
 * The owner's SOL (getBalance) and known SPL token balances (getTokenAccountsByOwner, jsonParsed, one call
 * per known mint: every token account of that mint the owner has, summed), read in parallel. Fails as a
 * whole when the node does not answer: a balance list with a token silently missing would read as zero.
 */
export const readSolanaBalances = (
  { cluster, connection }: SolanaClusterClient,
  owner: string,
): ResultAsync<BalanceSnapshot, ChainUnavailable> => {
  const ownerKey = new PublicKey(owner);
  const tokens = knownSplTokens(cluster);
  return ResultAsync.fromPromise(
    Promise.all([
      connection.getBalance(ownerKey),
      Promise.all(
        tokens.map(({ address }) =>
          connection.getParsedTokenAccountsByOwner(ownerKey, { mint: new PublicKey(address as string) }),
        ),
      ),
    ]),
    (cause) => chainUnavailable(cluster.caipNetworkId, cause),
  ).map(([lamports, lists]): BalanceSnapshot => {
    const splAmounts = tokens.map((token, index): TokenAmount => {
      const amount = (lists[index]?.value ?? [])
        .map(({ account }) => tokenAmountOf(account.data))
        .filter((parsed) => parsed?.mint === token.address)
        .reduce((sum, parsed) => sum + (parsed?.amount ?? 0n), 0n);
      return { token, amount };
    });
    return {
      amounts: [{ token: SOL_TOKEN, amount: BigInt(lamports) }, ...splAmounts],
      prices: { USDC: '1' },
    };
  });
};
