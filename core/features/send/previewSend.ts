import { err, ok, type ResultAsync } from 'neverthrow';
import { formatUnits } from 'viem';
import type { ChainReaders, NamesApi, Network, TokenBalance } from '../../../ports/index.js';
import { isNativeToken, tokenBalanceUnits } from '../../kernel/tokens/index.js';
import { amountError } from '../../lib/errors/index.js';
import type { EvmSender } from '../../lib/flowSteps/index.js';
import { buildSendRequest } from './buildSendRequest.js';
import type { CheckedSendForm } from './checkSendForm.js';
import type { NameCache } from './createNameCache.js';
import { estimateSendFee, type SendFeeEstimate } from './estimateSendFee.js';
import { formatFeeAmount } from './formatFeeAmount.js';
import { isSolanaSender } from './requireSendSender.js';
import { resolveReceiver } from './resolveReceiver.js';
import { previewSolanaSend } from './solana/previewSolanaSend.js';
import type { EvmSendFee, EvmSendPreview, SendError, SendPreview } from './types.js';

export interface PreviewSendArgs {
  readonly form: CheckedSendForm;
  /** The held tokens of the network: the native one pays the fee of a token send. */
  readonly tokens: readonly TokenBalance[];
  readonly chainReaders: ChainReaders;
  readonly namesApi: Pick<NamesApi, 'lookupName'>;
  readonly names: NameCache;
}

/**
 * What a checked send will do: the receiver resolved (an address, or a name through the cache), the
 * transaction built and its fee estimated; the fee (plus the amount, for the native token) must fit in the
 * native balance when it is known (INSUFFICIENT_BALANCE_FOR_FEE: 'Insufficient ETH balance to pay the network fee').
 * A Solana sender's send is previewed by previewSolanaSend (no names; the fee includes a new token account's rent).
 */
export function previewSend(args: PreviewSendArgs): ResultAsync<SendPreview, SendError> {
  const { form, chainReaders, tokens } = args;
  const { input, sender, balance } = form;
  if (isSolanaSender(sender)) return previewSolanaSend({ input, sender, balance, tokens, chainReaders });
  return previewEvmSend(args, sender);
}

/** The EVM side of previewSend. */
function previewEvmSend(args: PreviewSendArgs, sender: EvmSender): ResultAsync<SendPreview, SendError> {
  const { form, chainReaders, namesApi, names } = args;
  const { input, balance } = form;
  const { from, network } = sender;
  const { token, amount, amountUnits } = input;
  const native = isNativeToken(token);
  const nativeRow = args.tokens.find(isNativeToken);
  const feePayer = native
    ? balance
    : nativeRow &&
      tokenBalanceUnits(nativeRow).match(
        ({ units }) => units,
        () => undefined,
      );
  return resolveReceiver({ input: input.receiver, network, namesApi, cache: names })
    .andThen((receiver) =>
      buildSendRequest({ from, to: receiver.address, token, amountUnits }).map((request) => ({
        receiver,
        request,
      })),
    )
    .andThen(({ receiver, request }) =>
      estimateSendFee({ readers: chainReaders, request, network }).andThen((estimate) => {
        const needed = estimate.units + (native ? amountUnits : 0n);
        if (feePayer !== undefined && needed > feePayer) {
          const details = `needs ${needed}, holds ${feePayer}`;
          const params = { symbol: network.nativeCurrency.symbol };
          return err<EvmSendPreview, SendError>(
            amountError('INSUFFICIENT_BALANCE_FOR_FEE', { params, details }),
          );
        }
        const fee = sendFee(estimate, network);
        return ok<EvmSendPreview, SendError>({
          namespace: 'eip155',
          token,
          amount,
          amountUnits,
          from,
          receiver,
          network,
          request: { ...request, gas: estimate.gas },
          fee,
        });
      }),
    );
}

/** A fee estimate in the native token, exact and for display. */
const sendFee = (estimate: SendFeeEstimate, network: Network): EvmSendFee => {
  const { symbol, decimals } = network.nativeCurrency;
  const decimal = formatUnits(estimate.units, decimals);
  return { ...estimate, decimal, formatted: formatFeeAmount(estimate.units, decimals), symbol };
};
