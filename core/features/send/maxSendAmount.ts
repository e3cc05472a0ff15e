import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { ChainReaders, TokenBalance } from '../../../ports/index.js';
import { isNativeToken, tokenBalanceUnits } from '../../kernel/tokens/index.js';
import { sendError } from '../../lib/errors/index.js';
import { validateEvmAddress } from '../../lib/validation/index.js';
import { computeMaxAmount } from './computeMaxAmount.js';
import { estimateSendFee } from './estimateSendFee.js';
import { isSolanaSender, type SendSender } from './requireSendSender.js';
import { solanaMaxAmount } from './solana/solanaMaxAmount.js';
import type { SendError } from './types.js';

export interface MaxSendAmountArgs {
  readonly token: TokenBalance | undefined;
  /** The receiver as typed: the fee is estimated for it when it is an address, else for a self-send. */
  readonly receiver: string;
  /** Who sends: needed for the native token only (its fee is estimated). */
  readonly sender: Result<SendSender, SendError>;
  readonly chainReaders: ChainReaders;
}

/**
 * The most that can be sent, as a decimal string (see computeMaxAmount): the token's whole balance; for the
 * native token the balance minus MAX_NATIVE_FEE_RESERVE × the estimated fee, trimmed to the form's 3 decimals
 * (SOL: minus the transfer's fee, exact: solanaMaxAmount). SEND_TOKEN_REQUIRED without a
 * token; nothing left to send (INSUFFICIENT_BALANCE…), the sender's or the estimate's error otherwise.
 */
export function maxSendAmount(args: MaxSendAmountArgs): ResultAsync<string, SendError> {
  const { token } = args;
  if (token === undefined) return errAsync(sendError('SEND_TOKEN_REQUIRED'));
  const balance = tokenBalanceUnits(token);
  if (balance.isErr()) return errAsync(balance.error);
  if (!isNativeToken(token))
    return okAsync(balance.value).andThen((held) =>
      computeMaxAmount({ balance: held, symbol: token.symbol }),
    );
  if (args.sender.isErr()) return errAsync(args.sender.error);
  const sender = args.sender.value;
  if (isSolanaSender(sender)) {
    const { chainReaders, receiver } = args;
    return solanaMaxAmount({ sender, balance: balance.value, receiver, chainReaders, symbol: token.symbol });
  }
  const { from, network } = sender;
  const to = validateEvmAddress(args.receiver.trim()).unwrapOr(from);
  return estimateSendFee({ readers: args.chainReaders, request: { from, to, value: 0n }, network }).andThen(
    (estimate) =>
      computeMaxAmount({
        balance: balance.value,
        nativeFee: estimate.units,
        symbol: token.symbol,
        trim: true,
      }),
  );
}
