import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import { type Address, formatUnits } from 'viem';
import type { BalanceApi, EvmTransactionRequest, Network, SwapApi, SwapToken } from '../../../ports/index.js';
import { isNativeToken } from '../../kernel/tokens/index.js';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { numberToDecimal } from '../../lib/format/index.js';
import { formatFeeAmount } from '../send/index.js';
import { SWAP_SLIPPAGE_BPS } from './constants.js';
import { evmAddressOf } from './evmAddressOf.js';
import { mapSwapFailure, type SwapServiceError } from './mapSwapFailure.js';
import { minimumReceived } from './minimumReceived.js';
import { parseUnitsString } from './parseUnitsString.js';
import { priceImpactBps } from './priceImpact.js';
import type { SwapFee, SwapPreview } from './types.js';

export interface PrepareSwapArgs {
  readonly swapApi: SwapApi;
  readonly pricesApi?: Pick<BalanceApi, 'getFungiblePrices'> | undefined;
  readonly network: Network;
  readonly user: Address;
  readonly from: SwapToken;
  readonly to: SwapToken;
  /** The amount to sell, in the source token's smallest unit. */
  readonly fromUnits: bigint;
  readonly slippageBps?: bigint;
  /** Aborts the reads (quote, allowance, prices) once the preview is no longer wanted. */
  readonly signal?: AbortSignal | undefined;
}

type DataError = LatchError<'QUERY_DATA_UNDEFINED'>;

const call = <T>(run: () => Promise<T>): ResultAsync<T, SwapServiceError> =>
  ResultAsync.fromPromise(Promise.resolve().then(run), mapSwapFailure);

/** The slippage as build-transaction takes it: percent, exact ('1' for 100 bps, '0.5' for 50). */
export const slippagePercent = (bps: bigint): string => formatUnits(bps, 2);

/**
 * The route calls of a swap preview: the quote (GET /v1/convert/quotes, first quote), the allowance of the
 * source token (none for the native token), the built swap transaction (estimate disabled while an approval is
 * still needed: the swap would revert), and the prices for the price impact (failure: impact unknown). Gives
 * the exact amounts, min received, the network fee (gas × gasPrice of the built transaction) and whether an
 * approval comes first. Every failure is a catalogue error (mapSwapFailure); a reply without usable data is
 * QUERY_DATA_UNDEFINED.
 */
export function prepareSwap(args: PrepareSwapArgs): ResultAsync<SwapPreview, SwapServiceError> {
  const { swapApi, network, user, from, to, fromUnits, signal } = args;
  const slippageBps = args.slippageBps ?? SWAP_SLIPPAGE_BPS;
  const userAddress = `${network.caipNetworkId}:${user}` as const;
  const amount = fromUnits.toString();
  const request = { amount, from: from.address, to: to.address, userAddress };
  return call(() => swapApi.getQuotes({ ...request, signal }))
    .andThen(({ quotes }) => {
      const quote = Array.isArray(quotes) ? quotes[0] : undefined;
      if (quote === undefined) return errAsync(noData('no quote'));
      return parseUnitsString(quote.toAmount, 'quote.toAmount').asyncAndThen((toUnits) =>
        toUnits === 0n ? errAsync(noData('quote.toAmount: 0')) : okAsync(toUnits),
      );
    })
    .andThen((toUnits) =>
      needsApproval(swapApi, from, userAddress, fromUnits, signal).map((approval) => ({ toUnits, approval })),
    )
    .andThen(({ toUnits, approval }) =>
      ResultAsync.combine([
        call(() =>
          swapApi.buildTransaction({
            ...request,
            eip155: { slippage: slippagePercent(slippageBps) },
            ...(approval ? { disableEstimate: true } : {}),
          }),
        ).andThen(({ tx }) => toSwapRequest(tx, user, from)),
        impactOf(args, toUnits),
      ]).map(([built, impact]): SwapPreview => {
        const minReceivedUnits = minimumReceived(toUnits, slippageBps);
        return {
          network,
          from,
          to,
          fromUnits,
          fromAmount: formatUnits(fromUnits, from.decimals),
          toUnits,
          toAmount: formatUnits(toUnits, to.decimals),
          minReceivedUnits,
          minReceived: formatUnits(minReceivedUnits, to.decimals),
          slippage: slippagePercent(slippageBps),
          priceImpactBps: impact,
          priceImpact: impact === undefined ? undefined : formatUnits(impact, 2),
          networkFee: feeOf(built.gas, built.pricePerGas, network),
          needsApproval: approval,
          transaction: built.request,
        };
      }),
    );
}

