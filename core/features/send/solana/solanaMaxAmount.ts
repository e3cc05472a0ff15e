import { errAsync, ResultAsync } from 'neverthrow';
import type { ChainReaders } from '../../../../ports/index.js';
import type { TokenUnits } from '../../../kernel/tokens/index.js';
import { latchError } from '../../../lib/errors/index.js';
import { mapProviderFailure } from '../../../lib/rpc/index.js';
import { computeMaxAmount } from '../computeMaxAmount.js';
import type { SendError } from '../types.js';
import type { SolanaSender } from './requireSolanaSender.js';
import { resolveSolanaReceiver } from './resolveSolanaReceiver.js';

export interface SolanaMaxAmountArgs {
  readonly sender: SolanaSender;
  /** The sender's SOL. */
  readonly balance: TokenUnits;
  /** The receiver as typed: the fee is that of a transfer to it when it is an address, else to the sender. */
  readonly receiver: string;
  readonly chainReaders: ChainReaders;
  readonly symbol: string;
}

/**
 * "Max" of SOL: the balance minus the fee of the transfer (built by the solana ChainReader). Solana's signature
 * fee is fixed by the transaction, so nothing more is kept back; the sender keeps nothing (which the chain allows).
 * Nothing left: INSUFFICIENT_BALANCE_FOR_FEE.
 */
export function solanaMaxAmount(args: SolanaMaxAmountArgs): ResultAsync<string, SendError> {
  const { sender, balance, chainReaders, symbol } = args;
  const build = chainReaders.solana?.buildSolanaTransfer?.bind(chainReaders.solana);
  if (build === undefined) {
    return errAsync(latchError('UNSUPPORTED_CAPABILITY', { params: { capability: 'Solana transfers' } }));
  }
  const to = resolveSolanaReceiver(args.receiver.trim()).match(
    ({ address }) => address,
    () => sender.from,
  );
  const request = { from: sender.from, to, amount: 0n };
  return ResultAsync.fromPromise(
    Promise.resolve().then(() => build({ request, network: sender.network })),
    mapProviderFailure,
  ).andThen((transfer) => computeMaxAmount({ balance, nativeFee: transfer.fee.fee, reserve: 1n, symbol }));
}
