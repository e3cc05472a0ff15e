import { err, errAsync, ok, ResultAsync } from 'neverthrow';
import { formatUnits } from 'viem';
import type { ChainReaders, SolanaTransfer, TokenBalance } from '../../../../ports/index.js';
import { isNativeToken, tokenBalanceUnits } from '../../../kernel/tokens/index.js';
import { latchError, sendError } from '../../../lib/errors/index.js';
import { mapProviderFailure } from '../../../lib/rpc/index.js';
import { validateSolanaAddress } from '../../../lib/validation/index.js';
import { formatFeeAmount } from '../formatFeeAmount.js';
import type { SendError, SolanaSendFee, SolanaSendPreview } from '../types.js';
import type { ValidSendInput } from '../validateSendInput.js';
import { checkSolanaFunds } from './checkSolanaFunds.js';
import type { SolanaSender } from './requireSolanaSender.js';
import { resolveSolanaReceiver } from './resolveSolanaReceiver.js';

export interface PreviewSolanaSendArgs {
  readonly input: ValidSendInput<TokenBalance>;
  readonly sender: SolanaSender;
  /** The token's balance in smallest units. */
  readonly balance: bigint;
  /** The held tokens of the network: SOL pays the fee and rent of a token send. */
  readonly tokens: readonly TokenBalance[];
  readonly chainReaders: ChainReaders;
}

/** The SPL mint of a token row (`solana:<cluster>:<mint>` on its own cluster); undefined when it is not one. */
export const splMintOf = (token: Pick<TokenBalance, 'address' | 'chainId'>): string | undefined => {
  const address = token.address ?? '';
  const prefix = `${token.chainId}:`;
  const mint = address.includes(':')
    ? address.startsWith(prefix)
      ? address.slice(prefix.length)
      : ''
    : address;
  return validateSolanaAddress(mint).unwrapOr(undefined);
};

/**
 * What a checked Solana send will do: the receiver checked (resolveSolanaReceiver), the transfer built by the
 * solana ChainReader (SOL, or SPL with the receiver's token account created when missing), its fee and rent, and
 * Solana's money rules (checkSolanaFunds). The fee shown is the signature fee plus that rent.
 */
export function previewSolanaSend(args: PreviewSolanaSendArgs): ResultAsync<SolanaSendPreview, SendError> {
  const { input, sender, balance } = args;
  const { from, network } = sender;
  const { token, amount, amountUnits } = input;
  const receiver = resolveSolanaReceiver(input.receiver);
  if (receiver.isErr()) return errAsync(receiver.error);
  const reader = args.chainReaders.solana;
  if (reader === undefined) return errAsync(latchError('CHAIN_ADAPTER_NOT_FOUND', { details: 'solana' }));
  if (reader.buildSolanaTransfer === undefined) {
    return errAsync(latchError('UNSUPPORTED_CAPABILITY', { params: { capability: 'Solana transfers' } }));
  }
  const native = isNativeToken(token);
  const mint = native ? undefined : splMintOf(token);
  if (!native && mint === undefined) {
    return errAsync(sendError('SEND_TOKEN_REQUIRED', { details: `bad mint ${String(token.address)}` }));
  }
  const to = receiver.value.address;
  const request = {
    from,
    to,
    amount: amountUnits,
    ...(mint === undefined ? {} : { token: { mint, decimals: input.decimals } }),
  };
  const solRow = args.tokens.find(isNativeToken);
  const solBalance = native
    ? balance
    : solRow &&
      tokenBalanceUnits(solRow).match(
        ({ units }) => units,
        () => undefined,
      );
  const build = reader.buildSolanaTransfer.bind(reader);
  return ResultAsync.fromPromise(
    Promise.resolve().then(() => build({ request, network })),
    mapProviderFailure,
  ).andThen((transfer) => {
    const currency = network.nativeCurrency;
    const funds = checkSolanaFunds({ native, amountUnits, solBalance, transfer, currency });
    if (funds.isErr()) return err<SolanaSendPreview, SendError>(funds.error);
    return ok<SolanaSendPreview, SendError>({
      namespace: 'solana',
      token,
      amount,
      amountUnits,
      from,
      receiver: { address: to },
      network,
      transaction: transfer.transaction,
      createsTokenAccount: transfer.createsTokenAccount,
      fee: solanaSendFee(transfer, currency),
    });
  });
}

const solanaSendFee = (
  transfer: SolanaTransfer,
  currency: { readonly symbol: string; readonly decimals: number },
): SolanaSendFee => {
  const { fee, rent } = transfer.fee;
  const units = fee + rent;
  const { symbol, decimals } = currency;
  return {
    units,
    decimal: formatUnits(units, decimals),
    formatted: formatFeeAmount(units, decimals),
    symbol,
    rent,
    rentFormatted: formatFeeAmount(rent, decimals),
  };
};