const noData = (details: string): DataError => latchError('QUERY_DATA_UNDEFINED', { details });

/** The allowance check (GET /v1/convert/allowance): the native token needs none. */
function needsApproval(
  swapApi: SwapApi,
  token: SwapToken,
  userAddress: `${string}:${string}:${string}`,
  units: bigint,
  signal: AbortSignal | undefined,
): ResultAsync<boolean, SwapServiceError> {
  if (isNativeToken(token)) return okAsync(false);
  return call(() => swapApi.getAllowance({ tokenAddress: token.address, userAddress, signal })).andThen(
    ({ allowance }) => parseUnitsString(allowance, 'allowance').map((value) => value < units),
  );
}

interface BuiltSwap {
  readonly request: EvmTransactionRequest;
  readonly gas: bigint;
  readonly pricePerGas: bigint;
}

/**
 * The signer request of a built swap (POST /v1/convert/build-transaction): to the router with its calldata,
 * the server's gas (estimate + 10 %); a value only when the native token is sold.
 */
export function toSwapRequest(
  tx: Awaited<ReturnType<SwapApi['buildTransaction']>>['tx'],
  user: Address,
  from: SwapToken,
): Result<BuiltSwap, DataError> {
  const to = evmAddressOf(tx?.to, 'tx.to');
  if (to.isErr()) return err(to.error);
  if (typeof tx.data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(tx.data)) return err(noData('tx.data'));
  const gas = parseUnitsString(tx.eip155?.gas, 'tx.eip155.gas');
  if (gas.isErr()) return err(gas.error);
  const price = parseUnitsString(tx.eip155?.gasPrice, 'tx.eip155.gasPrice');
  if (price.isErr()) return err(price.error);
  const base = { from: user, to: to.value, data: tx.data, gas: gas.value };
  if (!isNativeToken(from)) return ok({ request: base, gas: gas.value, pricePerGas: price.value });
  const value = parseUnitsString(tx.amount, 'tx.amount');
  if (value.isErr()) return err(value.error);
  return ok({ request: { ...base, value: value.value }, gas: gas.value, pricePerGas: price.value });
}

function feeOf(gas: bigint, pricePerGas: bigint, network: Network): SwapFee {
  const units = gas * pricePerGas;
  const { symbol, decimals } = network.nativeCurrency;
  return {
    gas,
    pricePerGas,
    units,
    decimal: formatUnits(units, decimals),
    formatted: formatFeeAmount(units, decimals),
    symbol,
  };
}

/** The price impact from USD prices (POST /v1/fungible/price); any failure leaves it unknown. */
function impactOf(args: PrepareSwapArgs, toUnits: bigint): ResultAsync<bigint | undefined, never> {
  const { pricesApi, from, to, fromUnits, signal } = args;
  if (pricesApi === undefined) return okAsync(undefined);
  return ResultAsync.fromPromise(
    Promise.resolve().then(() =>
      pricesApi.getFungiblePrices({ currency: 'usd', addresses: [from.address, to.address], signal }),
    ),
    () => undefined,
  )
    .map(({ fungibles }) => {
      const list = Array.isArray(fungibles) ? fungibles : [];
      const priceOf = (token: SwapToken) => {
        const found = list.find((entry) => entry.address.toLowerCase() === token.address.toLowerCase());
        return typeof found?.price === 'number' ? numberToDecimal(found.price) : undefined;
      };
      const inPrice = priceOf(from);
      const outPrice = priceOf(to);
      if (inPrice === undefined || outPrice === undefined) return undefined;
      return priceImpactBps(
        { units: fromUnits, decimals: from.decimals, price: inPrice },
        { units: toUnits, decimals: to.decimals, price: outPrice },
      );
    })
    .orElse(() => okAsync(undefined));
}
